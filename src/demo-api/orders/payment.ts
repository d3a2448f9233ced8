/**
 * The orders' side of payment (docs/product-rules.md §Payment 1, 3, 4): what a payment session may
 * charge (the order's next invoice to pay), and what the provider's signed webhook does to an
 * invoice (payments/ calls these). Only the webhook makes an invoice paid; each change runs in one
 * write transaction (storage/write-transaction.ts) and moves lines only as the contract's state
 * table allows (canMoveOrderLine).
 */
import type { Client } from '@libsql/client';
import { nextInvoiceToPay, type PaymentFailureCode, type PaymentState } from '../../shared/api/orders';
import { queryOne, run } from '../storage/db';
import { inWriteTransaction } from '../storage/write-transaction';
import { findInvoice, orderInvoices } from './invoices';
import { recordOrderChange } from './notify';
import type { OrderMailSettings } from './order-mail';
import { findOrderRef, moveLines } from './repository';
import { paymentOf } from './state';

export interface PayableOrder {
  id: number;
  userId: number;
  number: string;
  /** The invoice a session opened now would pay: the next to pay; null when none is open. */
  invoiceId: number | null;
  /** Whole yen due now on that invoice, else 0. */
  amountDueJpy: number;
  paymentState: PaymentState;
}

/** The user's order with its next invoice to pay; null when unknown or not the user's. */
export async function payableOrder(exec: Pick<Client, 'execute'>, userId: number, orderId: number): Promise<PayableOrder | null> {
  const order = await findOrderRef(exec, orderId, userId);
  if (!order) return null;
  const invoices = await orderInvoices(exec, orderId);
  const payment = paymentOf(invoices);
  const due = payment.state === 'due' || payment.state === 'failed';
  const next = due ? nextInvoiceToPay(invoices) : undefined;
  return { ...order, invoiceId: next?.id ?? null, amountDueJpy: due ? payment.amount_jpy : 0, paymentState: payment.state };
}

/**
 * The webhook's success for invoice `invoiceId`: its unpaid lines → paid (the state table), its
 * paid_at and amount, an event and a notification. Idempotent. `payment.amountJpy` is recorded as
 * paid (the session fixed it when it opened); `at` is ISO 8601. Returns 'paid' when this call paid
 * it; 'already_paid' when it was paid before (a webhook delivered twice changes nothing); 'cancelled'
 * when nothing on it waits for payment and it was never paid (its lines were cancelled meanwhile,
 * or it is gone with its account): nothing changes, and the money is to be refunded.
 */
export async function markInvoicePaid(db: Client, invoiceId: number, payment: { amountJpy: number; at: string; sessionId: string }, mail: OrderMailSettings | null): Promise<'paid' | 'already_paid' | 'cancelled'> {
  return inWriteTransaction(db, async (tx) => {
    const invoice = await findInvoice(tx, invoiceId);
    const order = invoice && (await findOrderRef(tx, invoice.orderId));
    if (!invoice || !order) return 'cancelled';
    if (invoice.state === 'paid') return 'already_paid';
    if (invoice.state === 'void') return 'cancelled';
    await moveLines(tx, order.id, 'paid', "invoice_id = ? AND status IN ('awaiting_payment', 'invoiced')", [invoiceId]);
    await run(tx, 'UPDATE order_invoices SET paid_at = ?, paid_amount_jpy = ?, session_id = ? WHERE id = ?', [payment.at, payment.amountJpy, payment.sessionId, invoiceId]);
    await recordOrderChange(tx, order, { kind: 'paid', amountJpy: payment.amountJpy }, payment.at, mail);
    return 'paid';
  });
}

/**
 * The webhook's failure: the invoice stays due; failure recorded (shown on the order page), event.
 * A failure that arrives when nothing on it is due any more (paid or cancelled meanwhile) changes nothing.
 */
export async function recordPaymentFailure(db: Client, invoiceId: number, failure: { code: PaymentFailureCode; message: string; at: string }, mail: OrderMailSettings): Promise<void> {
  await inWriteTransaction(db, async (tx) => {
    const invoice = await findInvoice(tx, invoiceId);
    const order = invoice && (await findOrderRef(tx, invoice.orderId));
    if (!invoice || !order || invoice.state !== 'open') return;
    await run(tx, 'UPDATE order_invoices SET failure_code = ?, failure_message = ?, failed_at = ? WHERE id = ?', [failure.code, failure.message, failure.at, invoiceId]);
    await recordOrderChange(tx, order, { kind: 'payment_failed', message: failure.message }, failure.at, mail);
  });
}

/**
 * The webhook's `charge.refunded` for the provider's refund `refundId`: the shop's pending refund of
 * it becomes succeeded, and the order gets a `refunded` event, notification and e-mail. A refund the
 * shop did not ask for (a payment given back because its invoice was cancelled meanwhile) or one
 * already confirmed changes nothing. Resolves true when this call confirmed it.
 */
export async function confirmRefund(db: Client, refundId: string, at: string, mail: OrderMailSettings): Promise<boolean> {
  return inWriteTransaction(db, async (tx) => {
    const refund = await queryOne(
      tx,
      `SELECT r.order_id, r.amount_jpy, l.name FROM order_refunds r JOIN order_lines l ON l.order_id = r.order_id AND l.position = r.position
       WHERE r.refund_id = ? AND r.status = 'pending'`,
      [refundId],
    );
    const order = refund && (await findOrderRef(tx, Number(refund.order_id)));
    if (!refund || !order) return false;
    await run(tx, "UPDATE order_refunds SET status = 'succeeded', succeeded_at = ? WHERE refund_id = ? AND status = 'pending'", [at, refundId]);
    await recordOrderChange(tx, order, { kind: 'refunded', figure: String(refund.name), amountJpy: Number(refund.amount_jpy) }, at, mail);
    return true;
  });
}
