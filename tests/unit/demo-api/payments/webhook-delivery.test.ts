import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderPaths } from '@shared/api';
import { CARDS, GOOD, paymentHarness, type PaymentHarness } from './support';

// The provider's webhook delivery and the whole payment (docs/product-rules.md §Payment 1, 3–4) on a
// server that really listens: the provider POSTs its events by HTTP to the server's own webhook
// endpoint, again with back-off until one is answered 2xx; only then is the order paid.

/** A harness of one test (closed after it). */
let own: PaymentHarness | undefined;
afterEach(async () => {
  await own?.close();
  own = undefined;
});

/** A harness listening on a free loopback port (unless `listen` is false), with the fault switch and the given retry settings. */
async function listening(webhook: { firstRetryDelayMs: number; maxAttempts?: number }, listen = true): Promise<PaymentHarness> {
  const t = await paymentHarness(30, { enableFaults: true, payments: { webhook } });
  if (listen) await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** The harness the quick tests share: 30 ms back-off, 3 attempts. */
let shared: PaymentHarness;
beforeAll(async () => {
  shared = await listening({ firstRetryDelayMs: 30, maxAttempts: 3 });
}, 60_000);
afterAll(async () => {
  await shared.close();
});

/** The origin `t` listens on (the fault switch answers only its own Host). */
function listeningUrl(t: PaymentHarness): string {
  const address = t.server.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server does not listen');
  return `http://127.0.0.1:${address.port}`;
}

/** Makes the next `times` webhook requests (every one when undefined) answer 500, through the fault switch. */
async function failWebhook(t: PaymentHarness, times?: number): Promise<void> {
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/__test__/faults',
    headers: { host: new URL(listeningUrl(t)).host, 'content-type': 'application/json' },
    payload: JSON.stringify({ path_prefix: orderPaths.paymentWebhook, kind: 'error', status: 500, method: 'POST', ...(times === undefined ? {} : { times }) }),
  });
  expect(res.statusCode, res.body).toBe(201);
}

const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

describe('webhook delivery', { timeout: 60_000 }, () => {
  it('retries with back-off: answered 500 twice, delivered on the third attempt; the order is paid only then', async () => {
    const t = (own = await listening({ firstRetryDelayMs: 400 }));
    await failWebhook(t, 2);
    const order = await t.dueOrder();
    const session = await t.session(order.id);
    const started = performance.now();
    expect((await t.post(session.path, { number: CARDS.pays, ...GOOD })).statusCode).toBe(303);

    await waitFor(async () => expect((await t.outbox())[0]).toMatchObject({ attempts: 1, delivered: false, lastError: 'HTTP 500' }));
    expect((await t.read(order.id)).payment.state).toBe('due');
    await waitFor(async () => expect((await t.outbox())[0]).toMatchObject({ attempts: 2, delivered: false, lastError: 'HTTP 500' }));
    expect((await t.read(order.id)).payment.state).toBe('due');

    await waitFor(async () => expect((await t.outbox())[0]).toMatchObject({ attempts: 3, delivered: true, lastError: null }));
    // 400 ms, then 800 ms: the back-off doubles.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_150);
    const paid = await t.read(order.id);
    expect(paid.payment.state).toBe('paid');
    expect(paid.events.map((event) => event.kind)).toEqual(['placed', 'paid']);
  });

  it('gives up after the configured attempts, leaving the event undelivered', async () => {
    const t = shared;
    await failWebhook(t);
    const order = await t.dueOrder();
    const session = await t.session(order.id);
    await t.post(session.path, { number: CARDS.pays, ...GOOD });
    const row = async () => (await t.outbox()).find((candidate) => candidate.event.data.session_id === session.session_id)!;
    try {
      await waitFor(async () => expect(await row()).toMatchObject({ attempts: 3, delivered: false }));
      await new Promise((resolve) => setTimeout(resolve, 300)); // a fourth attempt would have come after 120 ms
      expect((await row()).attempts).toBe(3);
      expect((await t.read(order.id)).payment.state).toBe('due');
    } finally {
      await t.server.app.inject({ method: 'DELETE', url: '/__test__/faults', headers: { host: new URL(listeningUrl(t)).host } });
    }
  });

  it('sends the events queued while the server was not listening once it listens', async () => {
    const t = (own = await listening({ firstRetryDelayMs: 30 }, false));
    const order = await t.dueOrder();
    const session = await t.session(order.id);
    await t.post(session.path, { number: CARDS.pays, ...GOOD });
    expect((await t.outbox())[0]).toMatchObject({ attempts: 0, delivered: false });
    await t.server.app.listen({ port: 0, host: '127.0.0.1' });
    await waitFor(async () => expect((await t.read(order.id)).payment.state).toBe('paid'));
  });
});

describe('paying an order, end to end', { timeout: 60_000 }, () => {
  it('4242 4242 4242 4242: the webhook makes the order paid', async () => {
    const t = shared;
    const order = await t.dueOrder();
    const session = await t.session(order.id);
    expect((await t.post(session.path, { number: CARDS.pays, ...GOOD })).statusCode).toBe(303);
    await waitFor(async () => expect((await t.read(order.id)).payment.state).toBe('paid'));
    const paid = await t.read(order.id);
    expect(paid.payment.amount_jpy).toBe(order.payment.amount_jpy);
    expect(paid.lines.map((line) => line.status)).toEqual(['paid']);
  });

  it('declined, then paid on a new session: the failure is shown until then; one succeeded session; nothing charged twice', async () => {
    const t = shared;
    const order = await t.dueOrder();
    const first = await t.session(order.id);
    expect((await t.post(first.path, { number: CARDS.declined, ...GOOD })).statusCode).toBe(200);
    await waitFor(async () => expect((await t.read(order.id)).payment.failure).toEqual({ code: 'card_declined', message: 'Your card was declined.' }));
    expect((await t.read(order.id)).payment.state).toBe('failed');

    const second = await t.session(order.id);
    expect((await t.post(second.path, { number: CARDS.pays, ...GOOD })).statusCode).toBe(303);
    await waitFor(async () => expect((await t.read(order.id)).payment.state).toBe('paid'));
    expect((await t.read(order.id)).events.map((event) => event.kind)).toEqual(['placed', 'payment_failed', 'paid']);

    // The first session expired when the second opened; the paid order opens no session.
    expect((await t.post(first.path, { number: CARDS.pays, ...GOOD })).statusCode).toBe(410);
    expect((await t.requestSession(order.id)).statusCode).toBe(409);
    const sessions = await t.db.execute({ sql: "SELECT COUNT(*) AS n FROM payment_sessions WHERE order_id = ? AND status = 'succeeded'", args: [order.id] });
    expect(Number(sessions.rows[0]!.n)).toBe(1);
    const sessionIds = [first.session_id, second.session_id];
    expect((await t.outbox()).filter((row) => sessionIds.includes(row.event.data.session_id)).map((row) => [row.event.type, row.delivered])).toEqual([
      ['payment.failed', true],
      ['payment.succeeded', true],
    ]);
  });
});
