/**
 * Release → invoice (docs/product-rules.md §Fulfilment 1, 3): when a figure goes on sale (in stock or
 * released), every reserved line of it is invoiced, due INVOICE_DUE_DAYS later, with a notification
 * that opens the order; an order that ships together waits until its last pre-order is released and
 * then invoices everything it held. One write transaction per figure, each line moved only from
 * `reserved` (a conditional UPDATE), so a job that runs twice, or two API processes at once, invoice
 * each line once.
 */
import type { Client } from '@libsql/client';
import { INVOICE_DUE_DAYS } from '../../shared/api/orders';
import { queryAll, queryOne } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';
import { findInvoice, invoiceLines } from './invoices';
import { recordOrderChange, type OrderRef } from './notify';
import type { OrderMailSettings } from './order-mail';
import { DAY_MS } from './state';

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
      const invoice = (await findInvoice(tx, invoiceId))!;
      await recordOrderChange(tx, order, { kind: 'invoiced', figure: String(figure.name), amountJpy: invoice.amount_jpy, dueAt }, at, mail);
      invoiced.push({ order, invoiceId });
    }
    return invoiced;
  });
}
