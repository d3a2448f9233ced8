import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, notificationsListResponseSchema, PAYMENT_DUE_DAYS } from '@shared/api';
import { expireUnpaidOrders } from '../../../../src/demo-api/orders/expiry';
import { markInvoicePaid, payableOrder, recordPaymentFailure } from '../../../../src/demo-api/orders/payment';
import { json, startServer } from '../helpers';
import { DAY_MS, PREORDER, orderHarness, orderOf, type OrderHarness } from './support';

// What happens to an order after it is placed (docs/product-rules.md §Orders 2–3, §Payment 1, 3–4):
// the payment hooks the provider's webhook calls, and the expiry of unpaid orders.

const WEB = 'http://127.0.0.1:5173';
/** Access tokens outlive the days the clock is moved on. */
const LONG_TOKENS = { accessTokenTtlSeconds: 365 * 24 * 3600, webOrigins: [WEB] };
const START = Date.parse('2026-04-13T09:00:00Z');
/** Where the order e-mails link. */
const MAIL = { appOrigin: WEB };
/** The invoice placing made. */
const firstInvoice = (order: { invoices: Array<{ id: number }> }) => order.invoices[0]!.id;

let h: OrderHarness;
/** The harness clock, moved with `advance`. */
let clock = START;
const advance = (ms: number) => {
  clock += ms;
  h.server.advance(ms);
};
beforeAll(async () => {
  h = await orderHarness(120, { ...LONG_TOKENS, orderExpiryIntervalMs: 50 });
}, 60_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.execute('DELETE FROM cart_lines');
});

const read = async (id: number) => orderOf(await json(h.server.app, 'GET', apiPaths.order(id), undefined, h.token), 200);
const orderNotes = async (token = h.token) =>
  notificationsListResponseSchema.parse((await json(h.server.app, 'GET', '/api/notifications/?kind=order', undefined, token)).json()).results;
const userIdOf = async (token: string) => Number((await json(h.server.app, 'GET', '/api/account/profile/', undefined, token)).json().id);

describe('the expiry of unpaid orders', { timeout: 60_000 }, () => {
  it(`cancels the in-stock lines ${PAYMENT_DUE_DAYS} days after the order, gives the units back, keeps the pre-orders; once`, async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.order([[buy, 2], [pre, 1]], 'expires');
    expect(await h.units(buy)).toEqual({ stock: 8, allocation: null });

    advance(PAYMENT_DUE_DAYS * DAY_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the timer (50 ms) ran several times
    expect((await read(order.id)).payment.state).toBe('due');

    advance(1);
    await vi.waitFor(async () => expect((await read(order.id)).payment.state).toBe('cancelled'), { timeout: 10_000, interval: 50 });
    const cancelled = await read(order.id);
    expect(cancelled.status).toBe('reserved'); // the pre-order stays
    expect(cancelled.lines.map((line) => line.status)).toEqual(['cancelled', 'reserved']);
    expect(cancelled.payment).toEqual({ state: 'cancelled', due_at: null, amount_jpy: 0, paid_at: null, failure: null, refunded_jpy: 0 });
    expect(cancelled.events.map((event) => event.kind)).toEqual(['placed', 'payment_reminder', 'cancelled']); // reminded 2 days before the deadline
    expect(await h.units(buy)).toEqual({ stock: 10, allocation: null });
    expect(await h.units(pre)).toEqual({ stock: null, allocation: 9 });
    expect((await orderNotes())[0]).toMatchObject({ title: `Order ${order.number} cancelled`, target: { type: 'page', path: `/orders/${order.id}` } });

    // Running again changes nothing.
    expect((await expireUnpaidOrders(h.db, clock, MAIL)).cancelled).toEqual([]);
    expect(await h.units(buy)).toEqual({ stock: 10, allocation: null });
    expect((await read(order.id)).events).toHaveLength(3);
  });

  it('collectors wishing for a figure the expiry brings back from 0 units hear it is back in stock', async () => {
    const [scarce] = await h.figures(1, { stock: 2 });
    const fan = await h.newCollector('wisher');
    expect((await json(h.server.app, 'POST', apiPaths.wishlist, { slug: scarce }, fan)).statusCode).toBe(201);
    await h.order([[scarce, 2]], 'takes-the-last');
    expect(await h.units(scarce)).toEqual({ stock: 0, allocation: null });
    advance(PAYMENT_DUE_DAYS * DAY_MS);
    await vi.waitFor(async () => expect(await h.units(scarce)).toEqual({ stock: 2, allocation: null }), { timeout: 10_000, interval: 50 });
    const alerts = notificationsListResponseSchema.parse((await json(h.server.app, 'GET', '/api/notifications/?kind=back_in_stock', undefined, fan)).json()).results;
    expect(alerts.map((alert) => alert.target)).toEqual([{ type: 'figure', slug: scarce }]);
  });

  it('also runs at start, for orders that fell due while the server was down', async () => {
    const first = await orderHarness(40, { ...LONG_TOKENS, orderExpiryIntervalMs: 0 });
    const [a] = await first.figures(1);
    const order = await first.order([[a, 1]], 'down-time');
    first.db.close();
    await first.server.close(false);
    const restarted = await startServer({ dataDir: first.server.dataDir, catalogueSize: 40, ...LONG_TOKENS, orderExpiryIntervalMs: 0, now: () => START + PAYMENT_DUE_DAYS * DAY_MS });
    try {
      expect(orderOf(await json(restarted.app, 'GET', apiPaths.order(order.id), undefined, first.token), 200).payment.state).toBe('cancelled');
    } finally {
      await restarted.close();
    }
  });
});

describe('the payment hooks', { timeout: 60_000 }, () => {
  it('markOrderPaid pays the awaiting lines once: paid, then already_paid; the expiry leaves a paid order alone', async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.order([[buy, 1], [pre, 1]], 'to-pay');
    const at = new Date(clock + 60_000).toISOString();
    const payment = { amountJpy: order.totals.due_now_jpy, at, sessionId: 'cs_test_1' };
    expect(await markInvoicePaid(h.db, firstInvoice(order), payment, null)).toBe('paid');
    expect(await markInvoicePaid(h.db, firstInvoice(order), payment, null)).toBe('already_paid');
    const paid = await read(order.id);
    expect(paid.status).toBe('paid');
    expect(paid.lines.map((line) => line.status)).toEqual(['paid', 'reserved']);
    expect(paid.payment).toEqual({ state: 'paid', due_at: null, amount_jpy: order.totals.due_now_jpy, paid_at: at, failure: null, refunded_jpy: 0 });
    expect(paid.events.map((event) => event.kind)).toEqual(['placed', 'paid']);
    expect((await orderNotes())[0]).toMatchObject({ title: `Order ${order.number} paid`, target: { type: 'page', path: `/orders/${order.id}` } });
    expect(await payableOrder(h.db, await userIdOf(h.token), order.id)).toEqual({ id: order.id, userId: await userIdOf(h.token), number: order.number, invoiceId: null, amountDueJpy: 0, paymentState: 'paid' });

    expect((await expireUnpaidOrders(h.db, clock + PAYMENT_DUE_DAYS * DAY_MS, MAIL)).cancelled).not.toContain(order.id);
    expect((await read(order.id)).payment.state).toBe('paid');
    expect(await h.units(buy)).toEqual({ stock: 9, allocation: null });
  });

  it('a payment landing on a cancelled order answers cancelled and changes nothing', async () => {
    const [buy] = await h.figures(1);
    const order = await h.order([[buy, 1]], 'too-late');
    expect((await expireUnpaidOrders(h.db, clock + PAYMENT_DUE_DAYS * DAY_MS, MAIL)).cancelled).toContain(order.id);
    const cancelled = await read(order.id);
    expect(await markInvoicePaid(h.db, firstInvoice(order), { amountJpy: order.totals.due_now_jpy, at: new Date(clock).toISOString(), sessionId: 'cs_late' }, null)).toBe('cancelled');
    expect(await read(order.id)).toEqual(cancelled);
    expect(await h.units(buy)).toEqual({ stock: 10, allocation: null });
  });

  it('recordPaymentFailure keeps the payment due with why (the order page shows it); a later success pays it', async () => {
    const [buy] = await h.figures(1);
    const order = await h.order([[buy, 1]], 'declined-first');
    const failedAt = new Date(clock + 1_000).toISOString();
    await recordPaymentFailure(h.db, firstInvoice(order), { code: 'card_declined', message: 'Your card was declined.', at: failedAt }, MAIL);
    const failed = await read(order.id);
    expect(failed.payment).toEqual({
      state: 'failed',
      due_at: order.payment.due_at,
      amount_jpy: order.totals.due_now_jpy,
      paid_at: null,
      failure: { code: 'card_declined', message: 'Your card was declined.' },
      refunded_jpy: 0,
    });
    expect(failed.status).toBe('awaiting_payment');
    expect(failed.events.at(-1)).toEqual({ at: failedAt, kind: 'payment_failed', text: 'Payment failed: Your card was declined.', params: { message: 'Your card was declined.' } });
    const userId = await userIdOf(h.token);
    expect(await payableOrder(h.db, userId, order.id)).toMatchObject({ amountDueJpy: order.totals.due_now_jpy, paymentState: 'failed' });

    expect(await markInvoicePaid(h.db, firstInvoice(order), { amountJpy: order.totals.due_now_jpy, at: failedAt, sessionId: 'cs_second' }, null)).toBe('paid');
    expect((await read(order.id)).payment).toMatchObject({ state: 'paid', failure: null, refunded_jpy: 0 });
    // A failure reported after the order was paid changes nothing.
    await recordPaymentFailure(h.db, firstInvoice(order), { code: 'expired_card', message: 'Late.', at: failedAt }, MAIL);
    expect((await read(order.id)).payment.state).toBe('paid');
  });

  it('order writes started at the same moment run one after another (no SQLite lock wait, no SQLITE_BUSY)', async () => {
    const [a, b, c] = await h.figures(3);
    const orders = [await h.order([[a, 1]], 'same-moment-a'), await h.order([[b, 1]], 'same-moment-b'), await h.order([[c, 1]], 'same-moment-c')];
    const at = new Date(clock).toISOString();
    const started = Date.now();
    // Started in one tick: their transactions would interleave at each await without the queue.
    const results = await Promise.all([
      markInvoicePaid(h.db, firstInvoice(orders[0]!), { amountJpy: orders[0]!.totals.due_now_jpy, at, sessionId: 'cs_a' }, null),
      markInvoicePaid(h.db, firstInvoice(orders[1]!), { amountJpy: orders[1]!.totals.due_now_jpy, at, sessionId: 'cs_b' }, null),
      recordPaymentFailure(h.db, firstInvoice(orders[2]!), { code: 'incorrect_cvc', message: 'Wrong CVC.', at }, MAIL),
      expireUnpaidOrders(h.db, clock, MAIL),
    ]);
    expect(results.slice(0, 2)).toEqual(['paid', 'paid']);
    expect(Date.now() - started).toBeLessThan(2_000); // far below SQLite's busy timeout (5 s)
    expect((await read(orders[2]!.id)).payment.state).toBe('failed');
  });

  it("payableOrder: what is due now; null for another user's or an unknown order; nothing due for pre-orders only", async () => {
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.order([[pre, 1]], 'pre-only');
    expect(order.payment).toEqual({ state: 'not_required', due_at: null, amount_jpy: 0, paid_at: null, failure: null, refunded_jpy: 0 });
    expect(order.status).toBe('reserved');
    const userId = await userIdOf(h.token);
    expect(await payableOrder(h.db, userId, order.id)).toEqual({ id: order.id, userId, number: order.number, invoiceId: null, amountDueJpy: 0, paymentState: 'not_required' });
    expect(await payableOrder(h.db, userId + 1_000, order.id)).toBeNull();
    expect(await payableOrder(h.db, userId, 999_999)).toBeNull();
  });
});

describe('order notifications', { timeout: 60_000 }, () => {
  it('go out by the digest as the collector’s preferences say, like every other kind', async () => {
    const [a] = await h.figures(1);
    const order = await h.order([[a, 1]], 'digest-me');
    const digests = async () => (await json(h.server.app, 'POST', '/dashboard/digests', {})).json() as { sent: string[] };
    advance(DAY_MS); // a new UTC day for the digest
    expect((await digests()).sent).toContain('collector@figureshop.test');
    const mail = (await h.server.app.inject({ method: 'GET', url: '/dashboard/mailbox.json?to=collector%40figureshop.test' })).json().mail[0];
    expect(mail.body).toContain(`Order ${order.number} placed`);
    expect(mail.body).toContain(`${WEB}/orders/${order.id}`);

    expect((await json(h.server.app, 'PATCH', '/api/account/preferences/', { preferences: { notifications: { email_digest: false } } }, h.token)).statusCode).toBe(200);
    const [b] = await h.figures(1);
    await h.order([[b, 1]], 'no-digest');
    advance(DAY_MS);
    expect((await digests()).sent).not.toContain('collector@figureshop.test');
  });
});
