/**
 * The unpaid-order expiry (docs/product-rules.md §Orders 2): an in-stock line still awaiting payment
 * when its order's payment falls due (PAYMENT_DUE_DAYS after the order) is cancelled, and its units
 * go back on sale. Run by the periodic jobs (periodic.ts) and once at start (server.ts).
 */
import type { Client } from '@libsql/client';
import { sendFigureAlerts } from '../alerts/repository';
import { alertsForChange } from '../alerts/rules';
import { queryAll } from '../storage/db';
import { recordOrderChange } from './notify';
import { moveBuyLines, orderPaymentView } from './repository';
import { returnUnits } from './stock';
import { inWriteTransaction } from '../storage/write-transaction';

/** Default period of the expiry check: every 10 minutes (a cancellation comes at most that late). */
export const ORDER_EXPIRY_INTERVAL_MS = 600_000;

/**
 * Cancels every order's awaiting_payment lines whose payment fell due at or before `nowMs` (ms
 * since the epoch), one write transaction per order (storage/write-transaction.ts): the lines move to cancelled
 * as the state table allows, their units go back (stock.ts), and the order gets a `cancelled` event
 * and notification; its pre-order lines stay reserved; collectors wishing for a figure that was at
 * 0 units hear it is back in stock (§Wishlist 6), in the same transaction. Each order is checked
 * again inside its transaction, so a payment that landed meanwhile wins and a second run changes
 * nothing. `catalogue` (when given) is told that stock changed. Resolves the ids of the orders
 * cancelled.
 */
export async function expireUnpaidOrders(db: Client, nowMs: number, catalogue?: { invalidate(): void }): Promise<number[]> {
  const now = new Date(nowMs).toISOString();
  const due = await queryAll(
    db,
    `SELECT DISTINCT o.id FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE l.status = 'awaiting_payment' AND o.payment_due_at IS NOT NULL AND o.payment_due_at <= ? ORDER BY o.id`,
    [now],
  );
  const cancelled: number[] = [];
  for (const { id } of due) {
    const orderId = Number(id);
    const returned = await inWriteTransaction(db, async (tx): Promise<number | null> => {
      const view = await orderPaymentView(tx, orderId);
      const dueAt = view?.facts.paymentDueAt;
      if (!view || !view.facts.buyStatuses.includes('awaiting_payment') || dueAt === null || dueAt === undefined || dueAt > now) return null;
      let figures = 0;
      for (const line of await moveBuyLines(tx, orderId, 'cancelled')) {
        const back = line.figureId === null ? null : await returnUnits(tx, line.figureId, line.quantity);
        if (!back) continue;
        figures += 1;
        await sendFigureAlerts(tx, back.figure, alertsForChange(back.before, back.after, nowMs), back.before, back.after, now);
      }
      await recordOrderChange(tx, view, { kind: 'cancelled', reservedLeft: view.statuses.includes('reserved') }, now);
      return figures;
    });
    if (returned === null) continue;
    cancelled.push(orderId);
    if (returned > 0) catalogue?.invalidate();
  }
  return cancelled;
}
