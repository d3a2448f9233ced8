/**
 * What the collector may still change on their order (docs/product-rules.md §Fulfilment 2–3): cancel
 * a reserved line (until it is invoiced) or an in-stock line awaiting payment (until it is paid), the
 * units going back at once (an order shipping together left with no pre-order to come has what it
 * held invoiced then); ask staff to cancel a paid line that has not shipped. The rule of what is
 * allowed is the contract's lineActions; switch shipping together off. Each change is one write
 * transaction.
 */
import type { Client } from '@libsql/client';
import { drfErrorMessages } from '../../shared/api/errors';
import { INVOICE_DUE_DAYS, lineActions, orderMessages, shippingZones, type CancellationReason, type DeliveryMethod, type OrderStatus, type ShippingCountry } from '../../shared/api/orders';
import { parcelWeight, shippingPrice } from '../checkout/shipping-rates';
import { detailError } from '../http/errors';
import { queryAll, queryOne, run } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';
import { recordOrderChange, type OrderRef } from './notify';
import type { OrderMailSettings } from './order-mail';
import { findInvoice, invoiceLines } from './invoices';
import { findOrderRef, moveLines } from './repository';
import { DAY_MS } from './state';
import { giveBackUnits } from './stock';

/** A line of the user's order as a change needs it; @throws ApiError 404 when the order is not theirs or has no such line. */
async function ownLine(tx: Pick<Client, 'execute'>, userId: number, orderId: number, position: number) {
  const order = await findOrderRef(tx, orderId, userId);
  const line = order && (await queryOne(tx, 'SELECT status, figure_id, quantity, name, invoice_id FROM order_lines WHERE order_id = ? AND position = ?', [orderId, position]));
  if (!order || !line) throw detailError(404, drfErrorMessages.notFound);
  return {
    order,
    status: line.status as OrderStatus,
    figureId: line.figure_id === null ? null : Number(line.figure_id),
    quantity: Number(line.quantity),
    name: String(line.name),
    invoiceId: line.invoice_id === null ? null : Number(line.invoice_id),
  };
}

/**
 * Cancels line `position` of the user's order `orderId` for `reason` at `nowMs`: 404 when it is not
 * theirs; 409 `not_cancellable` when its status allows no cancellation (lineActions); 409
 * `payment_in_progress` when its invoice was paid at the provider and the webhook is on its way (the
 * payment won: staff can cancel it then). Else the line is cancelled, its units go back to the
 * allocation or the stock (stock.ts), the invoice's open payment sessions expire (its amount
 * changed), and the order gets a `line_cancelled` event and notification. An order shipping
 * together that is left with no pre-order still to come has what it held invoiced now
 * (invoiceHeldLines). Resolves the order and whether stock changed (the catalogue's cached lists
 * show it).
 */
export async function cancelLine(db: Client, mail: OrderMailSettings, userId: number, orderId: number, position: number, reason: CancellationReason, nowMs: number): Promise<{ order: OrderRef; unitsBack: boolean }> {
  const at = new Date(nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const line = await ownLine(tx, userId, orderId, position);
    if (!lineActions(line.status).cancel) throw detailError(409, orderMessages.cannotCancel(line.status), 'not_cancellable');
    if (line.invoiceId !== null && (await queryOne(tx, "SELECT 1 FROM payment_sessions WHERE invoice_id = ? AND status = 'succeeded'", [line.invoiceId]))) {
      throw detailError(409, orderMessages.paymentInProgress, 'payment_in_progress');
    }
    const [moved] = await moveLines(tx, orderId, 'cancelled', 'position = ?', [position]);
    if (!moved) throw detailError(409, orderMessages.cannotCancel(line.status), 'not_cancellable');
    await run(tx, 'UPDATE order_lines SET cancel_reason = ? WHERE order_id = ? AND position = ?', [reason, orderId, position]);
    if (line.invoiceId !== null) await run(tx, "UPDATE payment_sessions SET status = 'expired', authenticating_name = NULL WHERE invoice_id = ? AND status = 'open'", [line.invoiceId]);
    const back = await giveBackUnits(tx, line.figureId, line.quantity);
    await recordOrderChange(tx, line.order, { kind: 'line_cancelled', figure: line.name, reason }, at, mail);
    await invoiceHeldLines(tx, line.order, nowMs, mail);
    return { order: line.order, unitsBack: back !== null };
  });
}

/** Writes the `invoiced` change of a new invoice `invoiceId` of `order` (naming every figure on it), due at `dueAt`. */
async function recordInvoiced(tx: Pick<Client, 'execute'>, order: OrderRef, invoiceId: number, at: string, dueAt: string, mail: OrderMailSettings): Promise<void> {
  const invoice = await findInvoice(tx, invoiceId);
  if (!invoice) return;
  const names = await queryAll(tx, 'SELECT name FROM order_lines WHERE invoice_id = ? ORDER BY position', [invoice.id]);
  await recordOrderChange(tx, order, { kind: 'invoiced', figure: names.map((line) => String(line.name)).join(', '), amountJpy: invoice.amount_jpy, dueAt }, at, mail);
}

/**
 * An order shipping together holds its lines until its last pre-order still to come is released
 * (release.ts). When a cancellation leaves it none to come, nothing would ever invoice what it
 * holds (nor free its units): those lines are invoiced now, due INVOICE_DUE_DAYS later, as that
 * release would have. Does nothing for an order that does not ship together or still waits.
 */
async function invoiceHeldLines(tx: Pick<Client, 'execute'>, order: OrderRef, nowMs: number, mail: OrderMailSettings): Promise<void> {
  const row = await queryOne(
    tx,
    `SELECT o.ship_together,
       (SELECT json_group_array(l.position) FROM order_lines l WHERE l.order_id = o.id AND l.status = 'reserved') AS positions,
       EXISTS (SELECT 1 FROM order_lines l JOIN figures f ON f.id = l.figure_id
         WHERE l.order_id = o.id AND l.status = 'reserved' AND l.kind = 'preorder' AND f.status = 'preorder') AS waiting
     FROM orders o WHERE o.id = ?`,
    [order.id],
  );
  if (!row || Number(row.ship_together) !== 1 || Number(row.waiting) === 1) return;
  const at = new Date(nowMs).toISOString();
  const dueAt = new Date(nowMs + INVOICE_DUE_DAYS * DAY_MS).toISOString();
  const invoiceId = await invoiceLines(tx, order.id, JSON.parse(String(row.positions)) as number[], at, dueAt);
  if (invoiceId !== null) await recordInvoiced(tx, order, invoiceId, at, dueAt, mail);
}

/**
 * Asks staff to cancel paid line `position` of the user's order: 404 when it is not theirs; 409
 * `not_cancellable` unless it is paid and not shipped; 409 `cancellation_pending` when a request
 * already waits. Else the request is stored and the timeline says so.
 */
export async function requestCancellation(db: Client, mail: OrderMailSettings, userId: number, orderId: number, position: number, reason: CancellationReason, nowMs: number): Promise<OrderRef> {
  const at = new Date(nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const line = await ownLine(tx, userId, orderId, position);
    if (!lineActions(line.status).requestCancellation) throw detailError(409, orderMessages.cannotRequestCancellation, 'not_cancellable');
    if (await queryOne(tx, "SELECT 1 FROM cancellation_requests WHERE order_id = ? AND position = ? AND state = 'requested'", [orderId, position])) {
      throw detailError(409, orderMessages.cancellationPending, 'cancellation_pending');
    }
    await run(tx, "INSERT INTO cancellation_requests (order_id, position, reason, state, requested_at) VALUES (?, ?, ?, 'requested', ?)", [orderId, position, reason, at]);
    await recordOrderChange(tx, line.order, { kind: 'cancellation_requested', figure: line.name, reason }, at, mail);
    return line.order;
  });
}

/**
 * Switches shipping together off for the user's order `orderId` (docs/product-rules.md §Fulfilment 3):
 * 404 when it is not theirs; 409 `not_shipping_together` when it does not ship together or nothing
 * is held any more. What is ready (in-stock lines held, pre-orders already released) leaves in a
 * parcel of its own, priced by the tariff of the order's method and destination, and is invoiced
 * now (due INVOICE_DUE_DAYS later); the pre-orders still to come stay in the together parcel (its
 * weight and price recomputed) and are invoiced each at its release. Resolves the order.
 */
export async function stopShippingTogether(db: Client, mail: OrderMailSettings, userId: number, orderId: number, nowMs: number): Promise<OrderRef> {
  const at = new Date(nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const order = await findOrderRef(tx, orderId, userId);
    if (!order) throw detailError(404, drfErrorMessages.notFound);
    const row = await queryOne(tx, 'SELECT ship_together, method, address FROM orders WHERE id = ?', [orderId]);
    const held = await queryAll(
      tx,
      `SELECT l.position, l.shipment, l.quantity, l.kind, f.status AS figure_status, COALESCE(f.weight_g, 0) AS weight_g
       FROM order_lines l LEFT JOIN figures f ON f.id = l.figure_id WHERE l.order_id = ? AND l.status = 'reserved' ORDER BY l.position`,
      [orderId],
    );
    if (Number(row?.ship_together) !== 1 || held.length === 0) throw detailError(409, orderMessages.notShippingTogether, 'not_shipping_together');
    const ready = held.filter((line) => line.kind === 'buy' || line.figure_status !== 'preorder');
    const waiting = held.filter((line) => !ready.includes(line));
    await run(tx, 'UPDATE orders SET ship_together = 0 WHERE id = ?', [orderId]);
    await recordOrderChange(tx, order, { kind: 'ship_together_off' }, at, mail);
    if (ready.length === 0) return order;
    const method = String(row!.method) as DeliveryMethod;
    const zone = shippingZones[(JSON.parse(String(row!.address)) as { country: ShippingCountry }).country];
    const parcel = (lines: typeof held) => {
      const weight = parcelWeight(lines.reduce((sum, line) => sum + Number(line.weight_g) * Number(line.quantity), 0));
      return { weight, price: shippingPrice(method, zone, weight) };
    };
    if (waiting.length > 0) {
      const together = Number(held[0]!.shipment);
      const next = Number((await queryOne(tx, 'SELECT MAX(position) + 1 AS next FROM order_shipments WHERE order_id = ?', [orderId]))!.next);
      const own = parcel(ready);
      const rest = parcel(waiting);
      if (!own.price || !rest.price) throw detailError(409, orderMessages.notShippingTogether, 'not_shipping_together');
      await run(
        tx,
        `INSERT INTO order_shipments (order_id, position, kind, release_month, method, weight_g, shipping_jpy, days_min, days_max, charged_now)
         VALUES (?, ?, 'now', NULL, ?, ?, ?, ?, ?, 0)`,
        [orderId, next, method, own.weight, own.price.price_jpy, own.price.days_min, own.price.days_max],
      );
      await run(tx, 'UPDATE order_shipments SET weight_g = ?, shipping_jpy = ? WHERE order_id = ? AND position = ?', [rest.weight, rest.price.price_jpy, orderId, together]);
      await run(tx, 'UPDATE order_lines SET shipment = ? WHERE order_id = ? AND position IN (SELECT value FROM json_each(?))', [next, orderId, JSON.stringify(ready.map((line) => Number(line.position)))]);
    }
    const dueAt = new Date(nowMs + INVOICE_DUE_DAYS * DAY_MS).toISOString();
    const invoiceId = await invoiceLines(tx, orderId, ready.map((line) => Number(line.position)), at, dueAt);
    if (invoiceId !== null) await recordInvoiced(tx, order, invoiceId, at, dueAt, mail);
    return order;
  });
}
