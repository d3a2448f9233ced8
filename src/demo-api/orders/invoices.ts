/**
 * An order's invoices (docs/product-rules.md §Fulfilment 1, §Payment 1): each charge of an order,
 * the one placing made for what ships now and one per release. An invoice's amount and state are
 * not stored but read from its lines, so cancelling a line before payment lowers what is due by
 * itself and nothing can disagree: the amount is its lines not cancelled plus the shipping of the
 * shipments it opened (while one of their lines on it is not cancelled); it is paid once paid_at
 * is set, open while a line on it waits for payment, else void.
 */
import type { Client, Row } from '@libsql/client';
import { canMoveOrderLine, type InvoiceState, type OrderInvoice, type PaymentFailureCode } from '../../shared/api/orders';
import { queryAll, queryOne, run } from '../storage/db';

// Each subquery names the invoice's order first: lines and shipments are keyed (order_id, position),
// so SQLite reads one order's rows, not every order's (a release writes thousands of invoices).

/** SQL of an invoice row `i`'s amount in whole yen (see the file header). */
export const INVOICE_AMOUNT_SQL = `(COALESCE((SELECT SUM(l.total_jpy) FROM order_lines l WHERE l.order_id = i.order_id AND l.invoice_id = i.id AND l.status <> 'cancelled'), 0)
  + COALESCE((SELECT SUM(s.shipping_jpy) FROM order_shipments s WHERE s.order_id = i.order_id AND s.invoice_id = i.id AND EXISTS (
      SELECT 1 FROM order_lines sl WHERE sl.order_id = s.order_id AND sl.shipment = s.position AND sl.invoice_id = i.id AND sl.status <> 'cancelled')), 0))`;

/** SQL of an invoice row `i`'s state. */
export const INVOICE_STATE_SQL = `(CASE WHEN i.paid_at IS NOT NULL THEN 'paid'
  WHEN EXISTS (SELECT 1 FROM order_lines ul WHERE ul.order_id = i.order_id AND ul.invoice_id = i.id AND ul.status IN ('awaiting_payment', 'invoiced')) THEN 'open' ELSE 'void' END)`;

/** An invoice as the orders read it: the contract's fields and the last failed attempt. */
export interface InvoiceFacts extends OrderInvoice {
  orderId: number;
  failure: { code: PaymentFailureCode; message: string } | null;
  remindedAt: string | null;
}

const SELECT_INVOICES = `SELECT i.*, ${INVOICE_AMOUNT_SQL} AS amount_jpy, ${INVOICE_STATE_SQL} AS state,
  COALESCE((SELECT SUM(r.amount_jpy) FROM order_refunds r WHERE r.order_id = i.order_id AND r.invoice_id = i.id), 0) AS refunded_jpy FROM order_invoices i`;

function invoiceOf(row: Row): InvoiceFacts {
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    created_at: String(row.created_at),
    due_at: String(row.due_at),
    state: row.state as InvoiceState,
    // A paid invoice charged what was paid, whatever was cancelled or refunded after.
    amount_jpy: row.paid_amount_jpy === null ? Number(row.amount_jpy) : Number(row.paid_amount_jpy),
    paid_at: row.paid_at === null ? null : String(row.paid_at),
    refunded_jpy: Number(row.refunded_jpy),
    failure: row.failure_code === null ? null : { code: row.failure_code as PaymentFailureCode, message: String(row.failure_message) },
    remindedAt: row.reminded_at === null ? null : String(row.reminded_at),
  };
}

/** The order's invoices, oldest first. */
export async function orderInvoices(exec: Pick<Client, 'execute'>, orderId: number): Promise<InvoiceFacts[]> {
  return (await queryAll(exec, `${SELECT_INVOICES} WHERE i.order_id = ? ORDER BY i.id`, [orderId])).map(invoiceOf);
}

/** The invoice `invoiceId`, or undefined. */
export async function findInvoice(exec: Pick<Client, 'execute'>, invoiceId: number): Promise<InvoiceFacts | undefined> {
  const row = await queryOne(exec, `${SELECT_INVOICES} WHERE i.id = ?`, [invoiceId]);
  return row ? invoiceOf(row) : undefined;
}

/**
 * Writes a new invoice of order `orderId`, created at `createdAt` and due at `dueAt` (ISO 8601), for
 * the lines at `positions`: each moves from `reserved` to `invoiced` (the state table; a line in any
 * other status is left alone) and is charged on it, and each shipment of those lines whose shipping
 * no live invoice charges yet has its shipping charged on it. Resolves the invoice id, or null
 * (nothing written) when no line could move.
 */
export async function invoiceLines(exec: Pick<Client, 'execute'>, orderId: number, positions: readonly number[], createdAt: string, dueAt: string): Promise<number | null> {
  if (!canMoveOrderLine('reserved', 'invoiced') || positions.length === 0) return null;
  const row = await queryOne(exec, 'INSERT INTO order_invoices (order_id, created_at, due_at) VALUES (?, ?, ?) RETURNING id', [orderId, createdAt, dueAt]);
  const invoiceId = Number(row!.id);
  const moved = await run(
    exec,
    "UPDATE order_lines SET status = 'invoiced', invoice_id = ? WHERE order_id = ? AND status = 'reserved' AND position IN (SELECT value FROM json_each(?))",
    [invoiceId, orderId, JSON.stringify(positions)],
  );
  if (moved === 0) {
    await run(exec, 'DELETE FROM order_invoices WHERE id = ?', [invoiceId]);
    return null;
  }
  await chargeShipping(exec, orderId, invoiceId);
  return invoiceId;
}

/** Charges on `invoiceId` the shipping of each shipment of its lines whose shipping is on no invoice, or on a void one. */
async function chargeShipping(exec: Pick<Client, 'execute'>, orderId: number, invoiceId: number): Promise<void> {
  await run(
    exec,
    `UPDATE order_shipments SET invoice_id = ? WHERE order_id = ?
       AND position IN (SELECT shipment FROM order_lines WHERE order_id = ? AND invoice_id = ?)
       AND (invoice_id IS NULL OR NOT EXISTS (
         SELECT 1 FROM order_lines l WHERE l.invoice_id = order_shipments.invoice_id AND l.status <> 'cancelled'))`,
    [invoiceId, orderId, orderId, invoiceId],
  );
}
