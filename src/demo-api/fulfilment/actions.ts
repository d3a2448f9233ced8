/**
 * Staff actions on an order (docs/product-rules.md §Fulfilment 2, 4): ship a shipment whose lines are
 * all paid (with the carrier's tracking number, checked against its format), mark it delivered,
 * refund a paid line in full or in part through the demo provider, and approve (a full refund) or
 * decline a collector's cancellation request. Each is one write transaction that checks the state
 * again, moves lines only by the contract's state table, and records itself in the staff log; a
 * refused action changes nothing.
 */
import type { Client } from '@libsql/client';
import { drfErrorMessages } from '../../shared/api/errors';
import { carrierRules, fulfilmentMessages, normaliseTrackingNumber, type Carrier } from '../../shared/api/fulfilment';
import type { OrderStatus } from '../../shared/api/orders';
import { detailError, fieldErrors } from '../http/errors';
import { recordOrderChange, type OrderRef } from '../orders/notify';
import type { OrderMailSettings } from '../orders/order-mail';
import { findOrderRef, moveLines, shipmentOf } from '../orders/repository';
import { giveBackUnits } from '../orders/stock';
import { refundSession } from '../payments/refunds';
import { queryAll, queryOne, run } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';
import { recordStaffAction } from './log';

/** Who acts, when (ms since the epoch), and where the collector's e-mails link. */
export interface StaffContext {
  staffId: number;
  nowMs: number;
  mail: OrderMailSettings;
}

const notFound = () => detailError(404, drfErrorMessages.notFound);

/** Order `orderId` and its shipment `position` with its state now; @throws 404 when either is unknown. */
async function shipmentNow(tx: Pick<Client, 'execute'>, orderId: number, position: number) {
  const order = await findOrderRef(tx, orderId);
  const row = order && (await queryOne(tx, 'SELECT * FROM order_shipments WHERE order_id = ? AND position = ?', [orderId, position]));
  if (!order || !row) throw notFound();
  const statuses = (await queryAll(tx, 'SELECT status FROM order_lines WHERE order_id = ? AND shipment = ?', [orderId, position])).map((line) => line.status as OrderStatus);
  return { order, shipment: shipmentOf(row, statuses) };
}

/**
 * Ships shipment `position` of order `orderId` with `carrier` and `rawNumber` (spaces and dashes
 * dropped, upper-cased): 400 `{tracking_number}` naming the carrier's format when it does not match;
 * 409 `not_ready` unless every line still going is paid; 409 `cancellation_waiting` while a
 * collector's request to cancel one of its lines waits for staff; else its paid lines become shipped, the
 * tracking is stored, the collector is told (notification and e-mail with the tracking link), and
 * the action is logged.
 */
export async function shipShipment(db: Client, staff: StaffContext, orderId: number, position: number, carrier: Carrier, rawNumber: string): Promise<OrderRef> {
  const number = normaliseTrackingNumber(rawNumber);
  if (!carrierRules[carrier].valid(number)) throw fieldErrors({ tracking_number: [fulfilmentMessages.trackingFormat(carrier)] });
  const at = new Date(staff.nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const { order, shipment } = await shipmentNow(tx, orderId, position);
    if (shipment.state !== 'ready') throw detailError(409, fulfilmentMessages.notReady(shipment.state), 'not_ready');
    const waiting = await queryOne(
      tx,
      "SELECT 1 FROM cancellation_requests r JOIN order_lines l ON l.order_id = r.order_id AND l.position = r.position WHERE r.order_id = ? AND l.shipment = ? AND r.state = 'requested'",
      [orderId, position],
    );
    if (waiting) throw detailError(409, fulfilmentMessages.requestWaiting, 'cancellation_waiting');
    await moveLines(tx, orderId, 'shipped', "shipment = ? AND status = 'paid'", [position]);
    await run(tx, 'UPDATE order_shipments SET carrier = ?, tracking_number = ?, shipped_at = ? WHERE order_id = ? AND position = ?', [carrier, number, at, orderId, position]);
    const trackingUrl = carrierRules[carrier].trackingUrl(number);
    await recordOrderChange(tx, order, { kind: 'shipped', carrier, trackingNumber: number, trackingUrl }, at, staff.mail);
    await recordStaffAction(tx, { staffId: staff.staffId, action: 'ship', orderId, target: `shipment ${position}`, before: 'ready', after: `shipped ${carrier} ${number}`, at });
    return order;
  });
}

/** Marks shipment `position` of order `orderId` delivered: 409 `not_shipped` unless it is shipped; its lines become delivered; told and logged. */
export async function deliverShipment(db: Client, staff: StaffContext, orderId: number, position: number): Promise<OrderRef> {
  const at = new Date(staff.nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const { order, shipment } = await shipmentNow(tx, orderId, position);
    if (shipment.state !== 'shipped') throw detailError(409, fulfilmentMessages.notShipped(shipment.state), 'not_shipped');
    await moveLines(tx, orderId, 'delivered', "shipment = ? AND status = 'shipped'", [position]);
    await run(tx, 'UPDATE order_shipments SET delivered_at = ? WHERE order_id = ? AND position = ?', [at, orderId, position]);
    await recordOrderChange(tx, order, { kind: 'delivered' }, at, staff.mail);
    await recordStaffAction(tx, { staffId: staff.staffId, action: 'deliver', orderId, target: `shipment ${position}`, before: 'shipped', after: 'delivered', at });
    return order;
  });
}

/** What a refund did: the provider's refund and event ids (the event goes to the webhook sender after the commit). */
export interface LineRefund {
  order: OrderRef;
  refundId: string;
  eventId: string;
}

/**
 * Refunds `amountJpy` of line `position` through the provider, inside `tx`: 409 `not_refundable`
 * unless the line is paid, shipped or delivered; 400 `{amount_jpy}` when more than is left of it
 * (its total less what was refunded; so a second full refund is refused); 409 `not_refundable`
 * when its payment cannot be refunded at the provider. The line keeps what was refunded; a line
 * refunded in full becomes refunded, and if it had not shipped its units go back on sale.
 */
async function refundInTransaction(tx: Pick<Client, 'execute'>, staff: StaffContext, orderId: number, position: number, amountJpy: number, at: string): Promise<LineRefund & { before: string; after: string }> {
  const order = await findOrderRef(tx, orderId);
  const line = order && (await queryOne(
    tx,
    'SELECT l.status, l.total_jpy, l.refunded_jpy, l.invoice_id, l.figure_id, l.quantity, i.session_id FROM order_lines l LEFT JOIN order_invoices i ON i.id = l.invoice_id WHERE l.order_id = ? AND l.position = ?',
    [orderId, position],
  ));
  if (!order || !line) throw notFound();
  const status = line.status as OrderStatus;
  if (!['paid', 'shipped', 'delivered'].includes(status)) throw detailError(409, fulfilmentMessages.notRefundable(status), 'not_refundable');
  const left = Number(line.total_jpy) - Number(line.refunded_jpy);
  if (amountJpy > left) throw fieldErrors({ amount_jpy: [fulfilmentMessages.refundTooLarge(left)] });
  const refund = line.session_id === null ? null : await refundSession(tx, String(line.session_id), amountJpy, staff.nowMs);
  if (!refund) throw detailError(409, 'This payment cannot be refunded at the payment provider.', 'not_refundable');
  await run(tx, "INSERT INTO order_refunds (order_id, position, invoice_id, refund_id, amount_jpy, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)", [
    orderId, position, Number(line.invoice_id), refund.refundId, amountJpy, at,
  ]);
  await run(tx, 'UPDATE order_lines SET refunded_jpy = refunded_jpy + ? WHERE order_id = ? AND position = ?', [amountJpy, orderId, position]);
  let after: string = status;
  if (amountJpy === left) {
    const [moved] = await moveLines(tx, orderId, 'refunded', 'position = ?', [position]);
    if (moved?.from === 'paid') await giveBackUnits(tx, moved.figureId, moved.quantity);
    after = 'refunded';
  }
  const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;
  return { order, ...refund, before: `${status}, ${yen(Number(line.refunded_jpy))} refunded`, after: `${after}, ${yen(Number(line.refunded_jpy) + amountJpy)} refunded` };
}

/** Refunds `amountJpy` of line `position` of order `orderId` (see refundInTransaction), logged with `note`. */
export async function refundLine(db: Client, staff: StaffContext, orderId: number, position: number, amountJpy: number, note: string): Promise<LineRefund> {
  const at = new Date(staff.nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const refund = await refundInTransaction(tx, staff, orderId, position, amountJpy, at);
    await recordStaffAction(tx, { staffId: staff.staffId, action: 'refund', orderId, target: `line ${position}`, before: refund.before, after: refund.after, note, at });
    return refund;
  });
}

/**
 * Decides the waiting cancellation request of line `position`: 409 `no_request` when none waits.
 * `approve` refunds what is left of the line in full (it becomes refunded, its units go back);
 * `decline` needs a `message` (400 otherwise), which the collector is told. Logged either way.
 * Resolves the refund when one was made (its event goes to the webhook sender after the commit).
 */
export async function decideCancellation(db: Client, staff: StaffContext, orderId: number, position: number, decision: 'approve' | 'decline', message: string): Promise<LineRefund | null> {
  if (decision === 'decline' && message.trim() === '') throw fieldErrors({ message: [fulfilmentMessages.declineNeedsMessage] });
  const at = new Date(staff.nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const request = await queryOne(tx, "SELECT id FROM cancellation_requests WHERE order_id = ? AND position = ? AND state = 'requested'", [orderId, position]);
    if (!request) throw detailError(409, fulfilmentMessages.noRequest, 'no_request');
    const line = await queryOne(tx, 'SELECT name, total_jpy, refunded_jpy FROM order_lines WHERE order_id = ? AND position = ?', [orderId, position]);
    const order = await findOrderRef(tx, orderId);
    if (!line || !order) throw notFound();
    await run(tx, 'UPDATE cancellation_requests SET state = ?, decided_at = ?, decided_by = ?, message = ? WHERE id = ?', [
      decision === 'approve' ? 'approved' : 'declined', at, staff.staffId, message.trim() || null, Number(request.id),
    ]);
    const target = `line ${position}`;
    if (decision === 'decline') {
      await recordOrderChange(tx, order, { kind: 'cancellation_declined', figure: String(line.name), message: message.trim() }, at, staff.mail);
      await recordStaffAction(tx, { staffId: staff.staffId, action: 'decline_cancellation', orderId, target, before: 'requested', after: 'declined', note: message.trim(), at });
      return null;
    }
    const left = Number(line.total_jpy) - Number(line.refunded_jpy);
    // Refunded in full meanwhile (a refund of its own): approved, with nothing left to give back.
    if (left === 0) {
      await recordStaffAction(tx, { staffId: staff.staffId, action: 'approve_cancellation', orderId, target, before: 'requested', after: 'approved, already refunded', note: message.trim(), at });
      return null;
    }
    const refund = await refundInTransaction(tx, staff, orderId, position, left, at);
    await recordStaffAction(tx, { staffId: staff.staffId, action: 'approve_cancellation', orderId, target, before: refund.before, after: refund.after, note: message.trim(), at });
    return refund;
  });
}

