/**
 * OAuth sign-in for native apps (RFC 8252; docs/product-rules.md §Desktop 9). For each attempt: a
 * fresh `state` and PKCE S256 pair, the provider's authorize URL opened in the system browser
 * (never an embedded view, §8.12), and a wait for the callback on the private-use redirect URI
 * `<scheme>:/oauth/<provider>`.
 *
 * A callback is accepted only if its provider matches and its `state` matches a pending attempt,
 * within 10 minutes; the attempt is then consumed, so a replay finds nothing. Unmatched callbacks
 * are refused and never reach the renderer. Several providers may be pending at once; a second
 * start with the same provider supersedes the first (the user clicked again, e.g. after closing
 * the browser tab). Time, randomness and the browser opener are injected, so all of this runs in tests.
 */
import { buildOAuthRedirectUri, type OAuthCallbackLink, type OAuthErrorLink } from '@shared/deep-link';
import type { DesktopConfig, OAuthFailureCode, OAuthSignInResult } from '@shared/ipc';
import {
  buildAuthorizeUrl,
  createOAuthState,
  createPkcePair,
  OAUTH_DEFAULT_SCOPES,
  OAUTH_PROVIDER_LABELS,
  platformCrypto,
  type OAuthProvider,
  type WebCryptoLike,
} from '@shared/oauth';
import type { Logger } from './log';

/** How long an attempt waits for its callback: 10 minutes, in ms (docs/product-rules.md §Desktop 9). */
export const OAUTH_ATTEMPT_TIMEOUT_MS = 10 * 60_000;

/** A sign-in that ended without a code; `code` says why, `message` is fit to show. */
export class OAuthSignInError extends Error {
  override name = 'OAuthSignInError';
  constructor(
    readonly code: OAuthFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** Timers, injectable so tests control time. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the coordinator needs. */
export interface OAuthCoordinatorOptions {
  /** Client ids and authorize endpoints per provider. */
  providers: DesktopConfig['oauth'];
  /** The app's URL scheme (redirect URIs are `<scheme>:/oauth/<provider>`). */
  scheme: string;
  /** Opens a URL in the system browser; usually `shell.openExternal` behind the link policy. */
  openExternal(url: string): Promise<void>;
  log: Logger;
  clock?: Clock;
  crypto?: WebCryptoLike;
  timeoutMs?: number;
}

/** The result of delivering a callback. */
export type CallbackOutcome =
  | { accepted: true; provider: OAuthProvider }
  | { accepted: false; reason: 'unknown-state' | 'provider-mismatch' | 'expired' | 'provider-error'; message: string };

interface Attempt {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string;
  redirectUri: string;
  createdAt: number;
  timer: unknown;
  resolve(result: OAuthSignInResult): void;
  reject(error: OAuthSignInError): void;
}

const label = (provider: OAuthProvider) => OAUTH_PROVIDER_LABELS[provider];

/** Owns the pending OAuth attempts of the main process. */
export class OAuthCoordinator {
  private readonly attempts = new Map<string, Attempt>();
  private readonly clock: Clock;
  private readonly crypto: WebCryptoLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: OAuthCoordinatorOptions) {
    this.clock = options.clock ?? systemClock;
    this.crypto = options.crypto ?? platformCrypto();
    this.timeoutMs = options.timeoutMs ?? OAUTH_ATTEMPT_TIMEOUT_MS;
  }

  /**
   * Starts a sign-in with `provider` and opens its consent page in the system browser.
   * @returns resolves with the code, state, redirect URI and code_verifier once the matching
   *   callback arrives.
   * @rejects OAuthSignInError: `not-configured`, `browser-failed`, `cancelled`, `superseded`,
   *   `timeout`, `provider-error` (the provider answered with an error, e.g. access_denied),
   *   `refused` (a callback with this attempt's state but for another provider).
   */
  async start(provider: OAuthProvider): Promise<OAuthSignInResult> {
    const settings = this.options.providers[provider];
    if (!settings?.clientId || !settings.authorizeUrl) {
      throw new OAuthSignInError('not-configured', `Sign-in with ${label(provider)} is not configured.`);
    }
    for (const attempt of this.attempts.values()) {
      if (attempt.provider === provider) this.settle(attempt, new OAuthSignInError('superseded', `Sign-in with ${label(provider)} was restarted.`));
    }

    const state = createOAuthState(this.crypto);
    const pkce = await createPkcePair(this.crypto);
    const redirectUri = buildOAuthRedirectUri(this.options.scheme, provider);
    const url = buildAuthorizeUrl({
      authorizeUrl: settings.authorizeUrl,
      clientId: settings.clientId,
      redirectUri,
      scopes: OAUTH_DEFAULT_SCOPES[provider],
      state,
      codeChallenge: pkce.codeChallenge,
    });

    const result = new Promise<OAuthSignInResult>((resolve, reject) => {
      const attempt: Attempt = {
        provider,
        state,
        codeVerifier: pkce.codeVerifier,
        redirectUri,
        createdAt: this.clock.now(),
        timer: undefined,
        resolve,
        reject,
      };
      attempt.timer = this.clock.setTimeout(() => {
        this.options.log.warn(`${provider} sign-in timed out`);
        this.settle(attempt, new OAuthSignInError('timeout', `Sign-in with ${label(provider)} timed out after ${Math.round(this.timeoutMs / 60_000)} minutes. Please try again.`));
      }, this.timeoutMs);
      this.attempts.set(state, attempt);
    });

    this.options.log.info(`${provider} sign-in started; opening the consent page in the system browser`);
    try {
      await this.options.openExternal(url);
    } catch (error) {
      const attempt = this.attempts.get(state);
      this.options.log.error(`${provider} sign-in: could not open the browser`, error);
      if (attempt) this.settle(attempt, new OAuthSignInError('browser-failed', `Could not open the browser for sign-in with ${label(provider)}.`));
    }
    return result;
  }

  /**
   * Delivers a parsed OAuth deep link (deep-link parser output). Accepts it only when its state
   * matches a pending attempt for the same provider within the timeout; the attempt is consumed
   * either way once matched. Refusals are logged here and returned for the caller to show.
   */
  handleCallback(link: OAuthCallbackLink | OAuthErrorLink): CallbackOutcome {
    const attempt = link.state === null ? undefined : this.attempts.get(link.state);
    if (!attempt) {
      const outcome: CallbackOutcome = {
        accepted: false,
        reason: 'unknown-state',
        message: `A ${label(link.provider)} sign-in link was refused: it does not belong to a sign-in in progress in this app (it may be old, used already, or forged).`,
      };
      this.options.log.warn(`refused ${link.provider} callback: no pending attempt has its state`);
      return outcome;
    }
    if (attempt.provider !== link.provider) {
      // The state is right but the path names another provider: treat the state as leaked and end
      // the attempt rather than let it be completed by a second try.
      this.options.log.warn(`refused callback: state of a ${attempt.provider} attempt arrived on the ${link.provider} path`);
      const message = `The ${label(attempt.provider)} sign-in was refused: the callback did not match the request.`;
      this.settle(attempt, new OAuthSignInError('refused', message));
      return { accepted: false, reason: 'provider-mismatch', message };
    }
    if (this.clock.now() - attempt.createdAt > this.timeoutMs) {
      // The timer may not have fired yet (a machine waking from sleep runs late timers late).
      const message = `Sign-in with ${label(attempt.provider)} timed out after ${Math.round(this.timeoutMs / 60_000)} minutes. Please try again.`;
      this.settle(attempt, new OAuthSignInError('timeout', message));
      this.options.log.warn(`refused ${link.provider} callback: attempt expired`);
      return { accepted: false, reason: 'expired', message };
    }
    if (link.kind === 'oauth-error') {
      const detail = link.errorDescription ? `${link.error}: ${link.errorDescription}` : link.error;
      const message =
        link.error === 'access_denied'
          ? `Sign-in with ${label(link.provider)} was declined.`
          : `${label(link.provider)} refused the sign-in (${detail}).`;
      this.settle(attempt, new OAuthSignInError('provider-error', message));
      this.options.log.warn(`${link.provider} answered with an error: ${detail}`);
      return { accepted: false, reason: 'provider-error', message };
    }
    this.settle(attempt, {
      provider: attempt.provider,
      code: link.code,
      state: attempt.state,
      redirectUrl: attempt.redirectUri,
      codeVerifier: attempt.codeVerifier,
    });
    this.options.log.info(`${link.provider} callback accepted`);
    return { accepted: true, provider: attempt.provider };
  }

  /**
   * Cancels pending attempts with `provider` (all providers when omitted); each `start` promise
   * rejects with `cancelled`. @returns how many attempts were cancelled.
   */
  cancel(provider?: OAuthProvider): number {
    let count = 0;
    for (const attempt of [...this.attempts.values()]) {
      if (provider !== undefined && attempt.provider !== provider) continue;
      this.settle(attempt, new OAuthSignInError('cancelled', `Sign-in with ${label(attempt.provider)} was cancelled.`));
      count += 1;
    }
    if (count > 0) this.options.log.info(`cancelled ${count} pending sign-in(s)`);
    return count;
  }

  /** Providers with a pending attempt, in start order (for tests and diagnostics). */
  pendingProviders(): OAuthProvider[] {
    return [...this.attempts.values()].map((attempt) => attempt.provider);
  }

  /** Ends every attempt (app quit); their promises reject with `cancelled`. */
  dispose(): void {
    this.cancel();
  }

  private settle(attempt: Attempt, outcome: OAuthSignInResult | OAuthSignInError): void {
    if (this.attempts.get(attempt.state) !== attempt) return;
    this.attempts.delete(attempt.state);
    this.clock.clearTimeout(attempt.timer);
    if (outcome instanceof OAuthSignInError) attempt.reject(outcome);
    else attempt.resolve(outcome);
  }
}
