/** Account settings (docs/product-rules.md §Account 9–12): change password, change e-mail (+ confirm), resend verification, delete. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailChangeConfirmResponseSchema, passwordChangeResponseSchema } from '../../../../src/shared/api/account';
import { WEB_CONFIRM_EMAIL_PATH } from '../../../../src/demo-api/mail/account-mail';
import { createEmailChangeToken } from '../../../../src/demo-api/accounts/email-change-tokens';
import { encodeUid } from '../../../../src/demo-api/auth/one-time-tokens';
import { COLLECTOR, MODERATOR, PNG_1X1, json, lastMail, login, multipart, registerAccount, startServer, type TestServer } from '../helpers';

vi.setConfig({ testTimeout: 30_000 });

const WEB = 'http://127.0.0.1:5173';
const FAN = { email: 'settings.fan@figureshop.test', username: 'settings_fan', password: 'nendoroid-love' };
const WRONG_PASSWORD = { current_password: ['Your old password was entered incorrectly. Please enter it again.'] };

let server: TestServer;
let db: Client | undefined;
beforeEach(async () => {
  server = await startServer({ webOrigins: [WEB], authLimits: { throttledAnswerDelayMs: 0, failureCooldownMs: { first: 0, max: 0 } } });
});
afterEach(async () => {
  db?.close();
  db = undefined;
  await server.close();
});

/** Registers FAN from the web app's origin (opening the mailed link) and signs in; resolves the token pair. */
function register(): Promise<{ access_token: string; refresh_token: string }> {
  return registerAccount(server.app, FAN, WEB);
}

/** POST with a bearer token and the web app's Origin. */
function post(url: string, body: unknown, token?: string) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { origin: WEB, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
}

const refresh = (refresh_token: string) => json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token });
const signIn = (email: string, password: string) => json(server.app, 'POST', '/api/account/login/', { email, password });

/** A second connection to the server's database, for reading what the API does not show. */
function database(): Client {
  db ??= createClient({ url: `file:${join(server.dataDir, 'demo.db')}` });
  return db;
}

describe('every account-settings route', () => {
  const routes: [string, unknown][] = [
    ['/api/account/password/change/', { current_password: 'x', new_password: 'a-good-password' }],
    ['/api/account/email/change/', { new_email: 'a@b.test', current_password: 'x' }],
    ['/api/account/verify-email/resend/', {}],
    ['/api/account/delete/', { current_password: 'x', confirmation: 'a@b.test' }],
  ];
  it('answers 401 without a token and with a bad one', async () => {
    for (const [url, body] of routes) {
      const none = await post(url, body);
      expect(none.statusCode, url).toBe(401);
      expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      const bad = await post(url, body, 'not-a-token');
      expect(bad.statusCode, url).toBe(401);
      expect(bad.json()).toMatchObject({ code: 'token_not_valid' });
    }
  });
  it('is throttled per address like the other account calls (429 with Retry-After, DRF wording)', async () => {
    await server.close();
    server = await startServer({ webOrigins: [WEB], authLimits: { throttledAnswerDelayMs: 0, perAddress: { max: 2, windowMs: 60_000 } } });
    for (const [url, body] of routes) {
      expect((await post(url, body)).statusCode, url).toBe(401);
      expect((await post(url, body)).statusCode, url).toBe(401);
      const third = await post(url, body);
      expect(third.statusCode, url).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(third.json()).toMatchObject({ code: 'throttled' });
    }
  });
  it('answers DRF-shaped 400s for bad bodies, never a 500', async () => {
    const { access_token } = await login(server.app);
    for (const [url] of routes) {
      for (const body of [[], 'text', 42, { current_password: 7, new_password: null, new_email: 'x', confirmation: {} }]) {
        const res = await post(url, body, access_token);
        if (url.endsWith('resend/')) continue; // no body is read (the collector is verified: 400 already_verified)
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(typeof res.json()).toBe('object');
      }
    }
  });
});

describe('POST /api/account/password/change/', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const tokens = await register();
    const res = await post('/api/account/password/change/', { current_password: FAN.password, new_password: 'scale-figures-2' }, tokens.access_token);
    expect(res.statusCode).toBe(200);
    passwordChangeResponseSchema.parse(res.json());
    expect((await signIn(FAN.email, 'scale-figures-2')).statusCode).toBe(200);
    expect((await signIn(FAN.email, FAN.password)).statusCode).toBe(401);
  });

  it('signs every other session out and keeps the caller signed in with the fresh pair it answers', async () => {
    const tokens = await register();
    const other = await login(server.app, { email: FAN.email, password: FAN.password });
    const res = await post('/api/account/password/change/', { current_password: FAN.password, new_password: 'scale-figures-2' }, tokens.access_token);
    const fresh = passwordChangeResponseSchema.parse(res.json());
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, fresh.access_token)).statusCode).toBe(200);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
  });

  it('wrong current password → 400 on current_password, and the password stays', async () => {
    const tokens = await register();
    const res = await post('/api/account/password/change/', { current_password: 'not-my-password', new_password: 'scale-figures-2' }, tokens.access_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(WRONG_PASSWORD);
    expect((await signIn(FAN.email, FAN.password)).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password (with the account e-mail) → 400 on new_password', async () => {
    const tokens = await register();
    const short = await post('/api/account/password/change/', { current_password: FAN.password, new_password: 'short' }, tokens.access_token);
    expect(short.json()).toEqual({ new_password: ['Your password must contain at least 8 characters.'] });
    const digits = await post('/api/account/password/change/', { current_password: FAN.password, new_password: '1234567890' }, tokens.access_token);
    expect(digits.json()).toEqual({ new_password: ['Your password can’t be entirely numeric.'] });
    const email = await post('/api/account/password/change/', { current_password: FAN.password, new_password: FAN.email.toUpperCase() }, tokens.access_token);
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ new_password: ['Your password can’t be your e-mail address.'] });
    for (const [new_password, message] of [
      ['aaaaaaaa', 'Your password can’t be one character repeated.'],
      ['qwertyui', 'Your password can’t be a row of keys or a sequence, like qwertyui or abcdefgh.'],
      ['        ', 'Your password can’t be only spaces.'],
      ['Password1', 'This password is too common.'],
    ]) {
      const pattern = await post('/api/account/password/change/', { current_password: FAN.password, new_password }, tokens.access_token);
      expect(pattern.statusCode).toBe(400);
      expect(pattern.json()).toEqual({ new_password: [message] });
    }
    expect((await signIn(FAN.email, FAN.password)).statusCode).toBe(200);
    const missing = await post('/api/account/password/change/', {}, tokens.access_token);
    expect(missing.json()).toEqual({ current_password: ['This field is required.'], new_password: ['This field is required.'] });
  });

  it('counts wrong current passwords as failed logins: the account locks (429) after the budget', async () => {
    await server.close();
    server = await startServer({
      webOrigins: [WEB],
      authLimits: { throttledAnswerDelayMs: 0, failureCooldownMs: { first: 0, max: 0 }, loginFailuresPerAccount: { max: 2, windowMs: 60_000 } },
    });
    const { access_token } = await login(server.app);
    const body = { current_password: 'guess-number-n', new_password: 'scale-figures-2' };
    expect((await post('/api/account/password/change/', body, access_token)).statusCode).toBe(400);
    expect((await post('/api/account/password/change/', body, access_token)).statusCode).toBe(400);
    const locked = await post('/api/account/password/change/', { ...body, current_password: COLLECTOR.password }, access_token);
    expect(locked.statusCode).toBe(429);
    expect((await signIn(COLLECTOR.email, COLLECTOR.password)).statusCode).toBe(429);
  });
});

describe('POST /api/account/email/change/ and …/confirm/', () => {
  const NEW = 'renamed.fan@figureshop.test';

  async function requestChange(access: string, newEmail = NEW) {
    const res = await post('/api/account/email/change/', { new_email: newEmail, current_password: FAN.password }, access);
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(server.app, newEmail);
    const url = new URL(mail!.link!);
    const [, , , uidb64, token] = url.pathname.split('/');
    return { link: mail!.link!, uidb64: uidb64!, token: token! };
  }
  const confirm = (body: unknown) => post('/api/account/email/change/confirm/', body);

  it('mails a link on the web origin to the NEW address; the e-mail changes only when it is confirmed', async () => {
    const tokens = await register();
    const { link, uidb64, token } = await requestChange(tokens.access_token);
    expect(link.startsWith(`${WEB}${WEB_CONFIRM_EMAIL_PATH}/${uidb64}/`)).toBe(true);
    expect(WEB_CONFIRM_EMAIL_PATH).toBe('/account/confirm-email');
    const before = (await json(server.app, 'GET', '/api/account/profile/', undefined, tokens.access_token)).json();
    expect(before.email).toBe(FAN.email);
    // The profile names the address waiting for its link (§Account 10).
    expect(before.pending_email).toBe(NEW);

    const res = await confirm({ uidb64, token });
    expect(res.statusCode).toBe(200);
    expect(emailChangeConfirmResponseSchema.parse(res.json()).email).toBe(NEW);
    const after = (await json(server.app, 'GET', '/api/account/profile/', undefined, tokens.access_token)).json();
    expect(after).toMatchObject({ email: NEW, email_verified: true, pending_email: null });
    expect((await signIn(NEW, FAN.password)).statusCode).toBe(200);
    expect((await signIn(FAN.email, FAN.password)).statusCode).toBe(401);
    expect((await lastMail(server.app, FAN.email))!.subject).toMatch(/e-mail address was changed/);
  });

  it('names the latest pending address only while its link works (24 h)', async () => {
    const tokens = await register();
    const profile = async () => (await json(server.app, 'GET', '/api/account/profile/', undefined, tokens.access_token)).json();
    expect((await profile()).pending_email).toBeNull();
    await requestChange(tokens.access_token, 'first.try@figureshop.test');
    await requestChange(tokens.access_token);
    expect((await profile()).pending_email).toBe(NEW);
    server.advance(24 * 60 * 60_000 + 1);
    const access = (await signIn(FAN.email, FAN.password)).json().access_token as string;
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, access)).json().pending_email).toBeNull();
  });

  it('refuses a forged, tampered, foreign or reused link with 400 {detail, code}', async () => {
    const tokens = await register();
    const { uidb64, token } = await requestChange(tokens.access_token);
    const [payload, mac] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ e: 'thief@evil.test', x: Date.parse('2030-01-01') })).toString('base64url');
    for (const bad of [
      { uidb64, token: `${forgedPayload}.${mac}` },
      { uidb64, token: `${payload}.${'A'.repeat(mac!.length)}` },
      { uidb64, token: 'no-dot' },
      { uidb64: encodeUid(1), token }, // another account's id
      { uidb64: '!!', token },
    ]) {
      const res = await confirm(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'This confirmation link is invalid.', code: 'invalid_token' });
    }
    // A link made with another secret (a forgery by someone who knows the format).
    const foreign = createEmailChangeToken(Buffer.alloc(32, 7), 3, FAN.email, 'thief@evil.test', Date.parse('2026-04-13T09:00:00Z'));
    expect((await confirm({ uidb64, token: foreign })).json()).toMatchObject({ code: 'invalid_token' });

    expect((await confirm({ uidb64, token })).statusCode).toBe(200);
    const reused = await confirm({ uidb64, token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: 'This confirmation link has already been used.', code: 'used_token' });
  });

  it('an older link dies when another one was confirmed; a link expires after 24 hours', async () => {
    const tokens = await register();
    const first = await requestChange(tokens.access_token, 'first.choice@figureshop.test');
    const second = await requestChange(tokens.access_token, 'second.choice@figureshop.test');
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first)).json()).toEqual({ detail: 'This confirmation link is invalid.', code: 'invalid_token' });

    const third = await requestChange(tokens.access_token, 'third.choice@figureshop.test');
    server.advance(24 * 60 * 60_000);
    expect((await confirm(third)).json()).toEqual({ detail: 'This confirmation link has expired. Please ask for a new one.', code: 'expired_token' });
  });

  it('refuses an address already in use (400 new_email, the registration wording), the own address, a wrong password, a bad address', async () => {
    const tokens = await register();
    const taken = await post('/api/account/email/change/', { new_email: 'Collector@FigureShop.test', current_password: FAN.password }, tokens.access_token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ new_email: ['user with this email already exists.'] });
    const own = await post('/api/account/email/change/', { new_email: FAN.email, current_password: FAN.password }, tokens.access_token);
    expect(own.json()).toEqual({ new_email: ['This is already the e-mail address of your account.'] });
    const wrong = await post('/api/account/email/change/', { new_email: NEW, current_password: 'not-my-password' }, tokens.access_token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_PASSWORD);
    expect(await lastMail(server.app, NEW)).toBeUndefined();
    const bad = await post('/api/account/email/change/', { new_email: 'not-an-address', current_password: FAN.password }, tokens.access_token);
    expect(bad.json()).toEqual({ new_email: ['Enter a valid email address.'] });
    const base = await post('/api/account/email/change/', { new_email: NEW, current_password: FAN.password, confirmBaseUrl: 'https://evil.example' }, tokens.access_token);
    expect(base.json()).toEqual({ confirmBaseUrl: ['This redirect address is not allowed.'] });
  });

  it('refuses the confirmation when the address was taken in the meantime', async () => {
    const tokens = await register();
    const link = await requestChange(tokens.access_token);
    await registerAccount(server.app, { email: NEW, username: 'quick_one', password: 'quicker-than-you' });
    const res = await confirm(link);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'user with this email already exists.', code: 'email_taken' });
  });
});

describe('POST /api/account/verify-email/resend/', () => {
  it('mails a new verification link to an unverified account, which verifies it', async () => {
    const tokens = await register();
    // Accounts are created verified now (by their registration link); older ones may not be.
    await database().execute({ sql: 'UPDATE users SET email_verified = 0 WHERE email = ?', args: [FAN.email] });
    const res = await post('/api/account/verify-email/resend/', undefined, tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'We sent a new verification e-mail.' });
    const mail = await lastMail(server.app, FAN.email);
    expect(mail!.link!.startsWith(`${WEB}/account/verify-email/`)).toBe(true);
    const [, , , uid, token] = new URL(mail!.link!).pathname.split('/');
    expect((await json(server.app, 'GET', `/api/account/verify-email/${uid}/${token}/`)).statusCode).toBe(200);
    const again = await post('/api/account/verify-email/resend/', undefined, tokens.access_token);
    expect(again.statusCode).toBe(400);
  });
  it('refuses an already verified account with a clear 400', async () => {
    const { access_token } = await login(server.app);
    const res = await post('/api/account/verify-email/resend/', {}, access_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Your e-mail address is already verified.', code: 'already_verified' });
  });
});

describe('POST /api/account/delete/', () => {
  it('deletes the account and its data: old tokens are refused, sign-in fails, files are gone', async () => {
    await server.close();
    server = await startServer({ webOrigins: [WEB], catalogueSize: 3 }); // a figure to wish for
    const tokens = await register();
    const userId = Number((await json(server.app, 'GET', '/api/account/profile/', undefined, tokens.access_token)).json().id);
    const { payload, headers } = multipart([{ name: 'file', value: PNG_1X1, filename: 'me.png', contentType: 'image/png' }]);
    const upload = await server.app.inject({ method: 'PUT', url: '/api/account/profile/upload-picture/', payload, headers: { ...headers, authorization: `Bearer ${tokens.access_token}` } });
    expect(upload.statusCode).toBe(200);
    expect((await json(server.app, 'PATCH', '/api/account/preferences/ui/', { theme: 'dark' }, tokens.access_token)).statusCode).toBe(200);
    await database().execute({ sql: "INSERT INTO notifications (user_id, title, body, kind, created_at) VALUES (?, 't', 'b', 'system', '2026-04-13T09:00:00Z')", args: [userId] });
    const figure = await database().execute('SELECT slug FROM figures LIMIT 1');
    expect((await json(server.app, 'POST', '/api/account/wishlist/', { slug: figure.rows[0]!.slug }, tokens.access_token)).statusCode).toBeLessThan(300);
    const owned = async () => {
      const counts: Record<string, number> = {};
      for (const table of ['users', 'refresh_tokens', 'one_time_tokens', 'user_preferences', 'notifications', 'wishlist']) {
        const column = table === 'users' ? 'id' : 'user_id';
        const result = await database().execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, args: [userId] });
        counts[table] = Number(result.rows[0]!.n);
      }
      return counts;
    };
    const before = await owned();
    expect(before).toMatchObject({ users: 1, user_preferences: 1, notifications: 1, wishlist: 1 });
    expect(before.refresh_tokens).toBeGreaterThan(0);
    expect((await readdir(join(server.dataDir, 'uploads'))).filter((name) => name.startsWith(`${userId}-`))).toHaveLength(1);

    const res = await post('/api/account/delete/', { current_password: FAN.password, confirmation: ` ${FAN.email.toUpperCase()} ` }, tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your account and its data were deleted.' });

    expect(Object.values(await owned()).every((n) => n === 0)).toBe(true);
    expect((await readdir(join(server.dataDir, 'uploads'))).filter((name) => name.startsWith(`${userId}-`))).toHaveLength(0);
    const profile = await json(server.app, 'GET', '/api/account/profile/', undefined, tokens.access_token);
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await signIn(FAN.email, FAN.password)).statusCode).toBe(401);
  });

  it('refuses a wrong password, a wrong typed confirmation and a moderator account, deleting nothing', async () => {
    const tokens = await register();
    const wrong = await post('/api/account/delete/', { current_password: 'not-my-password', confirmation: FAN.email }, tokens.access_token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_PASSWORD);
    const typo = await post('/api/account/delete/', { current_password: FAN.password, confirmation: 'settings.fan@figureshop.tset' }, tokens.access_token);
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toEqual({ confirmation: ['Type the e-mail address of your account exactly as shown.'] });
    const missing = await post('/api/account/delete/', {}, tokens.access_token);
    expect(missing.json()).toEqual({ current_password: ['This field is required.'], confirmation: ['This field is required.'] });
    expect((await signIn(FAN.email, FAN.password)).statusCode).toBe(200);

    const moderator = await login(server.app, MODERATOR);
    const res = await post('/api/account/delete/', { current_password: MODERATOR.password, confirmation: MODERATOR.email }, moderator.access_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'moderator_account' });
    expect((await signIn(MODERATOR.email, MODERATOR.password)).statusCode).toBe(200);
  });
});
