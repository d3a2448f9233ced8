/**
 * Reuse interval of a rotated refresh token (docs/product-rules.md §Sessions 13–14; Auth0's "reuse interval", Okta's
 * grace period): two tabs refreshing together must both keep the session, a reuse after the
 * interval is still theft.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { authTokensSchema } from '../../../../src/shared/api/account';
import { json, login, startServer, type TestServer } from '../helpers';

let server: TestServer;
afterEach(async () => {
  await server.close();
});

const refresh = async (refresh_token: string) => {
  const res = await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token });
  return { status: res.statusCode, body: res.json() as unknown };
};
const tokens = (body: unknown) => authTokensSchema.parse(body);

describe('refresh reuse interval', () => {
  it('answers the same token again within the interval with the same pair, not a third one', async () => {
    server = await startServer({ refreshReuseIntervalSeconds: 30 });
    const first = await login(server.app);
    server.advance(1000);
    const a = await refresh(first.refresh_token);
    server.advance(29_000);
    const b = await refresh(first.refresh_token);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(tokens(b.body)).toEqual(tokens(a.body));
    // The access token answered again is still a valid one of this user.
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, tokens(b.body).access_token)).statusCode).toBe(200);
    // The family lives on: the successor rotates as usual.
    expect((await refresh(tokens(a.body).refresh_token)).status).toBe(200);
  });

  it('revokes the family on a reuse after the interval, including the successor', async () => {
    server = await startServer({ refreshReuseIntervalSeconds: 30 });
    const first = await login(server.app);
    const a = tokens((await refresh(first.refresh_token)).body);
    server.advance(30_000);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(a.refresh_token)).status).toBe(401);
  });

  it('follows the chain: a stale token reaches the current pair while each step is within its interval', async () => {
    server = await startServer({ refreshReuseIntervalSeconds: 30 });
    const t0 = (await login(server.app)).refresh_token;
    const t1 = tokens((await refresh(t0)).body).refresh_token;
    server.advance(10_000);
    const t2 = tokens((await refresh(t1)).body).refresh_token;
    server.advance(10_000);
    // A tab that still holds t0 gets t1 again, and t1 (used 10 s ago) gives t2 again.
    expect(tokens((await refresh(t0)).body).refresh_token).toBe(t1);
    expect(tokens((await refresh(t1)).body).refresh_token).toBe(t2);
  });

  it('does not answer again once the family was revoked (sign-out)', async () => {
    server = await startServer({ refreshReuseIntervalSeconds: 30 });
    const first = await login(server.app);
    const a = tokens((await refresh(first.refresh_token)).body);
    await json(server.app, 'POST', '/api/account/token/revoke/', { refresh_token: a.refresh_token });
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('with an interval of 0, any reuse revokes the family (strict detection)', async () => {
    server = await startServer({ refreshReuseIntervalSeconds: 0 });
    const first = await login(server.app);
    const results = await Promise.all([1, 2].map(() => refresh(first.refresh_token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('answers five concurrent uses with one pair whose access token verifies', async () => {
    server = await startServer({ refreshReuseIntervalSeconds: 30 });
    const first = await login(server.app);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(first.refresh_token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const pairs = new Set(results.map((r) => JSON.stringify(tokens(r.body))));
    expect(pairs.size).toBe(1);
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, tokens(results[0]!.body).access_token)).statusCode).toBe(200);
  });
});
