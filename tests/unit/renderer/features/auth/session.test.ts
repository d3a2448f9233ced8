import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '@renderer/api/account';
import { createAuthStore, type AuthStore } from '@renderer/features/auth/auth-store';
import { createSession } from '@renderer/features/auth/session';
import type { CookieJar } from '@renderer/platform';
import { fakeJwt } from '../../../../support/jwt';
import { MemoryStorage } from '../../../../support/memory-storage';
import { sampleProfile } from '../../../../support/samples';

const NOW = 1_800_000_000_000;
const validToken = fakeJwt({ exp: NOW / 1000 + 300 });
const expiringToken = fakeJwt({ exp: NOW / 1000 + 1 }); // inside the 2 s leeway

function httpError(status: number | null): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = status === null ? undefined : ({ status, data: { detail: 'no' }, config, headers: {}, statusText: '' } as AxiosResponse);
  return new AxiosError(status === null ? 'Network Error' : `status ${status}`, status === null ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST', config, {}, response);
}

type Tokens = { access_token?: string; refresh_token?: string };

function fakeAccount() {
  return {
    // Answers are loosely typed so tests can send what a misbehaving server would.
    login: vi.fn(async (): Promise<Tokens> => ({ access_token: validToken, refresh_token: 'r-1' })),
    register: vi.fn(async (): Promise<Tokens> => ({ access_token: validToken, refresh_token: 'r-1' })),
    refresh: vi.fn(async (): Promise<Tokens> => ({ access_token: validToken, refresh_token: 'r-2' })),
    profile: vi.fn(async () => sampleProfile),
    revokeRefreshToken: vi.fn(async (_token: string): Promise<void> => undefined),
    socialLogin: vi.fn(async (): Promise<Tokens & { discord_invite_needed: boolean; discord_invite_url: string | null }> => ({
      access_token: validToken,
      refresh_token: 'r-1',
      discord_invite_needed: false,
      discord_invite_url: null,
    })),
  };
}

function fakeCookies(): CookieJar & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return { jar, get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value), remove: (name) => void jar.delete(name) };
}

let store: AuthStore;
let account: ReturnType<typeof fakeAccount>;
let cookies: ReturnType<typeof fakeCookies>;
let storage: MemoryStorage;
const makeSession = () => createSession({ store, account: account as unknown as AccountApi, cookies, now: () => NOW });

function signedInWith(accessToken: string | null, refreshToken: string | null = 'r-1', withProfile = true) {
  storage.setItem('auth_state', 'signedIn');
  if (accessToken) storage.setItem('access_token', accessToken);
  if (refreshToken) storage.setItem('refresh_token', refreshToken);
  if (withProfile) storage.setItem('profile', JSON.stringify({ ...sampleProfile, lastUpdated: 1 }));
  store = createAuthStore(storage);
}

beforeEach(() => {
  storage = new MemoryStorage();
  store = createAuthStore(storage);
  account = fakeAccount();
  cookies = fakeCookies();
});

describe('sign-in and registration (§Sessions 3, §Sign-in 2)', () => {
  it('sign-in stores both tokens, sets signedIn and the auth cookie, then fetches the profile', async () => {
    await makeSession().signIn({ email: 'a@b.c', password: 'pw' });
    expect(store.getState()).toMatchObject({ status: 'signedIn', accessToken: validToken, refreshToken: 'r-1' });
    expect(store.getState().profile).toMatchObject({ ...sampleProfile, lastUpdated: NOW });
    expect(cookies.jar.get('auth_token')).toBe(validToken);
    expect(account.login.mock.invocationCallOrder[0]).toBeLessThan(account.profile.mock.invocationCallOrder[0]!);
  });

  it('a failed sign-in stores nothing', async () => {
    account.login.mockRejectedValueOnce(httpError(401));
    await expect(makeSession().signIn({ email: 'a@b.c', password: 'bad' })).rejects.toBeInstanceOf(AxiosError);
    expect(store.getState().status).toBe('signedOut');
    expect(storage.getItem('access_token')).toBeNull();
    expect(cookies.jar.size).toBe(0);
  });

  it.each([
    ['only an access token', { access_token: validToken }],
    ['only a refresh token', { refresh_token: 'r' }],
    ['no tokens', {}],
  ])('registration with %s does not sign in', async (_label, answer) => {
    account.register.mockResolvedValueOnce(answer);
    await expect(makeSession().register({ email: 'a@b.c', username: 'a', password: 'long-enough' })).resolves.toBe(false);
    expect(store.getState().status).toBe('signedOut');
    expect(account.profile).not.toHaveBeenCalled();
  });

  it('registration with both tokens signs in and fetches the profile', async () => {
    await expect(makeSession().register({ email: 'a@b.c', username: 'a', password: 'long-enough' })).resolves.toBe(true);
    expect(store.getState().status).toBe('signedIn');
    expect(account.profile).toHaveBeenCalledTimes(1);
  });

  it('sign-out clears tokens, the auth cookie and the profile and keeps other storage', async () => {
    storage.setItem('user_preferences', '{"ui":{}}');
    const session = makeSession();
    await session.signIn({ email: 'a@b.c', password: 'pw' });
    session.signOut();
    expect(store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, refreshToken: null, profile: null });
    expect(cookies.jar.has('auth_token')).toBe(false);
    expect(storage.getItem('user_preferences')).toBe('{"ui":{}}');
  });
});

describe('sign-out revokes the refresh token on the server', () => {
  it('completes locally at once and asks the server to revoke the old refresh token, never waiting on it', async () => {
    account.revokeRefreshToken.mockImplementation(() => new Promise<void>(() => undefined)); // an API that never answers
    const session = makeSession();
    await session.signIn({ email: 'a@b.c', password: 'pw' });
    const result = session.signOut();
    expect(result).toBeUndefined(); // synchronous: nothing to wait for
    expect(store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, refreshToken: null });
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(cookies.jar.has('auth_token')).toBe(false);
    await vi.waitFor(() => expect(account.revokeRefreshToken).toHaveBeenCalledWith('r-1'), { timeout: 10_000 });
    expect(account.revokeRefreshToken).toHaveBeenCalledTimes(1);
  });

  it('a failing revocation (offline, 500, or a throw) changes nothing and raises nothing', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      for (const failure of [() => Promise.reject(httpError(null)), () => Promise.reject(httpError(500)), () => { throw new Error('boom'); }]) {
        account.revokeRefreshToken.mockImplementationOnce(failure as () => Promise<void>);
        const session = makeSession();
        await session.signIn({ email: 'a@b.c', password: 'pw' });
        expect(() => session.signOut()).not.toThrow();
        expect(store.getState().status).toBe('signedOut');
      }
      await vi.waitFor(() => expect(account.revokeRefreshToken).toHaveBeenCalledTimes(3), { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(store.getState().status).toBe('signedOut');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does not call the server when there is no refresh token', async () => {
    makeSession().signOut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(account.revokeRefreshToken).not.toHaveBeenCalled();
  });
});

describe('refresh (§Sessions 5–6)', () => {
  it("without a stored refresh token fails with 'No refresh token available' and clears the session", async () => {
    signedInWith(validToken, null);
    await expect(makeSession().refreshAccessToken()).rejects.toThrow('No refresh token available');
    expect(store.getState().status).toBe('signedOut');
    expect(account.refresh).not.toHaveBeenCalled();
  });

  it("an answer without access_token fails with 'No access token in refresh response' and clears", async () => {
    signedInWith(validToken);
    account.refresh.mockResolvedValueOnce({ refresh_token: 'r-2' });
    await expect(makeSession().refreshAccessToken()).rejects.toThrow('No access token in refresh response');
    expect(store.getState().status).toBe('signedOut');
  });

  it('stores the new access token and the rotated refresh token', async () => {
    signedInWith(expiringToken);
    await expect(makeSession().refreshAccessToken()).resolves.toBe(validToken);
    expect(store.getState()).toMatchObject({ accessToken: validToken, refreshToken: 'r-2', status: 'signedIn' });
    expect(account.refresh).toHaveBeenCalledWith('r-1');
  });

  it('a refresh the server rejects clears the auth state and rethrows', async () => {
    signedInWith(validToken);
    const rejection = httpError(401);
    account.refresh.mockRejectedValueOnce(rejection);
    cookies.jar.set('auth_token', validToken);
    await expect(makeSession().refreshAccessToken()).rejects.toBe(rejection);
    expect(store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, profile: null });
    expect(cookies.jar.has('auth_token')).toBe(false);
  });

  it('a refresh with no answer at all (offline) keeps the session and rethrows', async () => {
    signedInWith(expiringToken);
    account.refresh.mockRejectedValueOnce(httpError(null));
    await expect(makeSession().refreshAccessToken()).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(store.getState()).toMatchObject({ status: 'signedIn', refreshToken: 'r-1' });
  });

  it('a throttled refresh (429) keeps the session and rethrows: the token was not judged', async () => {
    signedInWith(expiringToken);
    const throttled = httpError(429);
    account.refresh.mockRejectedValueOnce(throttled);
    await expect(makeSession().refreshAccessToken()).rejects.toBe(throttled);
    expect(store.getState()).toMatchObject({ status: 'signedIn', refreshToken: 'r-1' });
  });
});

describe('start-up validation (§Sessions 4, 7)', () => {
  it('does nothing when signed out', async () => {
    await expect(makeSession().validateAtStartup()).resolves.toBe('signedOut');
    expect(account.refresh).not.toHaveBeenCalled();
    expect(account.profile).not.toHaveBeenCalled();
  });

  it('uses a valid stored token without refreshing, and fetches nothing when the profile is present', async () => {
    signedInWith(validToken);
    await expect(makeSession().validateAtStartup()).resolves.toBe('signedIn');
    expect(account.refresh).not.toHaveBeenCalled();
    expect(account.profile).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', null],
    ['expiring within 2 s', expiringToken],
    ['malformed', 'garbage'],
  ])('refreshes a %s access token, then fetches the absent profile', async (_label, token) => {
    signedInWith(token, 'r-1', false);
    await expect(makeSession().validateAtStartup()).resolves.toBe('signedIn');
    expect(account.refresh).toHaveBeenCalledTimes(1);
    expect(account.profile).toHaveBeenCalledTimes(1);
    expect(account.refresh.mock.invocationCallOrder[0]).toBeLessThan(account.profile.mock.invocationCallOrder[0]!);
  });

  it('a failed validation clears the auth state', async () => {
    signedInWith(expiringToken);
    account.refresh.mockRejectedValueOnce(httpError(401));
    await expect(makeSession().validateAtStartup()).resolves.toBe('signedOut');
    expect(store.getState().status).toBe('signedOut');
  });

  it('an unreachable server keeps the session and reports offline', async () => {
    signedInWith(expiringToken);
    account.refresh.mockRejectedValueOnce(httpError(null));
    await expect(makeSession().validateAtStartup()).resolves.toBe('offline');
    expect(store.getState().status).toBe('signedIn');
  });
});

describe('refresh across tabs (rotating refresh tokens)', () => {
  it('two tabs refreshing at once make one refresh call; the second tab reuses the first one’s token', async () => {
    signedInWith(expiringToken);
    let chain: Promise<unknown> = Promise.resolve();
    const mutex = <T>(_name: string, task: () => Promise<T>): Promise<T> => {
      const run = chain.then(task);
      chain = run.catch(() => undefined);
      return run;
    };
    const tabA = createSession({ store, account: account as unknown as AccountApi, cookies, now: () => NOW, lock: mutex });
    const storeB = createAuthStore(storage);
    const tabB = createSession({ store: storeB, account: account as unknown as AccountApi, cookies, now: () => NOW, lock: mutex });
    const [a, b] = await Promise.all([tabA.refreshAccessToken(), tabB.refreshAccessToken()]);
    expect(account.refresh).toHaveBeenCalledTimes(1);
    expect(a).toBe(validToken);
    expect(b).toBe(validToken);
    expect(storeB.getState().refreshToken).toBe('r-2');
  });
});

describe('social sign-in (§Sessions 3, §Sign-in 10)', () => {
  const request = { code: 'c', redirectUrl: 'http://app.test/oauth/discord/callback', code_verifier: 'v'.repeat(43) };

  it.each(['discord', 'google'] as const)("%s: an answer without access_token raises '{provider} login failed: No access token in response'", async (provider) => {
    account.socialLogin.mockResolvedValueOnce({ discord_invite_needed: false, discord_invite_url: null });
    await expect(makeSession().socialSignIn(provider, request)).rejects.toThrow(`${provider} login failed: No access token in response`);
    expect(store.getState().status).toBe('signedOut');
  });

  it('sets signedIn, fetches the profile, and passes the Discord invite on', async () => {
    account.socialLogin.mockResolvedValueOnce({ access_token: validToken, refresh_token: 'r-9', discord_invite_needed: true, discord_invite_url: 'https://discord.gg/x' });
    await expect(makeSession().socialSignIn('discord', request)).resolves.toEqual({ inviteUrl: 'https://discord.gg/x' });
    expect(store.getState()).toMatchObject({ status: 'signedIn', refreshToken: 'r-9' });
    expect(account.profile).toHaveBeenCalledTimes(1);
    expect(account.socialLogin).toHaveBeenCalledWith('discord', request);
  });

  it('offers no invite when the answer does not ask for one', async () => {
    await expect(makeSession().socialSignIn('google', request)).resolves.toEqual({ inviteUrl: null });
  });
});

describe('tokensReissued (§Account 9: a password change answers a fresh pair)', () => {
  it('stores the new pair and auth cookie, stays signed in, and announces it to the other tabs', () => {
    signedInWith(validToken, 'r-1');
    const posted: unknown[] = [];
    const channel = { post: (message: unknown) => void posted.push(message), subscribe: () => () => undefined };
    const session = createSession({ store, account: account as unknown as AccountApi, cookies, now: () => NOW, channel });
    const fresh = fakeJwt({ exp: NOW / 1000 + 300, jti: 'fresh' });
    session.tokensReissued({ access_token: fresh, refresh_token: 'r-new' });
    expect(store.getState()).toMatchObject({ status: 'signedIn', accessToken: fresh, refreshToken: 'r-new' });
    expect(cookies.jar.get('auth_token')).toBe(fresh);
    expect(posted).toEqual([{ accessToken: fresh, refreshToken: 'r-new', replaces: 'r-1' }]);
  });
});
