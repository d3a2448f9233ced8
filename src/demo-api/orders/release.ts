/**
 * Release → invoice (docs/product-rules.md §Fulfilment 1, 3): when a figure goes on sale (in stock or
 * released), every reserved line of it is invoiced, due INVOICE_DUE_DAYS later, with a notification
 * that opens the order; an order that ships together waits until its last pre-order is released and
 * then invoices everything it held (or until the collector cancels the last one still to come:
 * cancel.ts). One write transaction per figure, each line moved only from
 * `reserved` (a conditional UPDATE), so a job that runs twice, or two API processes at once, invoice
 * each line once.
 */
import type { Client } from '@libsql/client';
import { INVOICE_DUE_DAYS } from '../../shared/api/orders';
import { queryAll, queryOne, run } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';
import { invoiceLines } from './invoices';
import { recordOrderChange, type OrderRef } from './notify';
import type { OrderMailSettings } from './order-mail';
import { DAY_MS } from './state';

/**
 * What a new invoice charges: its lines and the shipping it opened (nothing on it is cancelled yet,
 * so this is INVOICE_AMOUNT_SQL without the cancelled-line checks, which a release of thousands of
 * orders does not pay for).
 */
async function newInvoiceAmount(tx: Pick<Client, 'execute'>, orderId: number, invoiceId: number): Promise<number> {
  const row = await queryOne(
    tx,
    `SELECT COALESCE((SELECT SUM(total_jpy) FROM order_lines WHERE order_id = ? AND invoice_id = ?), 0)
       + COALESCE((SELECT SUM(shipping_jpy) FROM order_shipments WHERE order_id = ? AND invoice_id = ?), 0) AS amount_jpy`,
    [orderId, invoiceId, orderId, invoiceId],
  );
  return Number(row?.amount_jpy ?? 0);
}

/** One order a release invoiced: the order and its new invoice. */
export interface InvoicedOrder {
  order: OrderRef;
  invoiceId: number;
}

/**
 * Invoices the reserved lines of figure `figureId` at `nowMs` (ms since the epoch), as the file
 * header says. Resolves the orders invoiced (none when the figure is still on pre-order, nothing is
 * reserved, or another run got there first).
 */
export async function invoiceRelease(db: Client, figureId: number, nowMs: number, mail: OrderMailSettings): Promise<InvoicedOrder[]> {
  const at = new Date(nowMs).toISOString();
  const dueAt = new Date(nowMs + INVOICE_DUE_DAYS * DAY_MS).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const figure = await queryOne(tx, "SELECT name FROM figures WHERE id = ? AND status IN ('in_stock', 'released')", [figureId]);
    if (!figure) return [];
    const orders = await queryAll(
      tx,
      `SELECT o.id, o.user_id, o.number, o.ship_together,
         (SELECT json_group_array(l2.position) FROM order_lines l2 WHERE l2.order_id = o.id AND l2.status = 'reserved'
            AND (o.ship_together = 1 OR l2.figure_id = ?)) AS positions,
         EXISTS (SELECT 1 FROM order_lines l3 JOIN figures f ON f.id = l3.figure_id
            WHERE l3.order_id = o.id AND l3.status = 'reserved' AND l3.kind = 'preorder' AND f.status = 'preorder') AS waiting
       FROM orders o WHERE o.id IN (SELECT order_id FROM order_lines WHERE figure_id = ? AND status = 'reserved') ORDER BY o.id`,
      [figureId, figureId],
    );
    const invoiced: InvoicedOrder[] = [];
    for (const row of orders) {
      // Shipping together: everything waits for the last pre-order of the order.
      if (Number(row.ship_together) === 1 && Number(row.waiting) === 1) continue;
      const order: OrderRef = { id: Number(row.id), userId: Number(row.user_id), number: String(row.number) };
      const invoiceId = await invoiceLines(tx, order.id, JSON.parse(String(row.positions)) as number[], at, dueAt);
      if (invoiceId === null) continue;
      await recordOrderChange(tx, order, { kind: 'invoiced', figure: String(figure.name), amountJpy: await newInvoiceAmount(tx, order.id, invoiceId), dueAt }, at, mail);
      invoiced.push({ order, invoiceId });
    }
    return invoiced;
  });
}

/**
 * A moved release month (docs/product-rules.md §Fulfilment 1): every order holding a reserved line
 * of figure `figureId` gets a `release_moved` event and a notification "<figure> moved from <from>
 * to <to>" that opens it; the lines (and a parcel that holds only this figure) take the new month.
 * One write transaction. Resolves the orders told.
 */
export async function announceReleaseMove(db: Client, figureId: number, move: { figure: string; from: string; to: string }, nowMs: number, mail: OrderMailSettings): Promise<OrderRef[]> {
  const at = new Date(nowMs).toISOString();
  return inWriteTransaction(db, async (tx) => {
    const rows = await queryAll(
      tx,
      `SELECT o.id, o.user_id, o.number FROM orders o
       WHERE o.id IN (SELECT order_id FROM order_lines WHERE figure_id = ? AND status = 'reserved') ORDER BY o.id`,
      [figureId],
    );
    const told: OrderRef[] = [];
    for (const row of rows) {
      const order: OrderRef = { id: Number(row.id), userId: Number(row.user_id), number: String(row.number) };
      await run(tx, "UPDATE order_lines SET release_month = ? WHERE order_id = ? AND figure_id = ? AND status = 'reserved'", [move.to, order.id, figureId]);
      await run(
        tx,
        `UPDATE order_shipments SET release_month = ? WHERE order_id = ? AND kind = 'on_release' AND release_month = ?
           AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = order_shipments.order_id AND l.shipment = order_shipments.position
             AND l.status <> 'cancelled' AND (l.figure_id IS NULL OR l.figure_id <> ?))`,
        [move.to, order.id, move.from, figureId],
      );
      await recordOrderChange(tx, order, { kind: 'release_moved', figure: move.figure, from: move.from, to: move.to }, at, mail);
      told.push(order);
    }
    return told;
  });
}
