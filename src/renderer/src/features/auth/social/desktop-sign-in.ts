import { create } from 'zustand';
import type { SocialLoginRequest } from '@shared/api';
import type { OAuthProvider } from '@shared/oauth';
import { toUserFacingError } from '@renderer/api/errors';
import type { DesktopCapabilities } from '@renderer/platform';

/**
 * Where a desktop social sign-in stands:
 * - `idle`: nothing under way;
 * - `browser`: the main process opened the provider in the system browser and waits for the
 *   callback through the URL scheme (RFC 8252); the user may cancel;
 * - `exchanging`: the code is being posted to /api/account/social/{provider}/ and the profile
 *   fetched; no longer cancellable.
 */
export type DesktopSignInPhase = 'idle' | 'browser' | 'exchanging';

/** Why the last attempt ended without signing in. */
export type DesktopSignInError =
  /** The main process ended it (refused or forged callback, timeout, cancel, provider denial); `message` is fit to show as is. */
  | { stage: 'browser'; provider: OAuthProvider; message: string }
  /** The API refused the code, or answered without a token ('{provider} login failed: No access token in response', docs/product-rules.md §Sign-in 10). */
  | { stage: 'exchange'; provider: OAuthProvider; message: string };

export interface DesktopSignInState {
  phase: DesktopSignInPhase;
  /** The provider of the attempt under way (or of the last error); null when idle with no error. */
  provider: OAuthProvider | null;
  error: DesktopSignInError | null;
  /** The Discord invite to offer after a Discord sign-in that asks for it (docs/product-rules.md §Sign-in 10). */
  inviteUrl: string | null;
}

/** What a sign-in needs from outside: the platform's OAuth and the session's social sign-in. */
export interface DesktopSignInDeps {
  oauth: DesktopCapabilities['oauth'];
  socialSignIn(provider: OAuthProvider, request: SocialLoginRequest): Promise<{ inviteUrl: string | null }>;
  /** Called once signed in (the account dialog closes). */
  onSignedIn(): void;
}

export interface DesktopSignInActions {
  /**
   * Runs one sign-in: `oauth.start(provider)`, then `socialSignIn(provider, { code, redirectUrl,
   * code_verifier })`, then offers the invite if any. Never rejects: failures land in `error`.
   * A new start supersedes a previous attempt (its late result is ignored).
   */
  start(provider: OAuthProvider, deps: DesktopSignInDeps): Promise<void>;
  /** The user's "Cancel" while in the browser phase: the main process ends the attempt and `start` records its message. */
  cancel(deps: Pick<DesktopSignInDeps, 'oauth'>): Promise<void>;
  /** The dialog went away while waiting for the browser: cancel quietly (no error kept). */
  abandon(deps: Pick<DesktopSignInDeps, 'oauth'>): void;
  dismissInvite(): void;
  /** Back to idle, no error, no invite. */
  reset(): void;
}

const initial: DesktopSignInState = { phase: 'idle', provider: null, error: null, inviteUrl: null };

/**
 * The desktop social sign-in (docs/product-rules.md §Desktop 9) as app-wide state, so it outlives the sign-in
 * dialog: signing in swaps the header's dialogs for the user menu while the invite is still to
 * be offered. One attempt at a time, numbered so a superseded or abandoned attempt's late answer
 * changes nothing.
 */
export const useDesktopSignIn = create<DesktopSignInState & DesktopSignInActions>()((set, get) => {
  let attempt = 0;
  return {
    ...initial,
    async start(provider, deps) {
      const mine = ++attempt;
      const current = () => mine === attempt;
      set({ phase: 'browser', provider, error: null, inviteUrl: null });
      let request: SocialLoginRequest;
      try {
        const result = await deps.oauth.start(provider);
        request = { code: result.code, redirectUrl: result.redirectUrl, code_verifier: result.codeVerifier };
      } catch (cause) {
        if (current()) set({ phase: 'idle', error: { stage: 'browser', provider, message: messageOf(cause) } });
        return;
      }
      if (!current()) return;
      set({ phase: 'exchanging' });
      try {
        const { inviteUrl } = await deps.socialSignIn(provider, request);
        if (!current()) return;
        set({ phase: 'idle', inviteUrl });
        deps.onSignedIn();
      } catch (cause) {
        if (current()) set({ phase: 'idle', error: { stage: 'exchange', provider, message: toUserFacingError(cause).message } });
      }
    },
    async cancel({ oauth }) {
      const { phase, provider } = get();
      if (phase !== 'browser' || provider === null) return;
      try {
        await oauth.cancel(provider);
      } catch (cause) {
        // The attempt may still be pending in the main process; stop waiting for it here.
        attempt += 1;
        set({ phase: 'idle', error: { stage: 'browser', provider, message: messageOf(cause) } });
      }
    },
    abandon({ oauth }) {
      const { phase, provider } = get();
      if (phase === 'browser' && provider !== null) {
        attempt += 1;
        void oauth.cancel(provider).catch(() => {});
        set({ phase: 'idle', provider: null, error: null });
        return;
      }
      if (phase === 'idle') set({ provider: null, error: null });
    },
    dismissInvite: () => set({ inviteUrl: null }),
    reset() {
      attempt += 1;
      set(initial);
    },
  };
});

function messageOf(cause: unknown): string {
  return cause instanceof Error && cause.message ? cause.message : 'Sign-in failed.';
}
