import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../../src/web-server/log';

describe('loggedUrl (no token in the request log)', () => {
  it('drops the query: OAuth codes, reset tokens, searches', () => {
    expect(loggedUrl('/oauth/discord/callback?code=SECRET&state=SECRET')).toBe('/oauth/discord/callback?…');
    expect(loggedUrl('/account/password-reset?uid=MQ&token=SECRET')).toBe('/account/password-reset?…');
    expect(loggedUrl('/figures?q=miku')).toBe('/figures?…');
  });

  it("logs an account link's pattern instead of its one-time token", () => {
    expect(loggedUrl('/account/verify-email/MQ/SECRET-token')).toBe('/account/verify-email/:uid/:token');
    expect(loggedUrl('/account/confirm-email/MQ/eyJlIjoiYUBiLmMifQ.SECRET/')).toBe('/account/confirm-email/:uid/:token');
  });

  it('logs every other path as it is', () => {
    for (const path of ['/', '/figures/rem-1-7', '/assets/index-abc.js', '/account/verify-email/too/many/segments']) expect(loggedUrl(path)).toBe(path);
  });
});
