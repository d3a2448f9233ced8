import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, paymentSessionSchema, orderPaths } from '@shared/api';
import { expireUnpaidOrders } from '../../../../src/demo-api/orders/expiry';
import { markInvoicePaid } from '../../../../src/demo-api/orders/payment';
import { json } from '../helpers';
import { DAY_MS } from '../orders/support';
import { paymentHarness, SCHEME, START, WEB, webReturn, type PaymentHarness } from './support';

// POST /api/orders/{id}/payment/ (docs/product-rules.md §Payment 1–2): who may open a session, for
// which order, and to which return URL.

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

const nothingToPay = { detail: orderMessages.nothingToPay, code: 'nothing_to_pay' };

describe('POST /api/orders/{id}/payment/', { timeout: 30_000 }, () => {
  it('answers 201 with a session for the amount due, one hour long, whose page is on this server', async () => {
    const order = await h.dueOrder();
    const res = await h.requestSession(order.id);
    expect(res.statusCode, res.body).toBe(201);
    const session = paymentSessionSchema.parse(res.json());
    expect(session.session_id).toMatch(/^cs_[A-Za-z0-9_-]{32}$/);
    expect(session.url).toBe(`http://localhost:80/pay/${session.session_id}`);
    expect(session.expires_at).toBe(new Date(START + 3_600_000).toISOString());
    const row = (await h.db.execute({ sql: 'SELECT amount_jpy, return_url, status FROM payment_sessions WHERE id = ?', args: [session.session_id] })).rows[0]!;
    expect({ ...row }).toEqual({ amount_jpy: order.payment.amount_jpy, return_url: webReturn(order.id), status: 'open' });
    expect(order.payment.amount_jpy).toBeGreaterThan(0);
  });

  it('accepts the desktop return URL <scheme>:/orders/<id>', async () => {
    const order = await h.dueOrder();
    expect((await h.requestSession(order.id, `${SCHEME}:/orders/${order.id}`)).statusCode).toBe(201);
  });

  it('needs a signed-in user', async () => {
    const order = await h.dueOrder();
    const res = await json(h.server.app, 'POST', orderPaths.payment(order.id), { return_url: webReturn(order.id) });
    expect(res.statusCode).toBe(401);
  });

  it("answers another user's order, an unknown id and a malformed id 404 Not found.", async () => {
    const order = await h.dueOrder();
    const other = await h.newCollector('payer');
    expect((await h.requestSession(order.id, webReturn(order.id), other)).json()).toEqual({ detail: 'Not found.' });
    expect((await h.requestSession(order.id, webReturn(order.id), other)).statusCode).toBe(404);
    expect((await h.requestSession(999_999)).statusCode).toBe(404);
    const malformed = await json(h.server.app, 'POST', '/api/orders/1e3/payment/', { return_url: `${WEB}/orders/1000` }, h.token);
    expect(malformed.statusCode).toBe(404);
    const count = await h.db.execute({ sql: 'SELECT COUNT(*) AS n FROM payment_sessions WHERE order_id = ?', args: [order.id] });
    expect(Number(count.rows[0]!.n)).toBe(0);
  });

  it('answers a paid order 409 nothing_to_pay', async () => {
    const order = await h.dueOrder();
    await markInvoicePaid(h.db, order.invoices[0]!.id, { amountJpy: order.payment.amount_jpy, at: new Date(START).toISOString(), sessionId: 'cs_test' }, null);
    const res = await h.requestSession(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(nothingToPay);
  });

  it('answers a cancelled order 409 nothing_to_pay', async () => {
    const order = await h.dueOrder();
    expect((await expireUnpaidOrders(h.db, START + 3 * DAY_MS + 1, { appOrigin: '' })).cancelled).toContain(order.id);
    const res = await h.requestSession(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(nothingToPay);
  });

  it('answers 409 while a session of the order has succeeded and its webhook is not handled yet (never charged twice)', async () => {
    const order = await h.dueOrder();
    const first = await h.session(order.id);
    expect((await h.post(first.path, { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Mika' })).statusCode).toBe(303);
    expect((await h.read(order.id)).payment.state).toBe('due'); // no webhook delivered: the server does not listen
    const again = await h.requestSession(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(nothingToPay);
  });

  it.each([
    ['another origin', (id: number) => `http://evil.example/orders/${id}`],
    ['an extra query', (id: number) => `${WEB}/orders/${id}?next=http://evil.example/`],
    ['a final slash', (id: number) => `${WEB}/orders/${id}/`],
    ['another scheme', (id: number) => `https://127.0.0.1:5173/orders/${id}`],
    ['the scheme with an authority', (id: number) => `${SCHEME}://orders/${id}`],
    ['another app scheme', (id: number) => `com.attacker.app:/orders/${id}`],
    ["another order's page", (id: number) => `${WEB}/orders/${id + 1}`],
    ['another page of the shop', () => `${WEB}/account`],
  ])('refuses a return URL with %s: 400 return_url, no session', async (_label, returnUrl) => {
    const order = await h.dueOrder();
    const res = await h.requestSession(order.id, returnUrl(order.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ return_url: [orderMessages.returnUrlNotAllowed] });
    const count = await h.db.execute({ sql: 'SELECT COUNT(*) AS n FROM payment_sessions WHERE order_id = ?', args: [order.id] });
    expect(Number(count.rows[0]!.n)).toBe(0);
  });

  it('answers a body without a URL 400 in DRF shape', async () => {
    const order = await h.dueOrder();
    const res = await json(h.server.app, 'POST', orderPaths.payment(order.id), {}, h.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ return_url: ['This field is required.'] });
  });

  it("opening a session expires the order's other open sessions", async () => {
    const order = await h.dueOrder();
    const first = await h.session(order.id);
    const second = await h.session(order.id);
    const statuses = await h.db.execute({ sql: 'SELECT id, status FROM payment_sessions WHERE order_id = ?', args: [order.id] });
    expect(Object.fromEntries(statuses.rows.map((row) => [row.id, row.status]))).toEqual({ [first.session_id]: 'expired', [second.session_id]: 'open' });
    expect((await h.page(first.path)).statusCode).toBe(410);
    expect((await h.page(second.path)).statusCode).toBe(200);
  });
});
