import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPaths } from '@shared/api';
import { alertOf, CARDS, GOOD, parseHtml, paymentHarness, START, webReturn, type PaymentHarness } from './support';

// The demo provider's pages (docs/product-rules.md §Payment 1, 3): the test cards' outcomes, the
// confirmation step, expired and completed sessions, what the page shows and never shows. The server
// does not listen here, so webhook events stay in the outbox, where these tests read them.

let h: PaymentHarness;
beforeAll(async () => {
  h = await paymentHarness();
}, 60_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.execute('DELETE FROM cart_lines');
});

/** A due order and an open session of it. */
async function openSession() {
  const order = await h.dueOrder();
  return { order, session: await h.session(order.id) };
}

/** The outbox events of `sessionId`. */
const eventsOf = async (sessionId: string) => (await h.outbox()).filter((row) => row.event.data.session_id === sessionId).map((row) => row.event);

const statusOf = async (sessionId: string) =>
  String((await h.db.execute({ sql: 'SELECT status FROM payment_sessions WHERE id = ?', args: [sessionId] })).rows[0]!.status);

describe('the card form', { timeout: 30_000 }, () => {
  it('4242 4242 4242 4242 pays: 303 to the return URL exactly, session succeeded, one payment.succeeded event; the order is unchanged until the webhook', async () => {
    const { order, session } = await openSession();
    const res = await h.post(session.path, { number: CARDS.pays, ...GOOD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(webReturn(order.id));
    expect(await statusOf(session.session_id)).toBe('succeeded');
    const events = await eventsOf(session.session_id);
    expect(events).toEqual([
      { id: expect.stringMatching(/^evt_[A-Za-z0-9_-]{32}$/), type: 'payment.succeeded', created: Math.floor(START / 1000), data: { session_id: session.session_id, amount_jpy: order.payment.amount_jpy, failure: null } },
    ]);
    // Only the webhook makes an order paid, never the way back to the shop.
    expect((await h.read(order.id)).payment.state).toBe('due');
  });

  it.each([
    ['4000 0000 0000 0002', CARDS.declined, 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', CARDS.insufficient, 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('%s fails: the form again with the reason, a payment.failed event, the session still open', async (_label, number, code, message) => {
    const { order, session } = await openSession();
    const res = await h.post(session.path, { number, ...GOOD });
    expect(res.statusCode).toBe(200);
    expect(alertOf(res.body)).toBe(message);
    expect(await eventsOf(session.session_id)).toEqual([
      expect.objectContaining({ type: 'payment.failed', data: { session_id: session.session_id, amount_jpy: order.payment.amount_jpy, failure: { code, message } } }),
    ]);
    expect(await statusOf(session.session_id)).toBe('open');
    expect(res.body).toContain(`<a href="${webReturn(order.id)}">Return to Figure Shop</a>`);
  });

  it('an expiry month before this one fails expired_card; this month is still good', async () => {
    const { session } = await openSession();
    const expired = await h.post(session.path, { number: CARDS.pays, ...GOOD, expiry: '03/26' });
    expect(alertOf(expired.body)).toBe('Your card has expired.');
    expect((await eventsOf(session.session_id)).map((event) => event.data.failure?.code)).toEqual(['expired_card']);
    expect((await h.post(session.path, { number: CARDS.pays, ...GOOD, expiry: '04/26' })).statusCode).toBe(303);
  });

  it.each(['12', '1234', 'abc', ''])('a CVC of "%s" fails incorrect_cvc', async (cvc) => {
    const { session } = await openSession();
    const res = await h.post(session.path, { number: CARDS.pays, ...GOOD, cvc });
    expect(alertOf(res.body)).toBe("Your card's security code is incorrect.");
    expect((await eventsOf(session.session_id)).map((event) => event.data.failure?.code)).toEqual(['incorrect_cvc']);
  });

  it('ignores spaces in the card number', async () => {
    const { session } = await openSession();
    expect((await h.post(session.path, { number: ' 4242424242 424242 ', ...GOOD })).statusCode).toBe(303);
  });

  it('any other number: the form again with "Your card number is invalid.", no event, the number not echoed, the name kept', async () => {
    const { session } = await openSession();
    const res = await h.post(session.path, { number: '1234 5678 9012 3456', ...GOOD, name: 'Mika "M" <Tanaka>' });
    expect(res.statusCode).toBe(200);
    expect(alertOf(res.body)).toBe('Your card number is invalid.');
    expect(res.body).not.toContain('1234 5678');
    expect(res.body).not.toContain('1234567890123456');
    const form = parseHtml(res.body);
    expect(form.querySelector<HTMLInputElement>('#name')!.value).toBe('Mika "M" <Tanaka>');
    expect(form.querySelector<HTMLInputElement>('#number')!.value).toBe('');
    expect(form.querySelector('#number')!.getAttribute('aria-invalid')).toBe('true');
    expect(await eventsOf(session.session_id)).toEqual([]);
  });

  it('a failed payment keeps the typed name and never writes the card number back', async () => {
    const { session } = await openSession();
    const res = await h.post(session.path, { number: '4000000000000002', ...GOOD });
    expect(res.body).not.toContain('4000000000000002');
    expect(parseHtml(res.body).querySelector<HTMLInputElement>('#name')!.value).toBe(GOOD.name);
  });

  it('an expiry not shaped MM/YY or a missing name: the form again, no event', async () => {
    const { session } = await openSession();
    expect(alertOf((await h.post(session.path, { number: CARDS.pays, ...GOOD, expiry: '2030-12' })).body)).toBe("Your card's expiry date is incomplete. Use MM/YY.");
    expect(alertOf((await h.post(session.path, { number: CARDS.pays, ...GOOD, name: ' ' })).body)).toBe('Enter the name on the card (at most 100 characters).');
    expect(alertOf((await h.post(session.path, {})).body)).toBe('Enter the name on the card (at most 100 characters).');
    expect(await eventsOf(session.session_id)).toEqual([]);
  });
});

describe('the confirmation step (4000 0027 6000 3184)', { timeout: 30_000 }, () => {
  it('goes to "Confirm this payment"; "Complete authentication" pays', async () => {
    const { order, session } = await openSession();
    const res = await h.post(session.path, { number: CARDS.confirm, ...GOOD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(demoPaths.paymentAuthenticate(session.session_id));
    expect(await eventsOf(session.session_id)).toEqual([]);
    const step = await h.page(demoPaths.paymentAuthenticate(session.session_id));
    const doc = parseHtml(step.body);
    expect(doc.querySelector('h1')!.textContent).toBe('Confirm this payment');
    expect([...doc.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Complete authentication', 'Fail authentication']);
    const done = await h.post(demoPaths.paymentAuthenticate(session.session_id), { decision: 'complete' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(webReturn(order.id));
    expect((await eventsOf(session.session_id)).map((event) => event.type)).toEqual(['payment.succeeded']);
  });

  it('"Fail authentication" fails authentication_failed: the form again with the name typed before', async () => {
    const { session } = await openSession();
    await h.post(session.path, { number: CARDS.confirm, ...GOOD });
    const res = await h.post(demoPaths.paymentAuthenticate(session.session_id), { decision: 'fail' });
    expect(res.statusCode).toBe(200);
    expect(alertOf(res.body)).toBe('We could not authenticate your payment method.');
    expect(parseHtml(res.body).querySelector<HTMLInputElement>('#name')!.value).toBe(GOOD.name);
    expect((await eventsOf(session.session_id)).map((event) => event.data.failure?.code)).toEqual(['authentication_failed']);
    expect(await statusOf(session.session_id)).toBe('open');
    // The step is over: completing it now pays nothing.
    const late = await h.post(demoPaths.paymentAuthenticate(session.session_id), { decision: 'complete' });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(session.path);
    expect((await eventsOf(session.session_id)).map((event) => event.type)).toEqual(['payment.failed']);
  });

  it('cannot be reached without the confirmation card: back to the form, nothing paid', async () => {
    const { session } = await openSession();
    const res = await h.post(demoPaths.paymentAuthenticate(session.session_id), { decision: 'complete' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(session.path);
    expect((await h.page(demoPaths.paymentAuthenticate(session.session_id))).headers.location).toBe(session.path);
    expect(await statusOf(session.session_id)).toBe('open');
    expect(await eventsOf(session.session_id)).toEqual([]);
  });
});

describe('sessions that cannot be paid', { timeout: 30_000 }, () => {
  it('a completed session says "This payment is complete." and charges nothing again', async () => {
    const { session } = await openSession();
    expect((await h.post(session.path, { number: CARDS.pays, ...GOOD })).statusCode).toBe(303);
    const again = await h.post(session.path, { number: CARDS.pays, ...GOOD });
    expect(again.statusCode).toBe(409);
    expect(parseHtml(again.body).querySelector('h1')!.textContent).toBe('This payment is complete.');
    const page = await h.page(session.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment is complete.');
    expect(page.body).not.toContain('<form');
    expect((await eventsOf(session.session_id)).map((event) => event.type)).toEqual(['payment.succeeded']);
  });

  it('a session an hour old says "This payment link has expired." and charges nothing', async () => {
    const { session } = await openSession();
    h.server.advance(3_600_000);
    try {
      const page = await h.page(session.path);
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This payment link has expired.');
      const post = await h.post(session.path, { number: CARDS.pays, ...GOOD });
      expect(post.statusCode).toBe(410);
      expect(await statusOf(session.session_id)).toBe('open');
      expect(await eventsOf(session.session_id)).toEqual([]);
    } finally {
      h.server.advance(-3_600_000);
    }
  });

  it('an unknown session is a 404 page', async () => {
    for (const path of [demoPaths.paymentPage(`cs_${'A'.repeat(32)}`), demoPaths.paymentPage('nope'), demoPaths.paymentAuthenticate(`cs_${'A'.repeat(32)}`)]) {
      const res = await h.page(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await h.post(demoPaths.paymentPage(`cs_${'A'.repeat(32)}`), { number: CARDS.pays, ...GOOD })).statusCode).toBe(404);
  });
});

describe('the page itself', { timeout: 30_000 }, () => {
  it('is Figure Pay in test mode: one h1, landmarks, the order number and amount, labelled inputs with autocomplete, a strict CSP', async () => {
    const { order, session } = await openSession();
    const res = await h.page(session.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = parseHtml(res.body);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('header')!.textContent).toContain('Figure Pay');
    expect(doc.querySelector('header')!.textContent).toContain('Test mode');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1')!.textContent).toBe('Pay Figure Shop');
    expect(doc.querySelectorAll('main')).toHaveLength(1);
    expect(doc.querySelectorAll('footer')).toHaveLength(1);
    expect(doc.body.textContent).toContain(`Order ${order.number}`);
    expect(doc.body.textContent).toContain(new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(order.payment.amount_jpy));
    const inputs = [...doc.querySelectorAll('input')];
    expect(inputs.map((input) => [input.labels?.[0]?.textContent, input.getAttribute('autocomplete')])).toEqual([
      ['Card number', 'cc-number'],
      ['Expiry (MM/YY)', 'cc-exp'],
      ['CVC', 'cc-csc'],
      ['Name on card', 'cc-name'],
    ]);
    expect(doc.querySelector('form')!.getAttribute('action')).toBe(session.path);
    expect(doc.querySelector('style')!.textContent).toContain(':focus-visible');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('speaks Japanese for Accept-Language ja, Chinese for zh-CN, English otherwise', async () => {
    const { session } = await openSession();
    const ja = parseHtml((await h.page(session.path, { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' })).body);
    expect(ja.documentElement.lang).toBe('ja');
    expect(ja.querySelector('h1')!.textContent).toBe('Figure Shop へのお支払い');
    expect(ja.querySelector('label[for="number"]')!.textContent).toBe('カード番号');
    const failed = await h.post(session.path, { number: CARDS.declined, ...GOOD }, { 'accept-language': 'ja' });
    expect(alertOf(failed.body)).toBe('カードが拒否されました。');
    const zh = parseHtml((await h.page(session.path, { 'accept-language': 'zh-CN' })).body);
    expect(zh.documentElement.lang).toBe('zh-Hans');
    expect(zh.querySelector('h1')!.textContent).toBe('向 Figure Shop 付款');
    const fr = await h.page(session.path, { 'accept-language': 'fr-FR' });
    expect(parseHtml(fr.body).documentElement.lang).toBe('en');
    expect(fr.headers.vary).toContain('Accept-Language');
  });
});

describe('throttling', { timeout: 60_000 }, () => {
  it('the card form takes at most the configured posts per client address; then 429 with Retry-After', async () => {
    const t = await paymentHarness(20, { payments: { payPostsPerAddress: { max: 2, windowMs: 60_000 } }, authLimits: { throttledAnswerDelayMs: 0 } });
    try {
      const order = await t.dueOrder();
      const session = await t.session(order.id);
      expect((await t.post(session.path, { number: CARDS.declined, ...GOOD })).statusCode).toBe(200);
      expect((await t.post(session.path, { number: CARDS.declined, ...GOOD })).statusCode).toBe(200);
      const third = await t.post(session.path, { number: CARDS.pays, ...GOOD });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await t.outbox()).map((row) => row.event.type)).toEqual(['payment.failed', 'payment.failed']);
    } finally {
      await t.close();
    }
  });
});

describe('card numbers', { timeout: 60_000 }, () => {
  it('are neither stored nor logged, even at trace level', async () => {
    const lines: string[] = [];
    const t = await paymentHarness(20, { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    try {
      const order = await t.dueOrder();
      const session = await t.session(order.id);
      await t.post(session.path, { number: '4000000000000002', ...GOOD });
      await t.post(session.path, { number: '4000002760003184', ...GOOD });
      await t.post(demoPaths.paymentAuthenticate(session.session_id), { decision: 'fail' });
      await t.post(session.path, { number: '4242424242424242', ...GOOD });
      expect(lines.length).toBeGreaterThan(0);
      const stored = (await readFile(join(t.server.dataDir, 'demo.db'))).toString('latin1');
      for (const number of ['4000000000000002', '4000002760003184', '4242424242424242']) {
        expect(lines.join('\n')).not.toContain(number);
        expect(stored).not.toContain(number);
      }
    } finally {
      await t.close();
    }
  });
});
