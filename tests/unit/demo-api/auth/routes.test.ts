import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authTokensSchema, profileSchema } from '@shared/api';
import { COLLECTOR, json, lastMail, login, startServer, type TestServer } from '../helpers';

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
  const SENT = { detail: 'Check your inbox: we sent a link to finish creating your account.' };
  const register = (body: unknown) => json(server.app, 'POST', '/api/account/register/', body);
  const signIn = (email: string, password: string) => json(server.app, 'POST', '/api/account/login/', { email, password });
  const mailbox = async (to: string) =>
    ((await server.app.inject({ method: 'GET', url: `/dashboard/mailbox.json?to=${encodeURIComponent(to)}` })).json() as { mail: { subject: string; link: string | null }[] }).mail;
  /** The link's uid and token: `…/account/verify-email/<uid>/<token>`. */
  const linkParts = (link: string) => new URL(link).pathname.split('/').slice(-2) as [string, string];

  it('a new address: 202 {detail} without tokens; the account exists only once the mailed link is opened, verified', async () => {
    const res = await register(fan);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    expect((await signIn(fan.email, fan.password)).statusCode).toBe(401);
    const mail = (await lastMail(server.app, fan.email))!;
    expect(mail.subject).toBe('Finish creating your Figure Shop account');
    const [uid, token] = linkParts(mail.link!);
    const opened = await json(server.app, 'GET', `/api/account/verify-email/${uid}/${token}/`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ detail: 'Your e-mail address has been verified.' });
    const signedIn = await signIn(fan.email, fan.password);
    expect(signedIn.statusCode).toBe(200);
    const profile = profileSchema.parse((await json(server.app, 'GET', '/api/account/profile/', undefined, authTokensSchema.parse(signedIn.json()).access_token)).json());
    expect(profile).toMatchObject({ email: fan.email, username: 'new_fan', email_verified: true, is_moderator: false, social_provider: null });
    const again = await json(server.app, 'GET', `/api/account/verify-email/${uid}/${token}/`);
    expect(again.json()).toEqual({ detail: 'This verification link has already been used.', code: 'used_token' });
  });
  it('a taken address (any case) gets the same answer byte for byte, changes nothing and mails its owner a notice with a reset link', async () => {
    const fresh = await register(fan);
    const taken = await register({ ...fan, email: 'COLLECTOR@figureshop.test', username: 'someone_else', password: 'attackers-choice' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.json()).not.toHaveProperty('access_token');
    // The owner's account is untouched, and the caller's password opens nothing.
    expect((await signIn(COLLECTOR.email, COLLECTOR.password)).statusCode).toBe(200);
    expect((await signIn(COLLECTOR.email, 'attackers-choice')).statusCode).toBe(401);
    const notice = (await mailbox(COLLECTOR.email))[0]!;
    expect(notice.subject).toBe('Someone tried to create a Figure Shop account with your e-mail address');
    const reset = new URL(notice.link!);
    expect(reset.pathname).toBe('/account/password-reset');
    const confirmed = await json(server.app, 'POST', '/api/account/password/reset/confirm/', {
      uidb64: reset.searchParams.get('uidb64'),
      token: reset.searchParams.get('token'),
      new_password: 'figures-4-ever-again',
    });
    expect(confirmed.statusCode).toBe(200);
    // No account-creating link went anywhere for the taken address: the only mail is the notice.
    expect(await mailbox(COLLECTOR.email)).toHaveLength(1);
  });
  it('hashes the password for a taken address too: both answers take about the same time', async () => {
    const timed = async (body: unknown) => {
      const start = performance.now();
      expect((await register(body)).statusCode).toBe(202);
      return performance.now() - start;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      fresh.push(await timed({ email: `timed${i}@figureshop.test`, username: `timed${i}`, password: fan.password }));
      taken.push(await timed({ email: COLLECTOR.email, username: `taken${i}`, password: fan.password }));
      await lastMail(server.app, `timed${i}@figureshop.test`); // untimed: the mail is written after the answer
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // scrypt is ~50 ms here and a look-up ~1 ms: skipping the hash for one case would put them 10× apart.
    expect(median(taken)).toBeGreaterThan(median(fresh) / 3);
    expect(median(fresh)).toBeLessThan(median(taken) * 3 + 10);
  }, 60_000);
  it('holds no user name until the link is opened, and refuses the name of an existing account (any case) whatever the e-mail', async () => {
    expect((await register(fan)).statusCode).toBe(202);
    expect((await register({ ...fan, email: 'other.fan@figureshop.test' })).statusCode).toBe(202);
    for (const email of [fan.email, COLLECTOR.email]) {
      const dupName = await register({ ...fan, email, username: 'Collector' });
      expect(dupName.statusCode).toBe(400);
      expect(dupName.json()).toEqual({ username: ['A user with that username already exists.'] });
    }
  });
  it.each([
    ['one repeated character', 'aaaaaaaa', 'Your password can’t be one character repeated.'],
    ['a keyboard row', 'qwertyui', 'Your password can’t be a row of keys or a sequence, like qwertyui or abcdefgh.'],
    ['a keyboard row backwards, another case', 'IUYTREWQ', 'Your password can’t be a row of keys or a sequence, like qwertyui or abcdefgh.'],
    ['eight spaces', '        ', 'Your password can’t be only spaces.'],
    ['only digits', '12345678', 'Your password can’t be entirely numeric.'],
    ['the e-mail address', fan.email.toUpperCase(), 'Your password can’t be your e-mail address.'],
    ['a common password', 'password', 'This password is too common.'],
    ['a common password past the forms’ part of the list, another case', 'Bigdaddy1', 'This password is too common.'],
  ])('refuses %s as the password: 400 on `password`, no mail, no account', async (_name, password, message) => {
    const res = await register({ ...fan, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: [message] });
    expect(await mailbox(fan.email)).toEqual([]);
    expect((await signIn(fan.email, password)).statusCode).toBe(401);
  });
  it('400 for missing fields', async () => {
    const res = await register({ email: fan.email });
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
    server.advance(30_000); // past the reuse interval (docs/product-rules.md §Sessions 13)
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
