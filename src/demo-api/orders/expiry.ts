/**
 * Unpaid invoices (docs/product-rules.md §Orders 2, §Fulfilment 1): INVOICE_REMINDER_DAYS before an
 * open invoice's deadline the collector is reminded once; at the deadline its unpaid lines are
 * cancelled and their units go back on sale. Run by the periodic jobs (periodic.ts) and once at
 * start (server.ts).
 */
import type { Client } from '@libsql/client';
import { INVOICE_REMINDER_DAYS } from '../../shared/api/orders';
import { sendFigureAlerts } from '../alerts/repository';
import { alertsForChange } from '../alerts/rules';
import { queryAll, run } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';
import { findInvoice } from './invoices';
import { recordOrderChange } from './notify';
import type { OrderMailSettings } from './order-mail';
import { findOrderRef, lineStatuses, moveLines } from './repository';
import { DAY_MS } from './state';
import { giveBackUnits } from './stock';

/** Default period of the expiry check: every 10 minutes (a cancellation comes at most that late). */
export const ORDER_EXPIRY_INTERVAL_MS = 600_000;

/** What one run did: the orders whose unpaid lines were cancelled, and the invoices reminded. */
export interface ExpiryRun {
  cancelled: number[];
  reminded: number[];
}

/**
 * Cancels the unpaid lines of every open invoice whose deadline is at or before `nowMs` (ms since
 * the epoch), one write transaction per invoice (storage/write-transaction.ts): the lines move to
 * cancelled as the state table allows, their units go back (stock.ts), and the order gets a
 * `cancelled` event and notification; its other lines stay as they are; collectors wishing for a
 * figure that was at 0 units hear it is back in stock (§Wishlist 6), in the same transaction. Each
 * invoice is checked again inside its transaction, so a payment that landed meanwhile wins and a
 * second run changes nothing. Then reminds each open invoice due within INVOICE_REMINDER_DAYS, once.
 * `mail` says where the e-mails link; `catalogue` (when given) is told that stock changed; `only`
 * limits the run to one order's invoices (the dashboard's deadline tool).
 */
export async function expireUnpaidOrders(db: Client, nowMs: number, mail: OrderMailSettings, catalogue?: { invalidate(): void }, only?: { orderId: number }): Promise<ExpiryRun> {
  const now = new Date(nowMs).toISOString();
  const overdue = await queryAll(
    db,
    `SELECT id FROM order_invoices WHERE paid_at IS NULL AND due_at <= ?${only ? ' AND order_id = ?' : ''} ORDER BY id`,
    only ? [now, only.orderId] : [now],
  );
  const cancelled: number[] = [];
  for (const { id } of overdue) {
    const result = await inWriteTransaction(db, async (tx): Promise<{ orderId: number; units: number } | null> => {
      const invoice = await findInvoice(tx, Number(id));
      const order = invoice && (await findOrderRef(tx, invoice.orderId));
      if (!invoice || !order || invoice.state !== 'open' || invoice.due_at > now) return null;
      let units = 0;
      for (const line of await moveLines(tx, order.id, 'cancelled', "invoice_id = ? AND status IN ('awaiting_payment', 'invoiced')", [invoice.id])) {
        const back = await giveBackUnits(tx, line.figureId, line.quantity);
        if (back === null) continue;
        units += 1;
        if (back !== 'allocation') await sendFigureAlerts(tx, back.figure, alertsForChange(back.before, back.after, nowMs), back.before, back.after, now);
      }
      await recordOrderChange(tx, order, { kind: 'cancelled', reservedLeft: (await lineStatuses(tx, order.id)).includes('reserved') }, now, mail);
      return { orderId: order.id, units };
    });
    if (result === null) continue;
    cancelled.push(result.orderId);
    if (result.units > 0) catalogue?.invalidate();
  }
  return { cancelled, reminded: only ? [] : await remindUnpaid(db, nowMs, mail) };
}

/** Reminds each open invoice due within INVOICE_REMINDER_DAYS of `nowMs` that was not reminded yet; resolves their ids. */
async function remindUnpaid(db: Client, nowMs: number, mail: OrderMailSettings): Promise<number[]> {
  const now = new Date(nowMs).toISOString();
  const soon = new Date(nowMs + INVOICE_REMINDER_DAYS * DAY_MS).toISOString();
  const due = await queryAll(db, 'SELECT id FROM order_invoices WHERE paid_at IS NULL AND reminded_at IS NULL AND due_at > ? AND due_at <= ? ORDER BY id', [now, soon]);
  const reminded: number[] = [];
  for (const { id } of due) {
    const sent = await inWriteTransaction(db, async (tx) => {
      const invoice = await findInvoice(tx, Number(id));
      const order = invoice && (await findOrderRef(tx, invoice.orderId));
      if (!invoice || !order || invoice.state !== 'open' || invoice.remindedAt !== null) return false;
      await run(tx, 'UPDATE order_invoices SET reminded_at = ? WHERE id = ? AND reminded_at IS NULL', [now, invoice.id]);
      await recordOrderChange(tx, order, { kind: 'payment_reminder', amountJpy: invoice.amount_jpy, dueAt: invoice.due_at }, now, mail);
      return true;
    });
    if (sent) reminded.push(Number(id));
  }
  return reminded;
}
