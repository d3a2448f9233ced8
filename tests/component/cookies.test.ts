import { afterEach, describe, expect, it, vi } from 'vitest';

const cookieCalls = vi.hoisted(() => ({ set: [] as unknown[][], remove: [] as unknown[][] }));
vi.mock('js-cookie', () => ({
  default: {
    get: vi.fn(),
    set: (...args: unknown[]) => void cookieCalls.set.push(args),
    remove: (...args: unknown[]) => void cookieCalls.remove.push(args),
  },
}));

const { createBrowserCookieJar } = await import('@renderer/platform/web');

afterEach(() => {
  cookieCalls.set.length = 0;
  cookieCalls.remove.length = 0;
});

describe('cookies (§Stored 3: 30 days, secure, path /, SameSite Lax)', () => {
  it('writes auth_token and user_prefs with the spec attributes, Secure included', () => {
    createBrowserCookieJar().set('auth_token', 'tok', { expiresDays: 30 });
    createBrowserCookieJar().set('user_prefs', '{}', { expiresDays: 30 });
    expect(cookieCalls.set).toEqual([
      ['auth_token', 'tok', { path: '/', sameSite: 'Lax', secure: true, expires: 30 }],
      ['user_prefs', '{}', { path: '/', sameSite: 'Lax', secure: true, expires: 30 }],
    ]);
  });

  it('removes on path /', () => {
    createBrowserCookieJar().remove('auth_token');
    expect(cookieCalls.remove).toEqual([['auth_token', { path: '/' }]]);
  });
});
