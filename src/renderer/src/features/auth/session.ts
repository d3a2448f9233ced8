import { isHttpError, isNoResponseError } from '@renderer/api/http';
import type { LoginRequest, Profile, RegisterRequest, SocialLoginRequest, SocialProvider } from '@shared/api';
import { AUTH_COOKIE_NAME, COOKIE_LIFETIME_DAYS } from '@shared/constants';
import type { AccountApi } from '@renderer/api/account';
import type { CookieJar } from '@renderer/platform';
import { isAccessTokenExpired } from './access-token';
import type { AuthStore } from './auth-store';
import type { TokenChannel } from './cross-tab-sync';
import { initialSessionState, sessionTransition, type SessionEffect, type SessionEvent, type SessionState, type StoredAuth } from './session-machine';

/** Runs `task` while holding the named lock across every tab of this origin. */
export type CrossTabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/**
 * The Web Locks API where the browser has it (all current ones do), else no lock. Serialising the
 * refresh across tabs matters because the API rotates refresh tokens and treats a reused one as
 * stolen: two tabs refreshing with the same token at once would sign the user out.
 */
export const webLocks: CrossTabLock = (name, task) =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, task) : task();

export const REFRESH_LOCK_NAME = 'figure-shop-token-refresh';

export interface SessionDeps {
  store: AuthStore;
  account: AccountApi;
  cookies: CookieJar;
  /** Clock in epoch ms; injected so tests can move time. */
  now?: () => number;
  lock?: CrossTabLock;
  /**
   * Hands refreshed tokens to the other tabs and hears theirs (docs/product-rules.md §Sessions 9; cross-tab-sync.ts
   * `createTokenChannel`). Without one, tabs learn of a refresh from storage alone.
   */
  channel?: TokenChannel;
}

/** Outcome of the start-up validation (docs/product-rules.md §Sessions 4, 7). */
export type StartupResult = 'signedOut' | 'signedIn' | 'offline';

/** Which `refreshFailed` a refresh error is: the server's "no", a 429 (throttled: the token was not judged) or no answer at all. */
function refreshFailure(error: unknown): 'refused' | 'throttled' | 'noAnswer' {
  if (isNoResponseError(error)) return 'noAnswer';
  return isHttpError(error) && error.response?.status === 429 ? 'throttled' : 'refused';
}

/**
 * Runs the session machine (session-machine.ts) for one tab: holds its state, performs its effects
 * on the auth store, the auth cookie, the token channel and the account API, and feeds it what the
 * channel and the store report. `dispatch` is synchronous; `stored` reads the store for an event.
 */
function runSessionMachine({ store, account, cookies, channel }: Pick<SessionDeps, 'store' | 'account' | 'cookies' | 'channel'>) {
  let state: SessionState = initialSessionState;
  const stored = (): StoredAuth => {
    const { status, refreshToken } = store.getState();
    return { status, refreshToken };
  };
  const perform = (effect: SessionEffect): void => {
    switch (effect.type) {
      case 'store':
        store.getState().setTokens({ accessToken: effect.accessToken, refreshToken: effect.refreshToken });
        cookies.set(AUTH_COOKIE_NAME, effect.accessToken, { expiresDays: COOKIE_LIFETIME_DAYS });
        return;
      case 'clear':
        store.getState().clear();
        cookies.remove(AUTH_COOKIE_NAME);
        return;
      case 'announce':
        channel?.post(effect.tokens);
        return;
      case 'revoke':
        // Deferred and detached: even a synchronous throw cannot reach the caller.
        void Promise.resolve()
          .then(() => account.revokeRefreshToken(effect.refreshToken))
          .catch(() => undefined);
    }
  };
  const dispatch = (event: SessionEvent): void => {
    const next = sessionTransition(state, event);
    state = next.state;
    for (const effect of next.effects) perform(effect);
  };
  channel?.subscribe((tokens) => dispatch({ type: 'announced', tokens, stored: stored() }));
  // Re-reading storage (a `storage` event, the refresh lock) may bring back a replaced token.
  store.subscribe((current, previous) => {
    if (current.refreshToken !== previous.refreshToken) dispatch({ type: 'storageRead', stored: stored() });
  });
  return { dispatch, stored };
}

/**
 * Spends `refreshToken` at the refresh endpoint and records the outcome (session-machine.ts);
 * resolves the new access token. Errors as `refreshAccessToken` of `createSession`.
 */
async function refreshWith(account: AccountApi, dispatch: (event: SessionEvent) => void, refreshToken: string | null): Promise<string> {
  if (!refreshToken) {
    dispatch({ type: 'invalid' });
    throw new Error('No refresh token available');
  }
  let answer;
  try {
    answer = await account.refresh(refreshToken);
  } catch (error) {
    dispatch({ type: 'refreshFailed', reason: refreshFailure(error) });
    throw error;
  }
  if (!answer.access_token) {
    dispatch({ type: 'invalid' });
    throw new Error('No access token in refresh response');
  }
  dispatch({ type: 'rotated', accessToken: answer.access_token, refreshToken: answer.refresh_token ?? refreshToken, replaces: refreshToken });
  return answer.access_token;
}

/**
 * The session transitions of docs/product-rules.md §Sessions 3–11, over the auth store, the account API and the
 * auth cookie (decided in session-machine.ts, performed by `runSessionMachine`). Errors thrown carry
 * the exact messages of those rules.
 */
export function createSession({ store, account, cookies, now = Date.now, lock = webLocks, channel }: SessionDeps) {
  const { dispatch, stored } = runSessionMachine({ store, account, cookies, channel });

  /** Fetches the profile and stores it with lastUpdated (docs/product-rules.md §Sessions 10). */
  async function loadProfile() {
    const profile = await account.profile();
    store.getState().setProfile(profile, now());
    return profile;
  }

  /**
   * A new access token from the stored refresh token (docs/product-rules.md §Sessions 5–6).
   * @throws Error 'No refresh token available' when none is stored (session cleared).
   * @throws Error 'No access token in refresh response' when the answer lacks one (session cleared).
   * @throws the network error, keeping the session, when the server gave no answer at all (the
   *   user is signed out only when the server says no), or a 429 (throttled: the token was not
   *   judged); any other failure clears the session and is rethrown.
   */
  function refreshAccessToken(): Promise<string> {
    const tokenBefore = store.getState().refreshToken;
    return lock(REFRESH_LOCK_NAME, async () => {
      // Another tab may have refreshed while this one waited for the lock: use its result, as
      // announced on the channel, else as read back from storage.
      await store.persist.rehydrate();
      dispatch({ type: 'storageRead', stored: stored() });
      const { refreshToken, accessToken } = store.getState();
      if (refreshToken && refreshToken !== tokenBefore && accessToken && !isAccessTokenExpired(accessToken, now())) return accessToken;
      return refreshWith(account, dispatch, refreshToken);
    });
  }

  return {
    refreshAccessToken,
    loadProfile,

    /** Sign-in (docs/product-rules.md §Sessions 3): store both tokens, set signedIn, then fetch the profile. */
    async signIn(credentials: LoginRequest) {
      const tokens = await account.login(credentials);
      dispatch({ type: 'signedIn', accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
      await loadProfile();
    },

    /**
     * Registration (docs/product-rules.md §Sign-in 2): counts as signing in only when both access_token and
     * refresh_token come back. Resolves whether the user is now signed in.
     */
    async register(fields: RegisterRequest): Promise<boolean> {
      const answer = await account.register(fields);
      if (!answer.access_token || !answer.refresh_token) return false;
      dispatch({ type: 'signedIn', accessToken: answer.access_token, refreshToken: answer.refresh_token });
      await loadProfile();
      return true;
    },

    /**
     * Social sign-in (docs/product-rules.md §Sessions 3, §Sign-in 10): exchanges the provider's code, sets signedIn, fetches the
     * profile. Resolves the Discord invite to offer, if any.
     * @throws Error '{provider} login failed: No access token in response' (§Sign-in 10).
     */
    async socialSignIn(provider: SocialProvider, request: SocialLoginRequest) {
      const answer = await account.socialLogin(provider, request);
      if (!answer.access_token) throw new Error(`${provider} login failed: No access token in response`);
      dispatch({ type: 'signedIn', accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null });
      await loadProfile();
      return { inviteUrl: answer.discord_invite_needed && answer.discord_invite_url ? answer.discord_invite_url : null };
    },

    /**
     * A password change answered a fresh token pair (the server revoked every refresh token of the
     * account): this session continues with it, and other tabs of this browser hear of it as of a
     * refresh.
     */
    tokensReissued(tokens: { access_token: string; refresh_token: string }): void {
      dispatch({ type: 'rotated', accessToken: tokens.access_token, refreshToken: tokens.refresh_token, replaces: store.getState().refreshToken });
    },

    /** Stores a profile the server just answered (after an edit or an upload). */
    profileChanged(profile: Profile): void {
      store.getState().setProfile(profile, now());
    },

    /**
     * Sign-out (docs/product-rules.md §Sessions 8): clears tokens, the auth cookie and the profile; sets signedOut, at
     * once. Then asks the server to revoke the refresh token (RFC 7009) without waiting: a slow,
     * failing or unreachable server never holds up or undoes the local sign-out.
     */
    signOut(): void {
      dispatch({ type: 'signedOut', refreshToken: store.getState().refreshToken });
    },

    /**
     * Start-up while signedIn (docs/product-rules.md §Sessions 4, 7): refresh when the access token is missing or expires
     * within 2 s, otherwise use it; then fetch the profile if absent. A failed validation clears
     * the auth state; a server that cannot be reached keeps it and reports 'offline'.
     */
    async validateAtStartup(): Promise<StartupResult> {
      const state = store.getState();
      if (state.status !== 'signedIn') return 'signedOut';
      try {
        if (isAccessTokenExpired(state.accessToken, now())) await refreshAccessToken();
        if (!store.getState().profile) await loadProfile();
        return store.getState().status;
      } catch (error) {
        if (isNoResponseError(error)) return 'offline';
        dispatch({ type: 'invalid' });
        return 'signedOut';
      }
    },
  };
}

export type Session = ReturnType<typeof createSession>;
