import { isHttpError } from '@renderer/api/http';
import type { LoginRequest, Profile, RegisterRequest, SocialLoginRequest, SocialProvider } from '@shared/api';
import { AUTH_COOKIE_NAME, COOKIE_LIFETIME_DAYS } from '@shared/constants';
import type { AccountApi } from '@renderer/api/account';
import type { CookieJar } from '@renderer/platform';
import { isAccessTokenExpired } from './access-token';
import type { AuthStore } from './auth-store';
import type { TokenChannel } from './cross-tab-sync';

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
   * Hands refreshed tokens to the other tabs and hears theirs (issue 11 point 2; cross-tab-sync.ts
   * `createTokenChannel`). Without one, tabs learn of a refresh from storage alone.
   */
  channel?: TokenChannel;
}

/** Outcome of the start-up validation (spec point 4). */
export type StartupResult = 'signedOut' | 'signedIn' | 'offline';

/** True for a failure where the server never answered (offline, DNS, refused connection). */
export function isNoResponseError(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}

/** True for a 429: the server throttled the call without judging the token (issue 11, rate limits). */
function isThrottled(error: unknown): boolean {
  return isHttpError(error) && error.response?.status === 429;
}

/**
 * The session transitions of spec points 4, 5 and 8, over the auth store, the account API and the
 * auth cookie. Errors thrown carry the spec's exact messages.
 */
export function createSession({ store, account, cookies, now = Date.now, lock = webLocks, channel }: SessionDeps) {
  function acceptTokens(accessToken: string, refreshToken?: string | null) {
    store.getState().setTokens({ accessToken, ...(refreshToken !== undefined ? { refreshToken } : {}) });
    cookies.set(AUTH_COOKIE_NAME, accessToken, { expiresDays: COOKIE_LIFETIME_DAYS });
  }

  // Issue 11 point 2: the newest pair this tab knows of (its own refresh or one another tab
  // announced), and every refresh token known to be replaced. This tab never sends a replaced one:
  // the storage it reads may lag behind (Chromium copies localStorage between tabs asynchronously).
  let latest: { accessToken: string; refreshToken: string } | null = null;
  const replaced = new Set<string>();

  /** Swaps a stored refresh token known to be replaced for the newest known pair; true when it did. */
  function adoptLatestIfStale(): boolean {
    const { status, refreshToken } = store.getState();
    // Signed out (here or in another tab): never signs back in from what was heard before.
    if (!latest || status !== 'signedIn' || !refreshToken || !replaced.has(refreshToken)) return false;
    acceptTokens(latest.accessToken, latest.refreshToken);
    return true;
  }

  function remember(accessToken: string, refreshToken: string, replaces: string) {
    if (refreshToken === replaces) return;
    replaced.add(replaces);
    // An announcement that arrives after a newer one is kept out of `latest`.
    if (!replaced.has(refreshToken)) latest = { accessToken, refreshToken };
  }

  channel?.subscribe(({ accessToken, refreshToken, replaces }) => {
    remember(accessToken, refreshToken, replaces);
    adoptLatestIfStale();
  });
  // Re-reading storage (a `storage` event, the refresh lock) may bring back a replaced token.
  store.subscribe((state, previous) => {
    if (state.refreshToken !== previous.refreshToken) adoptLatestIfStale();
  });

  /** Sign-out, failed refresh, failed start-up validation: clear tokens, auth cookie, profile. */
  function clearSession() {
    store.getState().clear();
    cookies.remove(AUTH_COOKIE_NAME);
  }

  /** Fetches the profile and stores it with lastUpdated (spec point 3). */
  async function loadProfile() {
    const profile = await account.profile();
    store.getState().setProfile(profile, now());
    return profile;
  }

  /**
   * A new access token from the stored refresh token (spec points 4, 5, 8).
   * @throws Error 'No refresh token available' when none is stored (session cleared).
   * @throws Error 'No access token in refresh response' when the answer lacks one (session cleared).
   * @throws the network error, keeping the session, when the server gave no answer at all (issue 3:
   *   the user is signed out only when the server says no), or a 429 (throttled: the token was not
   *   judged); any other failure clears the session and is rethrown.
   */
  function refreshAccessToken(): Promise<string> {
    const tokenBefore = store.getState().refreshToken;
    return lock(REFRESH_LOCK_NAME, async () => {
      // Another tab may have refreshed while this one waited for the lock: use its result, as
      // announced on the channel, else as read back from storage.
      await store.persist.rehydrate();
      adoptLatestIfStale();
      const { refreshToken, accessToken } = store.getState();
      if (refreshToken && refreshToken !== tokenBefore && accessToken && !isAccessTokenExpired(accessToken, now())) return accessToken;
      return refreshWith(refreshToken);
    });
  }

  async function refreshWith(refreshToken: string | null): Promise<string> {
    if (!refreshToken) {
      clearSession();
      throw new Error('No refresh token available');
    }
    let answer;
    try {
      answer = await account.refresh(refreshToken);
    } catch (error) {
      if (!isNoResponseError(error) && !isThrottled(error)) clearSession();
      throw error;
    }
    if (!answer.access_token) {
      clearSession();
      throw new Error('No access token in refresh response');
    }
    const rotated = answer.refresh_token ?? refreshToken;
    acceptTokens(answer.access_token, rotated);
    if (rotated !== refreshToken) {
      remember(answer.access_token, rotated, refreshToken);
      channel?.post({ accessToken: answer.access_token, refreshToken: rotated, replaces: refreshToken });
    }
    return answer.access_token;
  }

  return {
    refreshAccessToken,
    loadProfile,

    /** Sign-in (spec point 4): store both tokens, set signedIn, then fetch the profile. */
    async signIn(credentials: LoginRequest) {
      const tokens = await account.login(credentials);
      acceptTokens(tokens.access_token, tokens.refresh_token);
      await loadProfile();
    },

    /**
     * Registration (spec point 5): counts as signing in only when both access_token and
     * refresh_token come back. Resolves whether the user is now signed in.
     */
    async register(fields: RegisterRequest): Promise<boolean> {
      const answer = await account.register(fields);
      if (!answer.access_token || !answer.refresh_token) return false;
      acceptTokens(answer.access_token, answer.refresh_token);
      await loadProfile();
      return true;
    },

    /**
     * Social sign-in (spec points 4, 5): exchanges the provider's code, sets signedIn, fetches the
     * profile. Resolves the Discord invite to offer, if any.
     * @throws Error '{provider} login failed: No access token in response' (spec point 5).
     */
    async socialSignIn(provider: SocialProvider, request: SocialLoginRequest) {
      const answer = await account.socialLogin(provider, request);
      if (!answer.access_token) throw new Error(`${provider} login failed: No access token in response`);
      acceptTokens(answer.access_token, answer.refresh_token ?? null);
      await loadProfile();
      return { inviteUrl: answer.discord_invite_needed && answer.discord_invite_url ? answer.discord_invite_url : null };
    },

    /**
     * A password change answered a fresh token pair (issue 14 item 8: the server revoked every
     * refresh token of the account): this session continues with it, and other tabs of this browser
     * hear of it as of a refresh.
     */
    tokensReissued(tokens: { access_token: string; refresh_token: string }): void {
      const previous = store.getState().refreshToken;
      acceptTokens(tokens.access_token, tokens.refresh_token);
      if (previous && previous !== tokens.refresh_token) {
        remember(tokens.access_token, tokens.refresh_token, previous);
        channel?.post({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, replaces: previous });
      }
    },

    /** Stores a profile the server just answered (after an edit or an upload). */
    profileChanged(profile: Profile): void {
      store.getState().setProfile(profile, now());
    },

    /**
     * Sign-out (spec point 4): clears tokens, the auth cookie and the profile; sets signedOut, at
     * once. Then asks the server to revoke the refresh token (issue 11 point 5) without waiting: a
     * slow, failing or unreachable server never holds up or undoes the local sign-out.
     */
    signOut(): void {
      const { refreshToken } = store.getState();
      clearSession();
      if (refreshToken) {
        // Deferred and detached: even a synchronous throw cannot reach the caller.
        void Promise.resolve()
          .then(() => account.revokeRefreshToken(refreshToken))
          .catch(() => undefined);
      }
    },

    /**
     * Start-up while signedIn (spec point 4): refresh when the access token is missing or expires
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
        clearSession();
        return 'signedOut';
      }
    },
  };
}

export type Session = ReturnType<typeof createSession>;
