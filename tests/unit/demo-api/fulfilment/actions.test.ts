import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, fulfilmentMessages, type Order, fulfilmentPaths } from '@shared/api';
import { json } from '../helpers';
import { PREORDER } from '../orders/support';
import { clockSeconds, signed, webhookSecretOf } from '../payments/support';
import { doorHarness, eventually, WEB, type Collector, type DoorHarness } from './support';

// Staff fulfilment (src/demo-api/fulfilment/; docs/product-rules.md §Fulfilment 2, 4): the shipments
// ready to send, shipping with a checked tracking number, delivering, refunding through the
// provider (confirmed by its charge.refunded webhook), deciding collectors' cancellation requests,
// the staff log, and the moderator guard. The server listens: the provider sends its webhooks
// itself, so every payment and refund goes the whole real way.

let h: DoorHarness;
/** This test's own collector. */
let me: Collector;
let moderatorId: number;
beforeAll(async () => {
  h = await doorHarness({ listen: true });
  moderatorId = Number((await json(h.server.app, 'GET', apiPaths.profile, undefined, h.moderator)).json().id);
}, 60_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  me = await h.newCollectorAccount('staffed');
});

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
/** A valid Japan Post (UPU S10) number: serial 12345678, check digit 5. */
const JP_NUMBER = 'EE123456785JP';
const JP_URL = `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${JP_NUMBER}&locale=en`;
const read = (id: number, token = me.token) => h.read(id, token);
const isoNow = () => new Date(h.now()).toISOString();
const count = async (sql: string, args: Array<string | number> = []) => Number((await h.db.execute({ sql, args })).rows[0]!.n);
const kindsOf = (order: Order, kind: string) => order.events.filter((event) => event.kind === kind);
let orders = 0;
/** A new order of one in-stock figure (`quantity` units at 10,000 JPY), paid through the provider. */
async function paidOrder(quantity = 1, token = me.token): Promise<{ order: Order; slug: string; name: string }> {
  orders += 1;
  const [slug] = await h.figures(1);
  const placed = await h.order([[slug, quantity]], `fulfilment-${orders}`, token);
  return { order: await h.pay(placed.id, token), slug, name: (await h.figure(slug)).name };
}

describe('shipping', { timeout: 60_000 }, () => {
  it('a paid shipment is listed ready (an unpaid one is not); shipped with a Japan Post number: lines shipped, tracking link, notification, e-mail; then delivered', async () => {
    const { order, slug, name } = await paidOrder();
    const [other] = await h.figures(1);
    const unpaid = await h.order([[other, 1]], 'unpaid-not-ready', me.token);

    const ready = await h.staff.shipments('ready');
    expect(ready.filter((shipment) => shipment.order_id === unpaid.id)).toEqual([]);
    expect(ready.filter((shipment) => shipment.order_id === order.id)).toEqual([
      {
        order_id: order.id,
        order_number: order.number,
        position: 0,
        state: 'ready',
        method: 'ems',
        collector: me.username,
        country: 'DE',
        lines: [{ position: 0, slug, name, quantity: 1, status: 'paid', total_jpy: 10_000, refunded_jpy: 0 }],
        tracking: null,
        shipped_at: null,
        delivered_at: null,
      },
    ]);

    // As staff type it: lower case, spaces and dashes.
    const res = await h.staff.ship(order.id, 0, { carrier: 'japan_post', tracking_number: ' ee 1234-5678 5jp ' });
    expect(res.statusCode, res.body).toBe(200);
    const shipped = await read(order.id);
    expect(shipped.lines[0]!.status).toBe('shipped');
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipments[0]).toMatchObject({ state: 'shipped', tracking: { carrier: 'japan_post', number: JP_NUMBER, url: JP_URL }, shipped_at: isoNow(), delivered_at: null });
    expect(shipped.events.at(-1)).toMatchObject({ kind: 'shipped', params: { carrier: 'japan_post', trackingNumber: JP_NUMBER, trackingUrl: JP_URL } });
    expect((await h.orderNotes(order.id, me.token))[0]).toMatchObject({ title: `Your order ${order.number} has shipped`, body: `Tracking number ${JP_NUMBER}: ${JP_URL}` });
    await eventually(async () => {
      const mail = (await h.mail(me.email)).find((candidate) => candidate.subject === `Your order ${order.number} has shipped`);
      expect(mail?.body).toContain(`Track it: ${JP_URL}`);
      expect(mail?.link).toBe(`${WEB}/orders/${order.id}`);
    });
    expect((await h.staff.shipments('ready')).some((shipment) => shipment.order_id === order.id)).toBe(false);
    expect((await h.staff.shipments('shipped')).find((shipment) => shipment.order_id === order.id)).toMatchObject({ state: 'shipped', tracking: { number: JP_NUMBER, url: JP_URL } });

    const delivered = await h.staff.deliver(order.id, 0);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const done = await read(order.id);
    expect(done.lines[0]!.status).toBe('delivered');
    expect(done.shipments[0]).toMatchObject({ state: 'delivered', delivered_at: isoNow() });
    expect((await h.orderNotes(order.id, me.token))[0]).toMatchObject({ title: `Order ${order.number} delivered` });
    expect((await h.staff.shipments('delivered')).some((shipment) => shipment.order_id === order.id)).toBe(true);

    const twice = await h.staff.deliver(order.id, 0);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: fulfilmentMessages.notShipped('delivered'), code: 'not_shipped' });
    expect(await read(order.id)).toEqual(done);
  });

  it('a DHL Express waybill ships with the DHL tracking page', async () => {
    const { order } = await paidOrder();
    const res = await h.staff.ship(order.id, 0, { carrier: 'dhl', tracking_number: '1234567891' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(order.id)).shipments[0]!.tracking).toEqual({
      carrier: 'dhl',
      number: '1234567891',
      url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567891',
    });
  });

  it('ready shipments are listed oldest paid first', async () => {
    const [a, b] = await h.figures(2);
    const placedFirst = await h.order([[a, 1]], 'paid-second', me.token);
    const placedSecond = await h.order([[b, 1]], 'paid-first', me.token);
    await h.pay(placedSecond.id, me.token);
    h.advance(60_000);
    await h.pay(placedFirst.id, me.token);
    const ids = (await h.staff.shipments('ready')).map((shipment) => shipment.order_id).filter((id) => id === placedFirst.id || id === placedSecond.id);
    expect(ids).toEqual([placedSecond.id, placedFirst.id]);
  });

  it('a malformed tracking number, or one whose check digit is wrong, is a 400 naming the format; nothing changes', async () => {
    const { order } = await paidOrder();
    const logged = (await h.staff.log(order.id)).length;
    for (const [carrier, number] of [
      ['japan_post', 'EE123456784JP'], // check digit 5 expected
      ['japan_post', 'EE12345678JP'],
      ['japan_post', 'EE123456785US'],
      ['japan_post', '1234567891'],
      ['dhl', '1234567895'], // 123456789 mod 7 is 1
      ['dhl', '123456789'],
      ['dhl', JP_NUMBER],
    ] as const) {
      const res = await h.staff.ship(order.id, 0, { carrier, tracking_number: number });
      expect(res.statusCode, `${carrier} ${number}`).toBe(400);
      expect(res.json()).toEqual({ tracking_number: [fulfilmentMessages.trackingFormat(carrier)] });
    }
    expect(fulfilmentMessages.trackingFormat('japan_post')).toContain(JP_NUMBER);
    const unknown = await h.staff.ship(order.id, 0, { carrier: 'fedex', tracking_number: JP_NUMBER });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['carrier']);
    expect(await read(order.id)).toEqual(order);
    expect(await h.staff.log(order.id)).toHaveLength(logged);
  });

  it('an unpaid or reserved shipment is a 409 not_ready, one already shipped too; an unknown one a 404; nothing changes', async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.order([[buy, 1], [pre, 1]], 'not-ready', me.token);
    const ship = (position: number) => h.staff.ship(order.id, position, { carrier: 'japan_post', tracking_number: JP_NUMBER });
    for (const position of order.shipments.map((shipment) => shipment.position)) {
      const res = await ship(position);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: fulfilmentMessages.notReady('waiting'), code: 'not_ready' });
    }
    expect((await ship(9)).statusCode).toBe(404);
    expect((await h.staff.ship(999_999, 0, { carrier: 'japan_post', tracking_number: JP_NUMBER })).statusCode).toBe(404);
    const notShipped = await h.staff.deliver(order.id, 0);
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json()).toEqual({ detail: fulfilmentMessages.notShipped('waiting'), code: 'not_shipped' });
    expect(await read(order.id)).toEqual(order);
    expect(await h.staff.log(order.id)).toEqual([]);

    const { order: paid } = await paidOrder();
    expect((await h.staff.ship(paid.id, 0, { carrier: 'japan_post', tracking_number: JP_NUMBER })).statusCode).toBe(200);
    const again = await h.staff.ship(paid.id, 0, { carrier: 'dhl', tracking_number: '1234567891' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: fulfilmentMessages.notReady('shipped'), code: 'not_ready' });
    expect((await read(paid.id)).shipments[0]!.tracking?.number).toBe(JP_NUMBER);
  });
});

describe('refunds', { timeout: 60_000 }, () => {
  it('a partial refund shows at once; its charge.refunded webhook brings the event, notification and e-mail; more than is left is a 400; the rest refunds the line and its unit goes back', async () => {
    const { order, slug, name } = await paidOrder();
    expect(await h.units(slug)).toEqual({ stock: 9, allocation: null });

    const res = await h.staff.refund(order.id, 0, { amount_jpy: 3_000, note: 'Scratched box' });
    expect(res.statusCode, res.body).toBe(200);
    const partly = await read(order.id);
    expect(partly.lines[0]).toMatchObject({ status: 'paid', refunded_jpy: 3_000 });
    expect(partly.invoices[0]!.refunded_jpy).toBe(3_000);
    expect(partly.payment.refunded_jpy).toBe(3_000);
    await eventually(async () => expect(kindsOf(await read(order.id), 'refunded')).toEqual([expect.objectContaining({ params: { figure: name, amountJpy: 3_000 } })]));
    expect((await h.orderNotes(order.id, me.token))[0]).toMatchObject({ title: 'Refunded 3,000 JPY', body: `3,000 JPY for ${name} in order ${order.number} is on its way back to your card.` });
    await eventually(async () => expect((await h.mail(me.email)).some((mail) => mail.subject === `Refunded ¥3,000 for order ${order.number}` && mail.link === `${WEB}/orders/${order.id}`)).toBe(true));

    const tooMuch = await h.staff.refund(order.id, 0, { amount_jpy: 7_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ amount_jpy: [fulfilmentMessages.refundTooLarge(7_000)] });
    expect((await h.staff.refund(order.id, 0, { amount_jpy: 0 })).statusCode).toBe(400);
    const unchanged = await read(order.id);
    expect(unchanged.lines[0]!.refunded_jpy).toBe(3_000);
    expect(await count('SELECT COUNT(*) AS n FROM payment_refunds WHERE session_id IN (SELECT id FROM payment_sessions WHERE order_id = ?)', [order.id])).toBe(1);

    expect((await h.staff.refund(order.id, 0, { amount_jpy: 7_000 })).statusCode).toBe(200);
    const refunded = await read(order.id);
    expect(refunded.lines[0]).toMatchObject({ status: 'refunded', refunded_jpy: 10_000 });
    expect(refunded.status).toBe('refunded');
    expect(refunded.shipments[0]!.state).toBe('cancelled');
    expect(await h.units(slug)).toEqual({ stock: 10, allocation: null });
    await eventually(async () => expect(kindsOf(await read(order.id), 'refunded')).toHaveLength(2));
    // Nothing is left to refund.
    const more = await h.staff.refund(order.id, 0, { amount_jpy: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ detail: fulfilmentMessages.notRefundable('refunded'), code: 'not_refundable' });
  });

  it('a replayed charge.refunded webhook (the same event id) answers 200 and adds no second refunded event', async () => {
    const { order } = await paidOrder();
    expect((await h.staff.refund(order.id, 0, { amount_jpy: 2_500 })).statusCode).toBe(200);
    const sessions = (await h.db.execute({ sql: 'SELECT id FROM payment_sessions WHERE order_id = ?', args: [order.id] })).rows.map((row) => String(row.id));
    const row = await eventually(async () => {
      const found = (await h.outbox()).find((candidate) => candidate.event.type === 'charge.refunded' && sessions.includes(candidate.event.data.session_id));
      expect(found?.delivered).toBe(true);
      return found!;
    });
    await eventually(async () => expect(kindsOf(await read(order.id), 'refunded')).toHaveLength(1));
    const before = await read(order.id);

    const secret = webhookSecretOf(await h.serverSecret());
    const replay = await h.webhook(row.payload, signed(secret, row.payload, clockSeconds(h.now())));
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await read(order.id)).toEqual(before);
    expect(kindsOf(before, 'refunded')).toHaveLength(1);
    expect(await count("SELECT COUNT(*) AS n FROM order_refunds WHERE order_id = ? AND status = 'succeeded'", [order.id])).toBe(1);
  });

  it('an unpaid line is a 409 not_refundable; a shipped line refunded in full is refunded but its unit stays out of stock', async () => {
    const [buy] = await h.figures(1);
    const unpaid = await h.order([[buy, 1]], 'refund-unpaid', me.token);
    const refused = await h.staff.refund(unpaid.id, 0, { amount_jpy: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: fulfilmentMessages.notRefundable('awaiting_payment'), code: 'not_refundable' });
    expect(await read(unpaid.id)).toEqual(unpaid);

    const { order, slug } = await paidOrder(2);
    expect((await h.staff.ship(order.id, 0, { carrier: 'japan_post', tracking_number: JP_NUMBER })).statusCode).toBe(200);
    expect((await h.staff.refund(order.id, 0, { amount_jpy: 20_000 })).statusCode).toBe(200);
    const refunded = await read(order.id);
    expect(refunded.lines[0]).toMatchObject({ status: 'refunded', refunded_jpy: 20_000 });
    expect(await h.units(slug)).toEqual({ stock: 8, allocation: null });
    await eventually(async () => expect(kindsOf(await read(order.id), 'refunded')).toHaveLength(1));
  });
});

describe('cancellation decisions', { timeout: 60_000 }, () => {
  it('approve: the line is refunded in full, its unit goes back, the request is approved and leaves the list', async () => {
    const { order, slug, name } = await paidOrder();
    expect((await h.requestCancellation(order.id, 0, 'changed_mind', me.token)).statusCode).toBe(200);
    expect((await h.staff.cancellations()).map((request) => request.order_id)).toContain(order.id);

    const res = await h.staff.decide(order.id, 0, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    const approved = await read(order.id);
    expect(approved.lines[0]).toMatchObject({ status: 'refunded', refunded_jpy: 10_000, cancellation: { state: 'approved', reason: 'changed_mind', message: null } });
    expect(await h.units(slug)).toEqual({ stock: 10, allocation: null });
    expect((await h.staff.cancellations()).map((request) => request.order_id)).not.toContain(order.id);
    await eventually(async () => expect(kindsOf(await read(order.id), 'refunded')).toEqual([expect.objectContaining({ params: { figure: name, amountJpy: 10_000 } })]));
    await eventually(async () => expect((await h.mail(me.email)).some((mail) => mail.subject === `Refunded ¥10,000 for order ${order.number}`)).toBe(true));
  });

  it('a parcel whose line has a request waiting does not ship until staff decide it (409 cancellation_waiting, nothing changes)', async () => {
    const { order } = await paidOrder();
    expect((await h.requestCancellation(order.id, 0, 'other', me.token)).statusCode).toBe(200);
    const before = await read(order.id);
    const refused = await h.staff.ship(order.id, 0, { carrier: 'japan_post', tracking_number: JP_NUMBER });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: fulfilmentMessages.requestWaiting, code: 'cancellation_waiting' });
    expect(await read(order.id)).toEqual(before);
    expect((await h.staff.decide(order.id, 0, { decision: 'decline', message: 'It ships today.' })).statusCode).toBe(200);
    expect((await h.staff.ship(order.id, 0, { carrier: 'japan_post', tracking_number: JP_NUMBER })).statusCode).toBe(200);
  });

  it('approving a request whose line was refunded in full meanwhile approves it with nothing more to refund', async () => {
    const { order } = await paidOrder();
    expect((await h.requestCancellation(order.id, 0, 'changed_mind', me.token)).statusCode).toBe(200);
    expect((await h.staff.refund(order.id, 0, { amount_jpy: 10_000 })).statusCode).toBe(200);
    const res = await h.staff.decide(order.id, 0, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    const approved = await read(order.id);
    expect(approved.lines[0]).toMatchObject({ status: 'refunded', refunded_jpy: 10_000, cancellation: { state: 'approved' } });
    expect((await h.staff.cancellations()).map((request) => request.order_id)).not.toContain(order.id);
  });

  it('decline needs a message (400 without, the request still waits); with one: declined, the collector told why', async () => {
    const { order, name } = await paidOrder();
    expect((await h.requestCancellation(order.id, 0, 'too_long_to_wait', me.token)).statusCode).toBe(200);
    const requested = await read(order.id);
    for (const body of [{ decision: 'decline' }, { decision: 'decline', message: '   ' }]) {
      const res = await h.staff.decide(order.id, 0, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: [fulfilmentMessages.declineNeedsMessage] });
    }
    expect((await h.staff.decide(order.id, 0, { decision: 'maybe', message: 'x' })).statusCode).toBe(400);
    expect(await read(order.id)).toEqual(requested);

    const message = 'It has already been packed and leaves today.';
    const res = await h.staff.decide(order.id, 0, { decision: 'decline', message });
    expect(res.statusCode, res.body).toBe(200);
    const declined = await read(order.id);
    expect(declined.lines[0]).toMatchObject({ status: 'paid', refunded_jpy: 0, cancellation: { state: 'declined', reason: 'too_long_to_wait', message } });
    expect(declined.events.at(-1)).toMatchObject({ kind: 'cancellation_declined', text: `Staff declined to cancel ${name}: ${message}`, params: { figure: name, message } });
    expect((await h.orderNotes(order.id, me.token))[0]).toMatchObject({ title: `Cancellation of ${name} declined`, body: message });
    expect((await h.staff.cancellations()).map((request) => request.order_id)).not.toContain(order.id);
  });

  it('deciding when no request waits is a 409 no_request', async () => {
    const { order } = await paidOrder();
    for (const body of [{ decision: 'approve' }, { decision: 'decline', message: 'No.' }]) {
      const res = await h.staff.decide(order.id, 0, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: fulfilmentMessages.noRequest, code: 'no_request' });
    }
    expect((await h.requestCancellation(order.id, 0, 'changed_mind', me.token)).statusCode).toBe(200);
    expect((await h.staff.decide(order.id, 0, { decision: 'decline', message: 'No.' })).statusCode).toBe(200);
    expect((await h.staff.decide(order.id, 0, { decision: 'approve' })).statusCode).toBe(409);
    expect((await read(order.id)).lines[0]).toMatchObject({ status: 'paid', refunded_jpy: 0 });
  });
});

describe('staff only', { timeout: 60_000 }, () => {
  it('a collector calling every fulfilment endpoint gets 403, anonymous 401, and nothing changes', async () => {
    const { order } = await paidOrder();
    expect((await h.requestCancellation(order.id, 0, 'changed_mind', me.token)).statusCode).toBe(200);
    const before = await read(order.id);
    const logged = (await h.staff.log()).length;
    const outbox = (await h.outbox()).length;
    const calls: Array<[string, string, unknown]> = [
      ['GET', `${fulfilmentPaths.shipments}?state=ready`, undefined],
      ['POST', fulfilmentPaths.ship(order.id, 0), { carrier: 'japan_post', tracking_number: JP_NUMBER }],
      ['POST', fulfilmentPaths.deliver(order.id, 0), {}],
      ['POST', fulfilmentPaths.refund(order.id, 0), { amount_jpy: 10_000 }],
      ['GET', fulfilmentPaths.cancellations, undefined],
      ['POST', fulfilmentPaths.cancellation(order.id, 0), { decision: 'approve' }],
      ['GET', fulfilmentPaths.log, undefined],
    ];
    for (const [method, url, body] of calls) {
      const forged = await json(h.server.app, method as 'GET' | 'POST', url, body, me.token);
      expect(forged.statusCode, `${method} ${url}`).toBe(403);
      expect(forged.json()).toEqual(FORBIDDEN);
      expect((await json(h.server.app, method as 'GET' | 'POST', url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Refused before the body is read: a malformed one gets the same 403.
    const garbage = await h.server.app.inject({
      method: 'POST',
      url: fulfilmentPaths.refund(order.id, 0),
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(403);
    expect(await read(order.id)).toEqual(before);
    expect((await h.staff.log()).length).toBe(logged);
    expect((await h.outbox()).length).toBe(outbox);
    expect(await h.units(order.lines[0]!.slug)).toEqual({ stock: 9, allocation: null });
  });
});

describe('the staff log', { timeout: 60_000 }, () => {
  it('lists every action: who, what, which order and target, the state before and after, the note', async () => {
    const staff = { id: moderatorId, username: 'moderator' };
    const shipped = await paidOrder();
    const n = shipped.order.number;
    expect((await h.staff.ship(shipped.order.id, 0, { carrier: 'japan_post', tracking_number: JP_NUMBER })).statusCode).toBe(200);
    expect((await h.staff.deliver(shipped.order.id, 0)).statusCode).toBe(200);
    expect((await h.staff.refund(shipped.order.id, 0, { amount_jpy: 3_000, note: 'Scratched box' })).statusCode).toBe(200);
    expect((await h.staff.log(shipped.order.id)).map(({ staff, action, order_number, target, before, after, note, at }) => ({ staff, action, order_number, target, before, after, note, at }))).toEqual([
      { staff, action: 'refund', order_number: n, target: 'line 0', before: 'delivered, ¥0 refunded', after: 'delivered, ¥3,000 refunded', note: 'Scratched box', at: isoNow() },
      { staff, action: 'deliver', order_number: n, target: 'shipment 0', before: 'shipped', after: 'delivered', note: '', at: isoNow() },
      { staff, action: 'ship', order_number: n, target: 'shipment 0', before: 'ready', after: `shipped japan_post ${JP_NUMBER}`, note: '', at: isoNow() },
    ]);

    const declined = await paidOrder();
    expect((await h.requestCancellation(declined.order.id, 0, 'changed_mind', me.token)).statusCode).toBe(200);
    expect((await h.staff.decide(declined.order.id, 0, { decision: 'decline', message: 'Already packed.' })).statusCode).toBe(200);
    expect(await h.staff.log(declined.order.id)).toEqual([
      expect.objectContaining({ staff, action: 'decline_cancellation', order_id: declined.order.id, order_number: declined.order.number, target: 'line 0', before: 'requested', after: 'declined', note: 'Already packed.' }),
    ]);

    const approved = await paidOrder();
    expect((await h.requestCancellation(approved.order.id, 0, 'changed_mind', me.token)).statusCode).toBe(200);
    expect((await h.staff.decide(approved.order.id, 0, { decision: 'approve' })).statusCode).toBe(200);
    expect(await h.staff.log(approved.order.id)).toEqual([
      expect.objectContaining({ staff, action: 'approve_cancellation', order_number: approved.order.number, target: 'line 0', before: 'paid, ¥0 refunded', after: 'refunded, ¥10,000 refunded' }),
    ]);
    // Newest first across orders.
    expect((await h.staff.log()).slice(0, 3).map((entry) => entry.order_id)).toEqual([approved.order.id, declined.order.id, shipped.order.id]);
  });
});
