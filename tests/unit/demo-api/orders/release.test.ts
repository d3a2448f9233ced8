import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_DUE_DAYS, orderPaths, INVOICE_REMINDER_DAYS, orderMessages, type Order, moderationPaths } from '@shared/api';
import { expireUnpaidOrders } from '../../../../src/demo-api/orders/expiry';
import { invoiceRelease } from '../../../../src/demo-api/orders/release';
import { json } from '../helpers';
import { doorHarness, eventually, MAIL, START, WEB, type Collector, type DoorHarness } from '../fulfilment/support';
import { DAY_MS, PREORDER } from './support';

// Release → invoice (src/demo-api/orders/release.ts, expiry.ts; docs/product-rules.md §Fulfilment 1, 3):
// a moderator putting a pre-order on sale invoices its reserved lines (one invoice per order, due
// INVOICE_DUE_DAYS later), the collector is told and e-mailed in their language, reminded before the
// deadline and, unpaid at the deadline, the lines are cancelled and their units go back. An order
// that ships together waits for its last pre-order. The server listens: the provider's webhooks are
// sent by the provider itself.

let h: DoorHarness;
/** This test's own collector. */
let me: Collector;
beforeAll(async () => {
  h = await doorHarness({ listen: true });
}, 60_000);
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  me = await h.newCollectorAccount('release');
});

/** The release invoice's deadline when the server clock has not moved: 2026-04-20 09:00 UTC. */
const DUE_AT = new Date(START + INVOICE_DUE_DAYS * DAY_MS).toISOString();
const read = (id: number, token = me.token) => h.read(id, token);
const invoiceCount = async (orderId: number) => Number((await h.db.execute({ sql: 'SELECT COUNT(*) AS n FROM order_invoices WHERE order_id = ?', args: [orderId] })).rows[0]!.n);
const kinds = (order: Order) => order.events.map((event) => event.kind);
/** What one line and its parcel's shipping come to. */
const lineAndShipping = (order: Order, position: number) => order.lines[position]!.total_jpy + order.shipments[order.lines[position]!.shipment]!.shipping_jpy;

describe('release → invoice', { timeout: 60_000 }, () => {
  it('a moderator putting a pre-order in stock invoices every reserved line: one invoice per order due in 7 days, told and e-mailed', async () => {
    const [pre] = await h.figures(1, PREORDER);
    const { name } = await h.figure(pre);
    const fan = await h.newCollectorAccount('releasefan');
    const mine = await h.order([[pre, 2]], 'release-mine', me.token);
    const theirs = await h.order([[pre, 1]], 'release-theirs', fan.token);
    expect(mine.lines[0]!.status).toBe('reserved');
    expect(mine.invoices).toEqual([]);

    const answer = await h.release(pre, 4);
    expect(answer.alerts).toContainEqual({ kind: 'preorder_invoiced', notified: 2 });

    for (const [placed, who] of [[mine, me], [theirs, fan]] as const) {
      const order = await read(placed.id, who.token);
      expect(order.lines.map((line) => line.status)).toEqual(['invoiced']);
      expect(order.status).toBe('invoiced');
      const amount = lineAndShipping(placed, 0);
      expect(order.invoices).toEqual([{ id: expect.any(Number), created_at: new Date(START).toISOString(), due_at: DUE_AT, state: 'open', amount_jpy: amount, paid_at: null, refunded_jpy: 0 }]);
      expect(order.lines[0]!.invoice_id).toBe(order.invoices[0]!.id);
      expect(order.payment).toEqual({ state: 'due', due_at: DUE_AT, amount_jpy: amount, paid_at: null, failure: null, refunded_jpy: 0 });
      expect(order.events.at(-1)).toMatchObject({ kind: 'invoiced', params: { figure: name, amountJpy: amount, dueAt: DUE_AT } });
      const [note] = await h.orderNotes(order.id, who.token);
      expect(note).toMatchObject({ kind: 'order', title: `Your pre-order of ${name} is ready: pay by 2026-04-20 09:00 UTC`, target: { type: 'page', path: `/orders/${order.id}` } });
      await eventually(async () => {
        const mail = (await h.mail(who.email)).find((candidate) => candidate.subject.startsWith(`Your pre-order of ${name} is ready: pay by`));
        expect(mail?.link).toBe(`${WEB}/orders/${order.id}`);
        expect(mail?.body).toContain(`${WEB}/orders/${order.id}`);
        expect(mail?.html).toContain(`href="${WEB}/orders/${order.id}"`);
      });
    }
    // The order holds its units: the allocation was used, the new stock is the moderator's.
    expect(await h.units(pre)).toEqual({ stock: 4, allocation: null });
  });

  it('the PATCH answers no preorder_invoiced alert when nothing is reserved, and a figure still on pre-order is not invoiced', async () => {
    const [pre, idle] = await h.figures(2, PREORDER);
    const order = await h.order([[pre, 1]], 'still-preorder', me.token);
    const { id } = await h.figure(pre);
    expect(await invoiceRelease(h.db, id, h.now(), MAIL)).toEqual([]);
    expect((await read(order.id)).lines[0]!.status).toBe('reserved');
    expect((await h.release(idle)).alerts.map((alert) => alert.kind)).not.toContain('preorder_invoiced');
  });

  it('invoiceRelease run again, or twice at once, invoices each line once', async () => {
    const [a, b] = await h.figures(2, PREORDER);
    const first = await h.order([[a, 1]], 'twice-a', me.token);
    const second = await h.order([[b, 1]], 'twice-b', me.token);
    // On sale without the moderation route, so only the calls below invoice.
    for (const slug of [a, b]) await h.stage(slug, { status: 'in_stock', stock: 3, allocation: null, preorder_closes_at: null });
    const [figureA, figureB] = [await h.figure(a), await h.figure(b)];

    expect((await invoiceRelease(h.db, figureA.id, h.now(), MAIL)).map((invoiced) => invoiced.order.id)).toEqual([first.id]);
    expect(await invoiceRelease(h.db, figureA.id, h.now(), MAIL)).toEqual([]);
    expect(await invoiceCount(first.id)).toBe(1);

    const [x, y] = await Promise.all([invoiceRelease(h.db, figureB.id, h.now(), MAIL), invoiceRelease(h.db, figureB.id, h.now(), MAIL)]);
    expect(x.length + y.length).toBe(1);
    expect(await invoiceCount(second.id)).toBe(1);
    for (const placed of [first, second]) {
      const order = await read(placed.id);
      expect(order.lines.map((line) => line.status)).toEqual(['invoiced']);
      expect(kinds(order).filter((kind) => kind === 'invoiced')).toHaveLength(1);
      expect(await h.orderNotes(order.id, me.token)).toHaveLength(2); // placed, invoiced
    }
  });

  it('a collector whose interface language is Japanese gets the payment request in Japanese; English stays English', async () => {
    const [pre] = await h.figures(1, PREORDER);
    const { name } = await h.figure(pre);
    const fan = await h.newCollectorAccount('janfan');
    const prefs = await json(h.server.app, 'PATCH', '/api/account/preferences/', { preferences: { ui: { language: 'ja' } } }, fan.token);
    expect(prefs.statusCode, prefs.body).toBe(200);
    const order = await h.order([[pre, 1]], 'in-japanese', fan.token);
    const english = await h.order([[pre, 1]], 'in-english', me.token);
    await h.release(pre);

    await eventually(async () => {
      const mail = (await h.mail(fan.email)).find((candidate) => candidate.subject.includes(name));
      expect(mail?.subject).toMatch(new RegExp(`^ご予約の「${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}」のご用意ができました（お支払い期限 .+）$`));
      expect(mail?.body).toContain('までにお支払いがない場合、キャンセルとなります。');
      expect(mail?.body).toContain(`ご注文を確認する: ${WEB}/orders/${order.id}`);
      expect(mail?.html).toContain('<html lang="ja">');
    });
    await eventually(async () => {
      const mail = (await h.mail(me.email)).find((candidate) => candidate.link === `${WEB}/orders/${english.id}` && candidate.subject.includes(name));
      expect(mail?.subject).toMatch(/^Your pre-order of .+ is ready: pay by /);
      expect(mail?.body).toContain(`Open your order: ${WEB}/orders/${english.id}`);
    });
  });
});

describe('the release invoice’s reminder and deadline', { timeout: 60_000 }, () => {
  it(`reminds once ${INVOICE_REMINDER_DAYS} days before the deadline; at the deadline cancels the lines and puts the units back in stock; a second run changes nothing`, async () => {
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.order([[pre, 2]], 'release-unpaid', me.token);
    await h.release(pre, 3);
    const invoiceId = (await read(order.id)).invoices[0]!.id;
    const due = Date.parse(DUE_AT);
    const reminders = async () => kinds(await read(order.id)).filter((kind) => kind === 'payment_reminder').length;

    expect((await expireUnpaidOrders(h.db, due - INVOICE_REMINDER_DAYS * DAY_MS - 1, MAIL)).reminded).not.toContain(invoiceId);
    expect(await reminders()).toBe(0);
    expect((await expireUnpaidOrders(h.db, due - INVOICE_REMINDER_DAYS * DAY_MS, MAIL)).reminded).toContain(invoiceId);
    expect((await expireUnpaidOrders(h.db, due - DAY_MS, MAIL)).reminded).not.toContain(invoiceId);
    expect(await reminders()).toBe(1);
    const reminded = await read(order.id);
    expect(reminded.events.at(-1)).toMatchObject({ kind: 'payment_reminder', params: { amountJpy: reminded.invoices[0]!.amount_jpy, dueAt: DUE_AT } });
    expect((await h.orderNotes(order.id, me.token))[0]).toMatchObject({ title: `Reminder: pay order ${order.number} by 2026-04-20 09:00 UTC` });
    await eventually(async () => expect((await h.mail(me.email)).some((mail) => mail.subject.startsWith(`Reminder: pay order ${order.number} by`))).toBe(true));

    // A moment before the deadline nothing is cancelled.
    expect((await expireUnpaidOrders(h.db, due - 1, MAIL)).cancelled).not.toContain(order.id);
    expect((await read(order.id)).lines[0]!.status).toBe('invoiced');
    expect(await h.units(pre)).toEqual({ stock: 3, allocation: null });

    expect((await expireUnpaidOrders(h.db, due, MAIL)).cancelled).toContain(order.id);
    const cancelled = await read(order.id);
    expect(cancelled.lines.map((line) => line.status)).toEqual(['cancelled']);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.invoices[0]!.state).toBe('void');
    expect(cancelled.payment.state).toBe('cancelled');
    expect(cancelled.events.at(-1)).toMatchObject({ kind: 'cancelled' });
    expect(await h.units(pre)).toEqual({ stock: 5, allocation: null });
    await eventually(async () => expect((await h.mail(me.email)).some((mail) => mail.subject === `Order ${order.number}: unpaid items cancelled`)).toBe(true));

    const again = await expireUnpaidOrders(h.db, due + 3_600_000, MAIL);
    expect(again.cancelled).not.toContain(order.id);
    expect(again.reminded).not.toContain(invoiceId);
    expect(await read(order.id)).toEqual(cancelled);
    expect(await h.units(pre)).toEqual({ stock: 5, allocation: null });
  });
});

describe('paying a release invoice', { timeout: 60_000 }, () => {
  it('through the provider makes the invoiced line paid; the order is paid in all', async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.order([[buy, 1], [pre, 1]], 'pay-release', me.token);
    const placingPaid = await h.pay(order.id, me.token);
    expect(placingPaid.lines.map((line) => line.status)).toEqual(['paid', 'reserved']);

    await h.release(pre);
    const invoiced = await read(order.id);
    const release = invoiced.invoices[1]!;
    expect(invoiced.lines[1]).toMatchObject({ status: 'invoiced', invoice_id: release.id });
    expect(invoiced.payment).toMatchObject({ state: 'due', amount_jpy: release.amount_jpy, due_at: DUE_AT });

    const paid = await h.pay(order.id, me.token);
    expect(paid.lines.map((line) => line.status)).toEqual(['paid', 'paid']);
    expect(paid.invoices.map((invoice) => invoice.state)).toEqual(['paid', 'paid']);
    expect(paid.payment).toMatchObject({ state: 'paid', amount_jpy: placingPaid.invoices[0]!.amount_jpy + release.amount_jpy });
    expect(kinds(paid)).toEqual(['placed', 'paid', 'invoiced', 'paid']);
    // The deadline passing after the payment changes nothing.
    expect((await expireUnpaidOrders(h.db, Date.parse(DUE_AT), MAIL)).cancelled).not.toContain(order.id);
    expect((await read(order.id)).lines[1]!.status).toBe('paid');
  });
});

describe('shipping together', { timeout: 60_000 }, () => {
  it('holds the in-stock line reserved with nothing due; the last pre-order’s release invoices everything on one invoice', async () => {
    const [buy] = await h.figures(1);
    const [early, late] = await h.figures(2, PREORDER);
    const order = await h.orderTogether([[buy, 1], [early, 1], [late, 1]], 'together-all', me.token);
    expect(order.ship_together).toBe(true);
    expect(order.lines.map((line) => line.status)).toEqual(['reserved', 'reserved', 'reserved']);
    expect(order.shipments.map((shipment) => shipment.kind)).toEqual(['together']);
    expect(order.payment).toMatchObject({ state: 'not_required', amount_jpy: 0 });
    expect(order.invoices).toEqual([]);
    expect(await h.units(buy)).toEqual({ stock: 9, allocation: null });

    // The first release and a change of the in-stock figure invoice nothing: the parcel waits for the last.
    expect((await h.release(early)).alerts.map((alert) => alert.kind)).not.toContain('preorder_invoiced');
    expect((await json(h.server.app, 'PATCH', moderationPaths.figure(buy), { stock: 8 }, h.moderator)).statusCode).toBe(200);
    expect((await read(order.id)).lines.map((line) => line.status)).toEqual(['reserved', 'reserved', 'reserved']);

    expect((await h.release(late)).alerts).toContainEqual({ kind: 'preorder_invoiced', notified: 1 });
    const invoiced = await read(order.id);
    expect(invoiced.lines.map((line) => line.status)).toEqual(['invoiced', 'invoiced', 'invoiced']);
    expect(invoiced.invoices).toHaveLength(1);
    expect(new Set(invoiced.lines.map((line) => line.invoice_id))).toEqual(new Set([invoiced.invoices[0]!.id]));
    const everything = order.lines.reduce((sum, line) => sum + line.total_jpy, 0) + order.shipments[0]!.shipping_jpy;
    expect(invoiced.payment).toMatchObject({ state: 'due', amount_jpy: everything, due_at: DUE_AT });
  });

  it('switched off before the release, the held in-stock line is invoiced now in a parcel of its own; the pre-order at its release', async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    const order = await h.orderTogether([[buy, 2], [pre, 1]], 'together-off', me.token);

    const res = await json(h.server.app, 'POST', orderPaths.shipTogether(order.id), { ship_together: false }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    const off = await read(order.id);
    const held = (o: Order) => o.lines.find((line) => line.slug === buy)!;
    const waiting = (o: Order) => o.lines.find((line) => line.slug === pre)!;
    expect(off.ship_together).toBe(false);
    expect(off.shipments.map((shipment) => shipment.kind)).toEqual(['together', 'now']);
    expect(held(off)).toMatchObject({ status: 'invoiced', shipment: 1 });
    expect(waiting(off)).toMatchObject({ status: 'reserved', shipment: 0, invoice_id: null });
    expect(off.invoices).toHaveLength(1);
    expect(held(off).invoice_id).toBe(off.invoices[0]!.id);
    expect(off.invoices[0]).toMatchObject({ due_at: DUE_AT, state: 'open', amount_jpy: held(off).total_jpy + off.shipments[1]!.shipping_jpy });
    expect(off.payment).toMatchObject({ state: 'due', amount_jpy: off.invoices[0]!.amount_jpy });
    expect(kinds(off).slice(-2)).toEqual(['ship_together_off', 'invoiced']);

    await h.release(pre);
    const released = await read(order.id);
    expect(released.lines.map((line) => line.status)).toEqual(['invoiced', 'invoiced']);
    expect(released.invoices).toHaveLength(2);
    expect(waiting(released).invoice_id).toBe(released.invoices[1]!.id);
    expect(released.invoices[1]!.amount_jpy).toBe(waiting(released).total_jpy + released.shipments[0]!.shipping_jpy);
    // The first invoice did not change.
    expect(released.invoices[0]).toEqual(off.invoices[0]);
  });

  it('an order that does not ship together (or no longer does) is a 409 not_shipping_together; another collector’s is a 404; only false is accepted', async () => {
    const [buy] = await h.figures(1);
    const [pre] = await h.figures(1, PREORDER);
    const apart = await h.order([[buy, 1], [pre, 1]], 'apart', me.token);
    const call = (id: number, body: unknown = { ship_together: false }, token = me.token) => json(h.server.app, 'POST', orderPaths.shipTogether(id), body, token);
    const refused = await call(apart.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: orderMessages.notShippingTogether, code: 'not_shipping_together' });
    expect(await read(apart.id)).toEqual(apart);

    const [buy2] = await h.figures(1);
    const [pre2] = await h.figures(1, PREORDER);
    const together = await h.orderTogether([[buy2, 1], [pre2, 1]], 'together-twice', me.token);
    const stranger = await h.newCollectorAccount('together');
    expect((await call(together.id, { ship_together: false }, stranger.token)).statusCode).toBe(404);
    expect((await call(together.id, { ship_together: true })).statusCode).toBe(400);
    expect(await read(together.id)).toEqual(together);
    expect((await call(together.id)).statusCode).toBe(200);
    expect((await call(together.id)).statusCode).toBe(409);
    expect(await invoiceCount(together.id)).toBe(1);
  });
});
