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

describe('cookies (spec point 9: 30 days, secure, path /, SameSite Lax)', () => {
  it('writes with the spec attributes on an https page', () => {
    createBrowserCookieJar({ protocol: 'https:', hostname: 'shop.example' }).set('auth_token', 'tok', { expiresDays: 30 });
    expect(cookieCalls.set).toEqual([['auth_token', 'tok', { path: '/', sameSite: 'Lax', secure: true, expires: 30 }]]);
  });

  it.each(['127.0.0.1', 'localhost'])('leaves Secure off only on plain-http loopback (%s), where browsers would drop it', (hostname) => {
    createBrowserCookieJar({ protocol: 'http:', hostname }).set('user_prefs', '{}', { expiresDays: 30 });
    expect(cookieCalls.set[0]?.[2]).toMatchObject({ secure: false, path: '/', sameSite: 'Lax', expires: 30 });
  });

  it('removes on path /', () => {
    createBrowserCookieJar({ protocol: 'https:', hostname: 'shop.example' }).remove('auth_token');
    expect(cookieCalls.remove).toEqual([['auth_token', { path: '/' }]]);
  });
});
