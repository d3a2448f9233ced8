import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileSchema } from '@shared/api';
import { MODERATOR, json, login, startServer, type TestServer } from '../helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ accessTokenTtlSeconds: 300 });
});
afterEach(async () => {
  await server.close();
});

const invalid = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

describe('GET /api/account/profile/', () => {
  it('answers the moderator profile with is_moderator', async () => {
    const { access_token } = await login(server.app, MODERATOR);
    const res = await json(server.app, 'GET', '/api/account/profile/', undefined, access_token);
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({ email: MODERATOR.email, is_moderator: true, email_verified: true });
  });
  it('401 without credentials, and with another scheme', async () => {
    for (const headers of [{}, { authorization: 'Basic Zm9vOmJhcg==' }, { authorization: 'Bearer' }]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/account/profile/', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
  });
  it('401 token_not_valid for garbage, tampered and foreign-secret tokens', async () => {
    const { access_token } = await login(server.app);
    const [h, p, s] = access_token.split('.') as [string, string, string];
    const elevated = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), user_id: 2, sub: '2' })).toString('base64url');
    const foreign = `${h}.${p}.${createHmac('sha256', 'not-the-secret').update(`${h}.${p}`).digest('base64url')}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    for (const token of ['garbage', `${h}.${elevated}.${s}`, foreign, none, `${access_token}x`]) {
      const res = await json(server.app, 'GET', '/api/account/profile/', undefined, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
    }
  });
  it('honours the access-token lifetime exactly (injected clock)', async () => {
    const { access_token } = await login(server.app);
    server.advance(299_000);
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, access_token)).statusCode).toBe(200);
    server.advance(1_000);
    const expired = await json(server.app, 'GET', '/api/account/profile/', undefined, access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(invalid);
  });
});
