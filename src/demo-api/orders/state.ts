/**
 * An order's states as pure functions (docs/product-rules.md §Orders 2, §Payment 1, 3, §Fulfilment):
 * a new line's status, when placing's payment falls due, the payment panel's state from the
 * invoices, and a shipment's state from its lines. The moves between line statuses are the
 * contract's state table (canMoveOrderLine).
 */
import { PAYMENT_DUE_DAYS, type OrderPayment, type OrderStatus, type ShipmentState } from '../../shared/api/orders';
import { nextInvoiceToPay } from '../../shared/api/orders';
import type { InvoiceFacts } from './invoices';

export const DAY_MS = 86_400_000;

/**
 * A new line's status: a line of a shipment charged now (in stock, not held to ship together) waits
 * for payment; anything else is reserved (charged when it is invoiced at release).
 */
export function initialLineStatus(chargedNow: boolean): OrderStatus {
  return chargedNow ? 'awaiting_payment' : 'reserved';
}

/**
 * When placing's payment falls due for an order placed at `createdAtMs` (ms since the epoch):
 * PAYMENT_DUE_DAYS days later as ISO 8601 when a shipment is charged now, else null (nothing is due now).
 */
export function paymentDueAt(createdAtMs: number, chargedNow: boolean): string | null {
  return chargedNow ? new Date(createdAtMs + PAYMENT_DUE_DAYS * DAY_MS).toISOString() : null;
}

/**
 * The order's payment panel (orderPaymentSchema) from its invoices: the next invoice to pay while one
 * is open (`failed` when its last attempt failed: still due, with why); else `paid` (what was paid
 * in all, and when last) when any was paid; `cancelled` when every invoice was cancelled unpaid;
 * `not_required` before the first invoice.
 */
export function paymentOf(invoices: readonly InvoiceFacts[]): OrderPayment {
  const refunded_jpy = invoices.reduce((sum, invoice) => sum + invoice.refunded_jpy, 0);
  const none = { due_at: null, paid_at: null, failure: null, refunded_jpy };
  if (invoices.length === 0) return { state: 'not_required', amount_jpy: 0, ...none };
  const next = nextInvoiceToPay(invoices);
  if (next) {
    return { state: next.failure ? 'failed' : 'due', due_at: next.due_at, amount_jpy: next.amount_jpy, paid_at: null, failure: next.failure, refunded_jpy };
  }
  const paid = invoices.filter((invoice) => invoice.state === 'paid');
  if (paid.length > 0) {
    const lastPaidAt = paid.map((invoice) => invoice.paid_at!).sort().at(-1)!;
    return { state: 'paid', amount_jpy: paid.reduce((sum, invoice) => sum + invoice.amount_jpy, 0), ...none, paid_at: lastPaidAt };
  }
  return { state: 'cancelled', amount_jpy: 0, ...none };
}

/**
 * A shipment's state from its lines' statuses: cancelled when nothing is left to send (every line
 * cancelled or refunded before it shipped); delivered or shipped once the shop marked it; ready when
 * every line still going is paid; else waiting.
 */
export function shipmentStateOf(lineStatuses: readonly OrderStatus[], marks: { shippedAt: string | null; deliveredAt: string | null }): ShipmentState {
  if (marks.deliveredAt) return 'delivered';
  if (marks.shippedAt) return 'shipped';
  const going = lineStatuses.filter((status) => status !== 'cancelled' && status !== 'refunded');
  if (going.length === 0) return 'cancelled';
  return going.every((status) => status === 'paid') ? 'ready' : 'waiting';
}
