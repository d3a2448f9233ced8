import { describe, expect, it } from 'vitest';
import { apiPaths, apiRoutePatterns, demoPaths } from '@shared/api';
import * as c from '@shared/constants';

describe('apiPaths', () => {
  it('covers every API path with trailing slashes', () => {
    expect(apiPaths.login).toBe('/api/account/login/');
    expect(apiPaths.verifyEmail('MQ', 'a/b')).toBe('/api/account/verify-email/MQ/a%2Fb/');
    expect(apiPaths.socialLogin('discord')).toBe('/api/account/social/discord/');
    expect(apiPaths.preferencesGroup('currency')).toBe('/api/account/preferences/currency/');
    expect(apiPaths.notificationRead(12)).toBe('/api/notifications/12/read/');
    expect(demoPaths.oauthAuthorize('google')).toBe('/oauth/google/authorize');
    // Account settings (docs/product-rules.md §Account 9–12), under the account group.
    expect([apiPaths.passwordChange, apiPaths.emailChange, apiPaths.emailChangeConfirm, apiPaths.verifyEmailResend, apiPaths.accountDelete]).toEqual([
      '/api/account/password/change/',
      '/api/account/email/change/',
      '/api/account/email/change/confirm/',
      '/api/account/verify-email/resend/',
      '/api/account/delete/',
    ]);
    const all = Object.values(apiPaths).map((p) => (typeof p === 'string' ? p : 'fn'));
    for (const p of all) if (p !== 'fn') expect(p).toMatch(/^\/api\/.*\/$/);
  });
  it('route patterns match the functions', () => {
    expect(apiRoutePatterns.verifyEmail.replace(':uid', 'U').replace(':token', 'T')).toBe(apiPaths.verifyEmail('U', 'T'));
    expect(apiRoutePatterns.socialLogin.replace(':provider', 'google')).toBe(apiPaths.socialLogin('google'));
    expect(apiRoutePatterns.notificationRead.replace(':id', '3')).toBe(apiPaths.notificationRead(3));
  });
});

describe('the fixed constants (caches, expiry leeway, retry, cookies, containers)', () => {
  it('hold the spec values', () => {
    expect(c.QUERY_STALE_TIME_MS).toBe(300_000);
    expect(c.LOCAL_CACHE_TTL_MS).toBe(86_400_000);
    expect(c.TOKEN_EXPIRY_LEEWAY_MS).toBe(2000);
    expect(c.networkRetryDelayMs(1)).toBe(1000);
    expect(c.networkRetryDelayMs(2)).toBe(2000);
    expect([c.AUTH_COOKIE_NAME, c.PREFS_COOKIE_NAME, c.COOKIE_LIFETIME_DAYS]).toEqual(['auth_token', 'user_prefs', 30]);
    expect(c.CONTAINER_MAX_WIDTH_PX).toEqual({ xs: 484, sm: 640, md: 1040, lg: 1400 });
  });
});
