import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, type CancellationReason, type Order } from '@shared/api';
import { doorHarness, eventually, type Collector, type DoorHarness } from '../fulfilment/support';
import { PREORDER } from './support';

// What the collector may still change (src/demo-api/orders/cancel.ts; the contract's lineActions):
// cancel a reserved line or an in-stock line awaiting payment, the units going back at once; ask
// staff to cancel a paid line. The server does not listen: a payment made at the provider waits in
// its outbox until the test delivers the signed webhook, so "paid at the provider, webhook not yet
// handled" can be held.

let h: DoorHarness;
/** This test's own collector. */
let me: Collector;
beforeAll(async () => {
  h = await doorHarness({ listen: false });
}, 60_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  me = await h.newCollectorAccount('cancel');
});

const read = (id: number, token = me.token) => h.read(id, token);
const cancelLine = (id: number, position: number, reason: unknown = 'changed_mind', token = me.token) => h.cancelLine(id, position, reason, token);
const requestCancellation = (id: number, position: number, reason: CancellationReason = 'changed_mind', token = me.token) => h.requestCancellation(id, position, reason, token);
const lineOf = (order: Order, slug: string) => order.lines.find((line) => line.slug === slug)!;
const NOT_FOUND = { detail: 'Not found.' };

describe('POST /api/orders/{id}/lines/{position}/cancel/', { timeout: 60_000 }, () => {
  it('a reserved pre-order: cancelled, its units back in the allocation, a line_cancelled event, notification and e-mail', async () => {
    const [pre] = await h.figures(1, PREORDER);
    const { name } = await h.figure(pre);
    const order = await h.order([[pre, 3]], 'cancel-reserved', me.token);
    expect(await h.units(pre)).toEqual({ stock: null, allocation: 7 });

    const res = await cancelLine(order.id, 0, 'found_elsewhere');
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await read(order.id);
    expect(res.json()).toEqual(cancelled);
    expect(cancelled.lines[0]!.status).toBe('cancelled');
    expect(cancelled.status).toBe('cancelled');
    expect(await h.units(pre)).toEqual({ stock: null, allocation: 10 });
    expect(cancelled.events.at(-1)).toMatchObject({ kind: 'line_cancelled', text: `${name} cancelled by you (found elsewhere).`, params: { figure: name, reason: 'found_elsewhere' } });
    expect((await h.orderNotes(order.id, me.token))[0]).toMatchObject({ kind: 'order', title: `${name} cancelled`, target: { type: 'page', path: `/orders/${order.id}` } });
    await eventually(async () => {
      const mail = (await h.mail(me.email)).find((candidate) => candidate.subject === `Order ${order.number}: ${name} cancelled`);
      expect(mail?.link).toMatch(new RegExp(`/orders/${order.id}$`));
    });
    // Cancelled is final.
    const again = await cancelLine(order.id, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: orderMessages.cannotCancel('cancelled'), code: 'not_cancellable' });
    expect(await h.units(pre)).toEqual({ stock: null, allocation: 10 });
  });

  it('an in-stock line awaiting payment: cancelled, its stock back, and the invoice asks that much less (its open session expires)', async () => {
    const [a, b] = await h.figures(2);
    const order = await h.order([[a, 2], [b, 1]], 'cancel-awaiting', me.token);
    expect(order.payment.state).toBe('due');
    const before = order.payment.amount_jpy;
    const session = await h.session(order.id, me.token);

    const res = await cancelLine(order.id, lineOf(order, a).position, 'ordered_by_mistake');
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(order.id);
    expect(lineOf(after, a).status).toBe('cancelled');
    expect(lineOf(after, b).status).toBe('awaiting_payment');
    expect(await h.units(a)).toEqual({ stock: 10, allocation: null });
    expect(await h.units(b)).toEqual({ stock: 9, allocation: null });
    expect(after.payment).toMatchObject({ state: 'due', amount_jpy: before - lineOf(order, a).total_jpy, due_at: order.payment.due_at });
    expect(after.invoices[0]!.amount_jpy).toBe(before - lineOf(order, a).total_jpy);
    const stored = await h.db.execute({ sql: 'SELECT status FROM payment_sessions WHERE id = ?', args: [session.session_id] });
    expect(stored.rows[0]!.status).toBe('expired');

    // Cancelling the last unpaid line leaves nothing to pay: the invoice is void.
    expect((await cancelLine(order.id, lineOf(order, b).position)).statusCode).toBe(200);
    const empty = await read(order.id);
    expect(empty.invoices[0]!.state).toBe('void');
    expect(empty.payment).toMatchObject({ state: 'cancelled', amount_jpy: 0 });
    expect(await h.units(b)).toEqual({ stock: 10, allocation: null });
  });

  it('an invoiced line (or a paid one) is a 409 not_cancellable and nothing changes', async () => {
    const [pre] = await h.figures(1, PREORDER);
    const [buy] = await h.figures(1);
    const order = await h.order([[pre, 1], [buy, 1]], 'cancel-invoiced', me.token);
    await h.pay(order.id, me.token);
    await h.release(pre, 2);
    const before = await read(order.id);
    expect(lineOf(before, pre).status).toBe('invoiced');
    expect(lineOf(before, buy).status).toBe('paid');

    for (const [slug, status] of [[pre, 'invoiced'], [buy, 'paid']] as const) {
      const res = await cancelLine(order.id, lineOf(before, slug).position);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: orderMessages.cannotCancel(status), code: 'not_cancellable' });
    }
    expect(await read(order.id)).toEqual(before);
    expect(await h.units(pre)).toEqual({ stock: 2, allocation: null });
    expect(await h.units(buy)).toEqual({ stock: 9, allocation: null });
  });

  it("another collector's order, an unknown line and a malformed one are 404; a bad reason is a 400; nothing changes", async () => {
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.order([[pre, 1]], 'cancel-refused', me.token);
    const stranger = await h.newCollectorAccount('canceller');
    const theirs = await cancelLine(order.id, 0, 'changed_mind', stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(NOT_FOUND);
    expect((await cancelLine(order.id, 7)).json()).toEqual(NOT_FOUND);
    expect((await h.server.app.inject({ method: 'POST', url: `/api/orders/${order.id}/lines/00/cancel/`, headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' }, payload: '{"reason":"other"}' })).statusCode).toBe(404);

    const bad = await cancelLine(order.id, 0, 'bored');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ reason: ['"bored" is not a valid choice.'] });
    expect((await cancelLine(order.id, 0, null)).statusCode).toBe(400);
    const missing = await h.server.app.inject({ method: 'POST', url: `/api/orders/${order.id}/lines/0/cancel/`, headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' }, payload: '{}' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['reason']);
    expect((await h.server.app.inject({ method: 'POST', url: `/api/orders/${order.id}/lines/0/cancel/`, headers: { 'content-type': 'application/json' }, payload: '{"reason":"other"}' })).statusCode).toBe(401);

    expect(await read(order.id)).toEqual(order);
    expect(await h.units(pre)).toEqual({ stock: null, allocation: 9 });
  });

  it('an order shipping together whose last pre-order is cancelled waits for nothing: what it held is invoiced now', async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.orderTogether([[buy, 1], [pre, 1]], 'together-cancel-last', me.token);
    expect(order.lines.map((line) => line.status)).toEqual(['reserved', 'reserved']);

    expect((await cancelLine(order.id, lineOf(order, pre).position)).statusCode).toBe(200);
    const after = await read(order.id);
    expect(lineOf(after, pre).status).toBe('cancelled');
    expect(lineOf(after, buy).status).toBe('invoiced');
    expect(after.invoices).toHaveLength(1);
    expect(after.payment).toMatchObject({ state: 'due', amount_jpy: lineOf(after, buy).total_jpy + after.shipments[0]!.shipping_jpy });
    expect(after.events.slice(-2).map((event) => event.kind)).toEqual(['line_cancelled', 'invoiced']);
    expect(await h.units(pre)).toEqual({ stock: null, allocation: 10 });
    expect(await h.units(buy)).toEqual({ stock: 9, allocation: null });
  });

  it('when the invoice was already paid at the provider (its webhook not yet handled): 409 payment_in_progress, nothing changes; the payment then lands', async () => {
    const [buy] = await h.figures(1);
    const order = await h.order([[buy, 1]], 'cancel-while-paying', me.token);
    const session = await h.session(order.id, me.token);
    expect((await h.post(session.path, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Mika Tanaka' })).statusCode).toBe(303);

    const res = await cancelLine(order.id, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: orderMessages.paymentInProgress, code: 'payment_in_progress' });
    expect(await read(order.id)).toEqual(order);
    expect(await h.units(buy)).toEqual({ stock: 9, allocation: null });

    const queued = (await h.outbox()).find((row) => row.event.data.session_id === session.session_id)!;
    expect((await h.deliverQueued(queued.event.id)).statusCode).toBe(200);
    await eventually(async () => expect((await read(order.id)).lines[0]!.status).toBe('paid'));
  });
});

describe('POST /api/orders/{id}/lines/{position}/cancellation-request/', { timeout: 60_000 }, () => {
  it('a paid line: the request waits for staff (state requested); a second one is a 409 cancellation_pending', async () => {
    const [buy] = await h.figures(1);
    const { name } = await h.figure(buy);
    const order = await h.order([[buy, 1]], 'request-paid', me.token);
    await h.pay(order.id, me.token);

    const res = await requestCancellation(order.id, 0, 'too_long_to_wait');
    expect([200, 201]).toContain(res.statusCode);
    const requested = await read(order.id);
    expect(res.json()).toEqual(requested);
    expect(requested.lines[0]!.status).toBe('paid');
    expect(requested.lines[0]!.cancellation).toEqual({ state: 'requested', reason: 'too_long_to_wait', requested_at: new Date(h.now()).toISOString(), message: null });
    expect(requested.events.at(-1)).toMatchObject({ kind: 'cancellation_requested', params: { figure: name, reason: 'too_long_to_wait' } });
    expect((await h.staff.cancellations()).filter((request) => request.order_id === order.id)).toEqual([
      { order_id: order.id, order_number: order.number, collector: me.username, line: expect.objectContaining({ position: 0, slug: buy, status: 'paid' }), reason: 'too_long_to_wait', requested_at: new Date(h.now()).toISOString() },
    ]);

    const twice = await requestCancellation(order.id, 0, 'other');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: orderMessages.cancellationPending, code: 'cancellation_pending' });
    expect(await read(order.id)).toEqual(requested);
    expect((await h.staff.cancellations()).filter((request) => request.order_id === order.id)).toHaveLength(1);
  });

  it('a reserved (or awaiting-payment) line is a 409 not_cancellable: the collector cancels it directly; another collector’s is a 404', async () => {
    const [pre] = await h.figures(1, PREORDER);
    const [buy] = await h.figures(1);
    const order = await h.order([[pre, 1], [buy, 1]], 'request-reserved', me.token);
    for (const slug of [pre, buy]) {
      const res = await requestCancellation(order.id, lineOf(order, slug).position);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: orderMessages.cannotRequestCancellation, code: 'not_cancellable' });
    }
    const stranger = await h.newCollectorAccount('requester');
    expect((await requestCancellation(order.id, 0, 'other', stranger.token)).statusCode).toBe(404);
    expect(await read(order.id)).toEqual(order);
    expect((await h.staff.cancellations()).filter((request) => request.order_id === order.id)).toEqual([]);
  });
});
