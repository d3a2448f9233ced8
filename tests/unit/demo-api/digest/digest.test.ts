import { createHmac, hkdfSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDigest } from '../../../../src/demo-api/digest/digest';
import { EXPIRED_UNSUBSCRIBE_LINK, INVALID_UNSUBSCRIBE_LINK, UNSUBSCRIBED_TEXT } from '../../../../src/demo-api/digest/routes';
import { DIGEST_UNSUBSCRIBE_PURPOSE, UNSUBSCRIBE_TOKEN_TTL_MS, signPurposeToken, verifyPurposeToken } from '../../../../src/demo-api/digest/unsubscribe-token';
import { loadOrCreateSecret } from '../../../../src/demo-api/storage/secret';
import { COLLECTOR, MODERATOR, json, login, startServer, type TestServer } from '../helpers';

const WEB = 'http://127.0.0.1:5173';
let server: TestServer;
beforeEach(async () => {
  server = await startServer({ webOrigins: [WEB] });
});
afterEach(async () => {
  await server.close();
});

type Mail = { to: string; subject: string; body: string; html: string | null; link: string | null };
const mailTo = async (to: string): Promise<Mail[]> => (await server.app.inject({ method: 'GET', url: `/dashboard/mailbox.json?to=${encodeURIComponent(to)}` })).json().mail;
const runDigests = async () => {
  const res = await json(server.app, 'POST', '/dashboard/digests', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sent: string[]; skipped: number };
};
const DAY_MS = 24 * 3_600_000;
/** The path and query of the unsubscribe link in the newest digest to `to`. */
const unsubscribePath = async (to: string) => {
  const url = new URL(/Stop these e-mails: (\S+)/.exec((await mailTo(to))[0]!.body)![1]!);
  return `${url.pathname}${url.search}`;
};
const digestOn = async (email: string, token: string) => {
  const res = await json(server.app, 'GET', '/api/account/preferences/', undefined, token);
  const prefs = res.json().preferences;
  const parsed = typeof prefs === 'string' ? JSON.parse(prefs) : prefs;
  return parsed.notifications?.email_digest ?? true;
};

describe('digest e-mails', () => {
  it('sends each user with the digest on their unread notifications, with working absolute links; none when off; once a day', async () => {
    expect(await runDigests()).toEqual({ sent: [COLLECTOR.email], skipped: 1 }); // the moderator has email_digest off
    expect(await mailTo(MODERATOR.email)).toEqual([]);
    const [mail] = await mailTo(COLLECTOR.email);
    expect(mail!.subject).toBe('Your Figure Shop digest: 2 unread notifications');
    expect(mail!.link).toBe(`${WEB}/notifications`);
    expect(mail!.body).toContain('- Back in stock: Nendoroid Hatsune Miku');
    expect(mail!.body).toContain(`${WEB}/figures?search=Nendoroid%20Hatsune%20Miku`);
    expect(mail!.body).toMatch(/Stop these e-mails: http:\/\/localhost(:80)?\/api\/account\/unsubscribe\/\?token=1\.\d+\.[\w-]{43}/);
    expect(mail!.html).toContain(`<a href="${WEB}/figures?search=Rem">Pre-orders open: Scale figure Rem 1/7</a>`);
    // The dashboard shows the links clickable.
    const dashboard = (await server.app.inject({ method: 'GET', url: '/dashboard' })).body;
    expect(dashboard).toContain(`<a href="${WEB}/notifications">`);
    expect(dashboard).toContain('Send digests now');

    expect(await runDigests()).toEqual({ sent: [], skipped: 2 }); // not twice a day
    server.advance(24 * 3_600_000);
    expect((await runDigests()).sent).toEqual([COLLECTOR.email]);
    // Nothing unread: no digest.
    const token = (await login(server.app, COLLECTOR)).access_token;
    await json(server.app, 'POST', '/api/notifications/read-all/', undefined, token);
    server.advance(24 * 3_600_000);
    expect((await runDigests()).sent).toEqual([]);
  });

  it('the unsubscribe link turns email_digest off for that account only; no digest afterwards; its page names no address', async () => {
    await runDigests();
    const path = await unsubscribePath(COLLECTOR.email);
    const res = await server.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(UNSUBSCRIBED_TEXT);
    // Whoever holds the link (a forwarded mail, a link scanner) learns no address from the page.
    expect(res.body).not.toContain(COLLECTOR.email);
    expect(res.body).not.toMatch(/[\w.+-]+@[\w-]+\.\w/);
    const collector = (await login(server.app, COLLECTOR)).access_token;
    expect(await digestOn(COLLECTOR.email, collector)).toBe(false);
    expect(await digestOn(MODERATOR.email, (await login(server.app, MODERATOR)).access_token)).toBe(false); // seeded off, untouched
    server.advance(24 * 3_600_000);
    expect((await runDigests()).sent).toEqual([]);
    // RFC 8058 one-click POST works too (idempotent).
    expect((await server.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
  });

  it('each digest carries its own unsubscribe token, which works for 60 days from that digest', async () => {
    await runDigests();
    const first = await unsubscribePath(COLLECTOR.email);
    server.advance(DAY_MS);
    await runDigests();
    const second = await unsubscribePath(COLLECTOR.email);
    expect(second).not.toBe(first);

    // The first digest's link, 60 days after its digest (one day after the second's): refused, nothing changed.
    server.advance(UNSUBSCRIBE_TOKEN_TTL_MS - DAY_MS);
    const collector = (await login(server.app, COLLECTOR)).access_token;
    for (const method of ['GET', 'POST'] as const) {
      const expired = await server.app.inject({ method, url: first });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ detail: EXPIRED_UNSUBSCRIBE_LINK, code: 'expired_token' });
    }
    expect(await digestOn(COLLECTOR.email, collector)).toBe(true);
    // The second digest's link still has a day to go.
    expect((await server.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(await digestOn(COLLECTOR.email, collector)).toBe(false);
  });

  it('a forged, altered, lengthened, other-purpose, old-format or missing token is a 400 in DRF shape and changes nothing', async () => {
    const secret = await loadOrCreateSecret(server.dataDir);
    const collector = (await login(server.app, COLLECTOR)).access_token;
    const now = Date.parse('2026-04-13T09:00:00Z'); // the test server's clock
    const expiry = now + UNSUBSCRIBE_TOKEN_TTL_MS;
    const valid = signPurposeToken(secret, 1, DIGEST_UNSUBSCRIBE_PURPOSE, expiry);
    const [, , mac] = valid.split('.');
    const flipped = `${valid.slice(0, -2)}${valid.at(-2) === 'A' ? 'B' : 'A'}${valid.at(-1)}`;
    const oldFormat = `1.${createHmac('sha256', Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'figure-shop e-mail link tokens', 32))).update(`${DIGEST_UNSUBSCRIBE_PURPOSE}\n1`).digest('base64url')}`;
    const forged = [
      signPurposeToken(Buffer.alloc(64, 7), 1, DIGEST_UNSUBSCRIBE_PURPOSE, expiry), // another key
      signPurposeToken(secret, 1, 'password_reset', expiry), // another purpose
      `2.${expiry}.${mac}`, // moved to another account
      `1.${expiry + UNSUBSCRIBE_TOKEN_TTL_MS}.${mac}`, // lengthened
      flipped,
      oldFormat, // the never-expiring token digests carried before
      collector, // an access token
      '',
    ];
    for (const token of forged) {
      const res = await server.app.inject({ method: 'GET', url: `/api/account/unsubscribe/?token=${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ detail: INVALID_UNSUBSCRIBE_LINK, code: 'invalid_token' });
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/account/unsubscribe/' })).statusCode).toBe(400);
    expect(await digestOn(COLLECTOR.email, collector)).toBe(true);
    expect(verifyPurposeToken(secret, valid, DIGEST_UNSUBSCRIBE_PURPOSE, now)).toEqual({ ok: true, userId: 1 });
    expect(verifyPurposeToken(secret, valid, DIGEST_UNSUBSCRIBE_PURPOSE, expiry)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPurposeToken(secret, flipped, DIGEST_UNSUBSCRIBE_PURPOSE, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('the dashboard button needs the page token and this machine', async () => {
    const form = (fields: Record<string, string>, remoteAddress?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/dashboard/digests',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    expect((await form({ csrf: 'forged' })).statusCode).toBe(403);
    const csrf = /name="csrf" value="([^"]+)"/.exec((await server.app.inject({ method: 'GET', url: '/dashboard' })).body)![1]!;
    expect((await form({ csrf }, '10.0.0.9')).statusCode).toBe(403);
    expect((await json(server.app, 'POST', '/dashboard/digests', {}, undefined)).statusCode).toBe(200);
    server.advance(24 * 3_600_000);
    const ok = await form({ csrf });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/dashboard?digests=1');
    expect((await server.app.inject({ method: 'GET', url: '/dashboard?digests=1' })).body).toContain('Digests sent: 1.');
  });
});

describe('daily timer', () => {
  it('sends the digests on its own every period (here 50 ms), once per day', async () => {
    const timed = await startServer({ webOrigins: [WEB], digestIntervalMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const mail = (await timed.app.inject({ method: 'GET', url: `/dashboard/mailbox.json?to=${encodeURIComponent(COLLECTOR.email)}` })).json().mail;
      expect(mail.map((m: Mail) => m.subject)).toEqual(['Your Figure Shop digest: 2 unread notifications']);
    } finally {
      await timed.close();
    }
  });
});

describe('buildDigest', () => {
  it('escapes what users wrote and counts the rest', () => {
    const n = { id: 1, title: '<b>Sale</b>', body: 'a & b', kind: 'announcement', created_at: '2026-04-13T09:00:00.000Z', read: false, target: null };
    const mail = buildDigest('x<y', [n], 3, WEB, 'http://api/unsub?token=1.a');
    expect(mail.html).toContain('&lt;b&gt;Sale&lt;/b&gt;');
    expect(mail.html).toContain('Hello x&lt;y');
    expect(mail.html).not.toContain('<b>Sale');
    expect(mail.html).toContain('…and 2 more.');
    expect(mail.text).toContain(`${WEB}/notifications`);
    expect(mail.subject).toBe('Your Figure Shop digest: 3 unread notifications');
  });
});
