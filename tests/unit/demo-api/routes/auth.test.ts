import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authTokensSchema, profileSchema } from '@shared/api';
import { COLLECTOR, json, login, startServer, type TestServer } from '../helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('POST /api/account/login/', () => {
  it('answers both tokens for the seeded collector; the access token is a JWT with sub, iat, exp, jti', async () => {
    const res = await json(server.app, 'POST', '/api/account/login/', COLLECTOR);
    expect(res.statusCode).toBe(200);
    const tokens = authTokensSchema.parse(res.json());
    const c = claims(tokens.access_token);
    expect(c).toMatchObject({ token_type: 'access', sub: '1', user_id: 1 });
    expect(c.exp).toBe((c.iat as number) + 300);
    expect(typeof c.jti).toBe('string');
    expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
  it('accepts the e-mail in another case', async () => {
    const res = await json(server.app, 'POST', '/api/account/login/', { ...COLLECTOR, email: 'Collector@FigureShop.test' });
    expect(res.statusCode).toBe(200);
  });
  it('refuses a wrong password and an unknown account with the same 401', async () => {
    for (const body of [
      { ...COLLECTOR, password: 'figures-4-never' },
      { email: 'nobody@figureshop.test', password: 'figures-4-ever' },
    ]) {
      const res = await json(server.app, 'POST', '/api/account/login/', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'No active account found with the given credentials', code: 'no_active_account' });
    }
  });
  it.each([
    ['missing fields', {}, { email: ['This field is required.'], password: ['This field is required.'] }],
    ['wrong types', { email: 42, password: true }, { email: ['Not a valid string.'], password: ['Not a valid string.'] }],
    ['blank and malformed', { email: 'not-an-email', password: '' }, { email: ['Enter a valid email address.'], password: ['This field may not be blank.'] }],
    ['an array', [1, 2], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ['a string', 'hello', { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] }],
  ])('400 in DRF shape for %s', async (_name, body, expected) => {
    const res = await json(server.app, 'POST', '/api/account/login/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });
  it('400 for non-JSON, field errors for an empty JSON body, 415 for text/plain', async () => {
    const bad = await server.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'JSON parse error - request body is not valid JSON.', code: 'parse_error' });
    const empty = await server.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
    const noBody = await server.app.inject({ method: 'POST', url: '/api/account/login/' });
    expect(noBody.statusCode).toBe(400);
    const text = await server.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.', code: 'unsupported_media_type' });
  });
});

describe('POST /api/account/register/', () => {
  const fan = { email: 'new.fan@figureshop.test', username: 'new_fan', password: 'nendoroid-love' };

  it('creates an unverified account and answers 201 with both tokens', async () => {
    const res = await json(server.app, 'POST', '/api/account/register/', fan);
    expect(res.statusCode).toBe(201);
    const tokens = authTokensSchema.parse(res.json());
    const profile = profileSchema.parse((await json(server.app, 'GET', '/api/account/profile/', undefined, tokens.access_token)).json());
    expect(profile).toMatchObject({ email: fan.email, username: 'new_fan', email_verified: false, is_moderator: false, social_provider: null });
    expect((await json(server.app, 'POST', '/api/account/login/', { email: fan.email, password: fan.password })).statusCode).toBe(200);
  });
  it('refuses a duplicate e-mail (any case) and a duplicate username', async () => {
    const dupEmail = await json(server.app, 'POST', '/api/account/register/', { ...fan, email: 'COLLECTOR@figureshop.test' });
    expect(dupEmail.statusCode).toBe(400);
    expect(dupEmail.json()).toEqual({ email: ['user with this email already exists.'] });
    const dupName = await json(server.app, 'POST', '/api/account/register/', { ...fan, username: 'Collector' });
    expect(dupName.statusCode).toBe(400);
    expect(dupName.json()).toEqual({ username: ['A user with that username already exists.'] });
  });
  it('applies the shared password rules', async () => {
    const res = await json(server.app, 'POST', '/api/account/register/', { ...fan, password: '12345678' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['Your password can’t be entirely numeric.'] });
    const same = await json(server.app, 'POST', '/api/account/register/', { ...fan, password: fan.email.toUpperCase() });
    expect(same.json()).toEqual({ password: ['Your password can’t be your e-mail address.'] });
  });
  it('400 for missing fields', async () => {
    const res = await json(server.app, 'POST', '/api/account/register/', { email: fan.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
  });
});

describe('POST /api/account/token/refresh/', () => {
  const refused = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

  it('rotates: answers a new access token and a new refresh token; the new one works', async () => {
    const first = await login(server.app);
    server.advance(1000);
    const res = await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: first.refresh_token });
    expect(res.statusCode).toBe(200);
    const second = authTokensSchema.parse(res.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, second.access_token)).statusCode).toBe(200);
    const third = await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: second.refresh_token });
    expect(third.statusCode).toBe(200);
  });
  it('refuses a reused refresh token and revokes its whole family', async () => {
    const first = await login(server.app);
    const second = (await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: first.refresh_token })).json();
    server.advance(30_000); // past the reuse interval (issue 11 point 2)
    const reuse = await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(refused);
    const after = await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: second.refresh_token });
    expect(after.statusCode).toBe(401);
    // Another sign-in (another family) is unaffected.
    const other = await login(server.app);
    expect((await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: other.refresh_token })).statusCode).toBe(200);
  });
  it('answers two concurrent uses with the same pair (reuse interval), and that pair works', async () => {
    const first = await login(server.app);
    const results = await Promise.all([1, 2].map(() => json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: first.refresh_token })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => authTokensSchema.parse(r.json()));
    expect(b).toEqual(a);
    expect((await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: a!.refresh_token })).statusCode).toBe(200);
  });
  it('refuses unknown, expired and malformed refresh requests', async () => {
    expect((await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: 'forged' })).json()).toEqual(refused);
    const tokens = await login(server.app);
    server.advance(15 * 24 * 3600 * 1000);
    const expired = await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: tokens.refresh_token });
    expect(expired.statusCode).toBe(401);
    const bad = await json(server.app, 'POST', '/api/account/token/refresh/', { refresh: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ refresh_token: ['This field is required.'] });
  });
});
