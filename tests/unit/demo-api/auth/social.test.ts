import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { socialLoginResponseSchema } from '@shared/api';
import { json, startServer, type TestServer } from '../helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ webOrigins: ['http://127.0.0.1:5173'] });
});
afterEach(async () => {
  await server.close();
});

const REDIRECT = 'http://127.0.0.1:5173/oauth/discord/callback';
const VERIFIER = 'v'.repeat(20) + 'A1b2C3d4E5f6G7h8I9j0K1l2M3'; // 46 characters
const challenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function authorizeQuery(extra: Record<string, string> = {}, provider = 'discord'): string {
  const params = new URLSearchParams({
    client_id: 'figure-shop-web',
    redirect_uri: provider === 'discord' ? REDIRECT : REDIRECT.replace('discord', provider),
    response_type: 'code',
    scope: 'identify email',
    state: 'st<"ate>&1',
    code_challenge: challenge(VERIFIER),
    code_challenge_method: 'S256',
    ...extra,
  });
  return `/oauth/${provider}/authorize?${params}`;
}

/** Reads the hidden fields of the consent form (the HTML-escaped values, unescaped back). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const unescape = (v: string) => v.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[unescape(m[1]!)] = unescape(m[2]!);
  return fields;
}

async function consent(query: string, decision: 'allow' | 'deny', change: Record<string, string> = {}) {
  const page = await server.app.inject({ method: 'GET', url: query });
  expect(page.statusCode).toBe(200);
  const fields = { ...formFields(page.body), decision, ...change };
  const provider = /\/oauth\/(\w+)\//.exec(query)![1]!;
  return server.app.inject({
    method: 'POST',
    url: `/oauth/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function codeFor(query = authorizeQuery(), change: Record<string, string> = {}): Promise<string> {
  const res = await consent(query, 'allow', change);
  expect(res.statusCode).toBe(303);
  const location = new URL(res.headers.location as string);
  expect(location.searchParams.get('state')).toBe('st<"ate>&1');
  return location.searchParams.get('code')!;
}

const exchange = (code: string, extra: Record<string, unknown> = {}, provider = 'discord') =>
  json(server.app, 'POST', `/api/account/social/${provider}/`, {
    code,
    redirectUrl: provider === 'discord' ? REDIRECT : REDIRECT.replace('discord', provider),
    code_verifier: VERIFIER,
    ...extra,
  });

describe('demo OAuth provider', () => {
  it('shows an escaped consent page with Allow and Deny and strict headers', async () => {
    const page = await server.app.inject({ method: 'GET', url: authorizeQuery({ client_id: '<b>evil</b>' }) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).not.toContain('<b>evil</b>');
    expect(page.body).toContain('&lt;b&gt;evil&lt;/b&gt;');
    expect(page.body).not.toContain('st<"ate>');
    expect(page.body).toMatch(/value="allow"[^>]*>Allow</);
    expect(page.body).toMatch(/value="deny"[^>]*>Deny</);
  });
  it('Deny redirects with error=access_denied and the state', async () => {
    const res = await consent(authorizeQuery(), 'deny');
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('st<"ate>&1');
    expect(location.searchParams.get('code')).toBeNull();
  });
  it('never redirects to an unregistered redirect_uri; reports other errors to the client', async () => {
    const evil = await server.app.inject({ method: 'GET', url: authorizeQuery({ redirect_uri: 'https://evil.example/cb' }) });
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();
    const wrongType = await server.app.inject({ method: 'GET', url: authorizeQuery({ response_type: 'token' }) });
    expect(new URL(wrongType.headers.location as string).searchParams.get('error')).toBe('unsupported_response_type');
    const plain = await server.app.inject({ method: 'GET', url: authorizeQuery({ code_challenge_method: 'plain' }) });
    expect(new URL(plain.headers.location as string).searchParams.get('error')).toBe('invalid_request');
    const params = new URLSearchParams({ client_id: 'desktop', redirect_uri: 'com.figureshop.app:/oauth/discord', response_type: 'code', state: 's' });
    const noPkce = await server.app.inject({ method: 'GET', url: `/oauth/discord/authorize?${params}` });
    expect(noPkce.headers.location).toMatch(/^com\.figureshop\.app:\/oauth\/discord\?error=invalid_request/);
    expect((await server.app.inject({ method: 'GET', url: '/oauth/github/authorize?client_id=x&redirect_uri=y' })).statusCode).toBe(400);
  });
  it('refuses a consent form whose parameters were changed', async () => {
    const res = await consent(authorizeQuery(), 'allow', { state: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('POST /api/account/social/{provider}/', () => {
  it('discord: a new account signs in and needs the invite; the next sign-in does not', async () => {
    const first = await exchange(await codeFor());
    expect(first.statusCode).toBe(200);
    const body = socialLoginResponseSchema.parse(first.json());
    expect(body.access_token).toBeDefined();
    expect(body.refresh_token).toBeDefined();
    expect(body.discord_invite_needed).toBe(true);
    expect(body.discord_invite_url).toMatch(/\/oauth\/discord\/invite$/);
    const profile = (await json(server.app, 'GET', '/api/account/profile/', undefined, body.access_token)).json();
    expect(profile).toMatchObject({ email: 'discord.fan@figureshop.test', username: 'discord_fan', social_provider: 'discord', email_verified: true });
    const second = (await exchange(await codeFor())).json();
    expect(second).toMatchObject({ discord_invite_needed: false, discord_invite_url: null });
    expect((await server.app.inject({ method: 'GET', url: '/oauth/discord/invite' })).statusCode).toBe(200);
  });
  it('google: signs in without an invite; works without PKCE when none was asked', async () => {
    const params = { code_challenge: '', code_challenge_method: '' };
    const query = authorizeQuery(params, 'google').replace(/&code_challenge=&code_challenge_method=/, '');
    const code = await codeFor(query);
    const res = await exchange(code, { code_verifier: undefined }, 'google');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ discord_invite_needed: false, discord_invite_url: null });
  });
  it('codes are single-use: a replay fails and revokes the tokens the code produced', async () => {
    const code = await codeFor();
    const first = (await exchange(code)).json();
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'Discord login failed: the authorization code is invalid, used or expired.', code: 'invalid_grant' });
    expect((await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: first.refresh_token })).statusCode).toBe(401);
  });
  it('codes expire after 60 s and are bound to the redirect URI, the provider and the PKCE verifier', async () => {
    const late = await codeFor();
    server.advance(60_000);
    expect((await exchange(late)).statusCode).toBe(400);
    expect((await exchange(await codeFor(), { redirectUrl: 'http://127.0.0.1:5173/elsewhere' })).statusCode).toBe(400);
    expect((await exchange(await codeFor(), {}, 'google')).statusCode).toBe(400);
    const wrong = await exchange(await codeFor(), { code_verifier: 'w'.repeat(43) });
    expect(wrong.json()).toEqual({ detail: 'Discord login failed: the PKCE code verifier does not match.', code: 'invalid_grant' });
    expect((await exchange(await codeFor(), { code_verifier: undefined })).statusCode).toBe(400);
  });
  it('refuses an e-mail that belongs to a password account, and bad bodies', async () => {
    const code = await codeFor(authorizeQuery(), { email: 'collector@figureshop.test' });
    const res = await exchange(code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('email_in_use');
    const bad = await json(server.app, 'POST', '/api/account/social/discord/', { code: '' });
    expect(bad.json()).toEqual({ code: ['This field may not be blank.'], redirectUrl: ['This field is required.'] });
    expect((await json(server.app, 'POST', '/api/account/social/github/', { code: 'x', redirectUrl: REDIRECT })).statusCode).toBe(404);
  });
});
