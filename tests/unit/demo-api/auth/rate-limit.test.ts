/** Throttling of the sign-in endpoints (docs/product-rules.md §Security 4; ASVS V2.2.1): through the routes, with small budgets. */
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUTH_LIMITS, type AuthLimitSettings } from '../../../../src/demo-api/auth/rate-limit';
import { COLLECTOR, MODERATOR, login, startServer, type TestServer } from '../helpers';

vi.setConfig({ testTimeout: 30_000 });

let server: TestServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

/** A server with the given budgets; no tarpit and no failure delay unless asked (they only slow tests down). */
async function start(authLimits: Partial<AuthLimitSettings>): Promise<TestServer> {
  server = await startServer({
    webOrigins: ['http://127.0.0.1:5173'],
    authLimits: { throttledAnswerDelayMs: 0, failureCooldownMs: { first: 0, max: 0 }, ...authLimits },
  });
  return server;
}

/** POSTs JSON from the client address `from` (inject's remoteAddress; default 127.0.0.1). */
function post(url: string, body: unknown, from = '127.0.0.1') {
  const options: InjectOptions = { method: 'POST', url, remoteAddress: from, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
  return server!.app.inject(options);
}

const WRONG = { ...COLLECTOR, password: 'figures-4-never' };
const RESET_URL = 'http://127.0.0.1:5173/account/password-reset';
const MINUTE = 60_000;

/** Asserts DRF's Throttled answer: 429, Retry-After in whole seconds, the same number in the detail. */
function expectThrottled(res: Awaited<ReturnType<typeof post>>, maxSeconds: number): number {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(res.json()).toEqual({ detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`, code: 'throttled' });
  return seconds;
}

describe('failed logins per account', () => {
  it('after max failures the account refuses even the right password until the window ends; other accounts are untouched', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start({ loginFailuresPerAccount: { max: 3, windowMs: 15 * MINUTE } });
    for (let i = 0; i < 3; i += 1) expect((await post('/api/account/login/', WRONG)).statusCode).toBe(401);
    // The same account in another spelling, with the right password: still refused.
    expectThrottled(await post('/api/account/login/', { ...COLLECTOR, email: 'Collector@FigureShop.test' }), 15 * 60);
    expectThrottled(await post('/api/account/login/', COLLECTOR, '10.0.0.9'), 15 * 60);
    expect((await post('/api/account/login/', MODERATOR)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 15 * MINUTE + 1000);
    expect((await post('/api/account/login/', COLLECTOR)).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    await start({ loginFailuresPerAccount: { max: 2, windowMs: 15 * MINUTE } });
    for (let i = 0; i < 4; i += 1) expect((await post('/api/account/login/', COLLECTOR)).statusCode).toBe(200);
    expect((await post('/api/account/login/', WRONG)).statusCode).toBe(401);
    expect((await post('/api/account/login/', COLLECTOR)).statusCode).toBe(200);
  });

  it('counts unknown e-mails like known ones (no account enumeration through the limit)', async () => {
    await start({ loginFailuresPerAccount: { max: 1, windowMs: MINUTE } });
    const ghost = { email: 'ghost@figureshop.test', password: 'whatever-1234' };
    expect((await post('/api/account/login/', ghost)).statusCode).toBe(401);
    expectThrottled(await post('/api/account/login/', ghost), 60);
  });
});

describe('failed logins per address (spraying)', () => {
  it('an address with max failures over several accounts is refused; another address is not', async () => {
    await start({ loginFailuresPerAddress: { max: 2, windowMs: MINUTE } });
    expect((await post('/api/account/login/', WRONG, '10.0.0.1')).statusCode).toBe(401);
    expect((await post('/api/account/login/', { ...MODERATOR, password: 'nope-nope-nope' }, '10.0.0.1')).statusCode).toBe(401);
    expectThrottled(await post('/api/account/login/', MODERATOR, '10.0.0.1'), 60);
    expect((await post('/api/account/login/', MODERATOR, '10.0.0.2')).statusCode).toBe(200);
  });
});

describe('per-address flood guard on every sign-in route', () => {
  it.each([
    ['/api/account/token/refresh/', { refresh_token: 'nope' }, 401],
    ['/api/account/token/revoke/', { refresh_token: 'nope' }, 200],
    ['/api/account/password/reset/confirm/', { uidb64: 'MQ', token: 'nope', new_password: 'long-enough-pw-1' }, 400],
    ['/api/account/login/', { email: 'not-an-email', password: 'x' }, 400],
  ])('%s: max calls per window, then 429 with Retry-After', async (url, body, status) => {
    await start({ perAddress: { max: 2, windowMs: MINUTE } });
    for (let i = 0; i < 2; i += 1) expect((await post(url, body)).statusCode).toBe(status);
    expectThrottled(await post(url, body), 60);
    expect((await post(url, body, '10.0.0.7')).statusCode).toBe(status);
  });

  it('registrations have their own budget per address', async () => {
    await start({ registrationsPerAddress: { max: 1, windowMs: MINUTE } });
    const account = (n: number) => ({ email: `new${n}@figureshop.test`, username: `new${n}`, password: `long-pass-new-${n}` });
    expect((await post('/api/account/register/', account(1))).statusCode).toBe(202);
    expectThrottled(await post('/api/account/register/', account(2)), 60);
    expect((await post('/api/account/register/', account(3), '10.0.0.3')).statusCode).toBe(202);
  });
});

describe('registration mails', () => {
  it('sends at most max registration mails per e-mail, new or taken, whatever the address, with the same answer each time', async () => {
    await start({ registrationMailsPerAccount: { max: 2, windowMs: 15 * MINUTE } });
    const mails = async (to: string) =>
      ((await server!.app.inject({ method: 'GET', url: `/dashboard/mailbox.json?to=${encodeURIComponent(to)}` })).json() as { mail: unknown[] }).mail.length;
    const answers = new Set<string>();
    for (const email of [COLLECTOR.email, 'fresh@figureshop.test']) {
      for (let i = 0; i < 3; i += 1) {
        const res = await post('/api/account/register/', { email, username: `someone${i}`, password: 'long-pass-word' }, `10.0.0.${i + 1}`);
        expect(res.statusCode).toBe(202);
        answers.add(res.body);
      }
      expect(await mails(email)).toBe(2);
    }
    expect(answers.size).toBe(1);
  });
});

describe('password reset', () => {
  it('sends at most max reset mails per e-mail, whatever the address, with the same answer each time', async () => {
    await start({ resetRequestsPerAccount: { max: 2, windowMs: 15 * MINUTE } });
    const mails = async (to: string) =>
      ((await server!.app.inject({ method: 'GET', url: `/dashboard/mailbox.json?to=${encodeURIComponent(to)}` })).json() as { mail: unknown[] }).mail.length;
    for (const [i, email] of [COLLECTOR.email, 'ghost@figureshop.test', COLLECTOR.email.toUpperCase(), COLLECTOR.email].entries()) {
      const res = await post('/api/account/password/reset/', { email, redirectUrl: RESET_URL }, `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'If an account exists for this e-mail address, a password reset e-mail has been sent.' });
    }
    await vi.waitFor(async () => expect(await mails(COLLECTOR.email)).toBe(2), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 200)); // a late third mail would show by now
    expect(await mails(COLLECTOR.email)).toBe(2);
    expect((await post('/api/account/password/reset/', { email: MODERATOR.email, redirectUrl: RESET_URL })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await mails(MODERATOR.email)).toBe(1), { timeout: 10_000 });
  });

  it('limits reset requests per address with a 429', async () => {
    await start({ resetRequestsPerAddress: { max: 2, windowMs: 15 * MINUTE } });
    for (const email of ['a@figureshop.test', 'b@figureshop.test']) {
      expect((await post('/api/account/password/reset/', { email, redirectUrl: RESET_URL })).statusCode).toBe(200);
    }
    expectThrottled(await post('/api/account/password/reset/', { email: 'c@figureshop.test', redirectUrl: RESET_URL }), 15 * 60);
    expect((await post('/api/account/password/reset/', { email: 'c@figureshop.test', redirectUrl: RESET_URL }, '10.0.0.9')).statusCode).toBe(200);
  });

  it('limits confirmation attempts per account id', async () => {
    await start({ resetConfirmsPerAccount: { max: 2, windowMs: MINUTE } });
    const attempt = (uidb64: string, from?: string) => post('/api/account/password/reset/confirm/', { uidb64, token: 'guess', new_password: 'long-enough-pw-1' }, from);
    expect((await attempt('MQ')).statusCode).toBe(400);
    expect((await attempt('MQ', '10.0.0.8')).statusCode).toBe(400);
    expectThrottled(await attempt('MQ', '10.0.0.9'), 60);
    expect((await attempt('Mg')).statusCode).toBe(400);
  });
});

describe('refreshes per token family', () => {
  it('max refreshes of one sign-in chain per window; a new sign-in is its own family', async () => {
    await start({ refreshesPerFamily: { max: 2, windowMs: MINUTE } });
    let { refresh_token } = await login(server!.app);
    for (let i = 0; i < 2; i += 1) {
      const res = await post('/api/account/token/refresh/', { refresh_token });
      expect(res.statusCode).toBe(200);
      refresh_token = res.json().refresh_token;
    }
    expectThrottled(await post('/api/account/token/refresh/', { refresh_token }), 60);
    const other = await login(server!.app);
    expect((await post('/api/account/token/refresh/', { refresh_token: other.refresh_token })).statusCode).toBe(200);
  });
});

describe('scrypt gate', () => {
  it('a flood of bad logins from one address gets quick 429s beyond its queue, while another address signs in', async () => {
    await start({ passwordWork: { concurrency: 2, perKeyConcurrency: 1, perKeyQueue: 2, maxQueued: 50 } });
    const flood = Array.from({ length: 8 }, () => post('/api/account/login/', { email: 'ghost@figureshop.test', password: 'wrong-wrong-1' }, '10.6.6.6'));
    const real = post('/api/account/login/', COLLECTOR, '10.1.1.1');
    const answers = await Promise.all(flood);
    const statuses = answers.map((res) => res.statusCode).sort();
    // 1 running + 2 queued get a real answer; the other 5 are refused at once.
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.statusCode === 429)) expect(res.headers['retry-after']).toBe('1');
    expect((await real).statusCode).toBe(200);
  });
});

describe('tarpit and progressive delay', () => {
  it('holds a 429 for throttledAnswerDelayMs (at most its Retry-After) before sending it', async () => {
    await start({ perAddress: { max: 1, windowMs: MINUTE }, throttledAnswerDelayMs: 300 });
    await post('/api/account/token/revoke/', { refresh_token: 'x' });
    const started = performance.now();
    expectThrottled(await post('/api/account/token/revoke/', { refresh_token: 'x' }), 60);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('after a failed login the address waits before its next password check, doubling per failure', async () => {
    await start({ failureCooldownMs: { first: 1000, max: 2000 } });
    const timed = async (body: unknown, from: string) => {
      const started = performance.now();
      const res = await post('/api/account/login/', body, from);
      return { status: res.statusCode, ms: performance.now() - started };
    };
    /** The same right login from the cooling address and from a fresh one at once: how much longer the first took. */
    const extraWait = async () => {
      const [cooling, fresh] = await Promise.all([timed(COLLECTOR, '10.0.0.1'), timed(COLLECTOR, '10.0.0.2')]);
      expect([cooling.status, fresh.status]).toEqual([200, 200]);
      return cooling.ms - fresh.ms;
    };
    expect((await timed(WRONG, '10.0.0.1')).status).toBe(401);
    expect(await extraWait()).toBeGreaterThan(500); // up to 1 s after the 1st failure
    expect((await timed(WRONG, '10.0.0.1')).status).toBe(401);
    expect(await extraWait()).toBeGreaterThan(500); // the success just now started it over: 1 s again
    expect((await timed(WRONG, '10.0.0.1')).status).toBe(401);
    expect((await timed(WRONG, '10.0.0.1')).status).toBe(401);
    expect(await extraWait()).toBeGreaterThan(1300); // up to 2 s after the 2nd in a row (1 s doubled, the cap)
  });
});

describe('defaults', () => {
  it('are far above an e2e run: 12 sign-ins of one account from one address all succeed', async () => {
    server = await startServer();
    expect(DEFAULT_AUTH_LIMITS.loginFailuresPerAccount).toEqual({ max: 10, windowMs: 15 * MINUTE });
    for (let i = 0; i < 12; i += 1) await login(server!.app);
  }, 60_000);
});
