/**
 * The orders' side of payment (docs/product-rules.md §Payment 1, 3, 4): what a payment session may
 * charge, and what the provider's signed webhook does to an order (payments/ calls these). Only the
 * webhook makes an order paid; each change runs in one write transaction (storage/write-transaction.ts) and moves
 * lines only as the contract's state table allows (canMoveOrderLine).
 */
import type { Client } from '@libsql/client';
import type { PaymentFailureCode, PaymentState } from '../../shared/api/orders';
import { run } from '../storage/db';
import { recordOrderChange } from './notify';
import { moveBuyLines, orderPaymentView } from './repository';
import { paymentOf } from './state';
import { inWriteTransaction } from '../storage/write-transaction';

export interface PayableOrder {
  id: number;
  userId: number;
  number: string;
  /** Whole yen due now: the due-now total while the payment is due or failed, else 0. */
  amountDueJpy: number;
  paymentState: PaymentState;
}

/** The user's order with what is due now; null when unknown or not the user's. */
export async function payableOrder(exec: Pick<Client, 'execute'>, userId: number, orderId: number): Promise<PayableOrder | null> {
  const view = await orderPaymentView(exec, orderId, userId);
  if (!view) return null;
  const payment = paymentOf(view.facts);
  const due = payment.state === 'due' || payment.state === 'failed';
  return { id: view.id, userId: view.userId, number: view.number, amountDueJpy: due ? payment.amount_jpy : 0, paymentState: payment.state };
}

/**
 * The webhook's success: awaiting_payment lines → paid (the state table), paid_at, event, notification. Idempotent.
 * `payment.amountJpy` is recorded as paid (the session fixed it from payableOrder's amount); `at` is
 * ISO 8601. Returns 'paid' when this call paid the order; 'already_paid' when it was paid before
 * (a webhook delivered twice changes nothing); 'cancelled' when nothing is due and it was never paid
 * (its unpaid lines were cancelled, it held only pre-orders, or it is gone with its account): nothing
 * changes, and the money is to be refunded (refunds come later).
 */
export async function markOrderPaid(db: Client, orderId: number, payment: { amountJpy: number; at: string; sessionId: string }): Promise<'paid' | 'already_paid' | 'cancelled'> {
  return inWriteTransaction(db, async (tx) => {
    const view = await orderPaymentView(tx, orderId);
    if (!view) return 'cancelled';
    if (!view.facts.buyStatuses.includes('awaiting_payment')) return view.facts.buyStatuses.includes('paid') ? 'already_paid' : 'cancelled';
    await moveBuyLines(tx, orderId, 'paid');
    await run(tx, 'UPDATE orders SET paid_at = ?, paid_amount_jpy = ?, payment_session_id = ? WHERE id = ?', [payment.at, payment.amountJpy, payment.sessionId, orderId]);
    await recordOrderChange(tx, view, { kind: 'paid', amountJpy: payment.amountJpy }, payment.at);
    return 'paid';
  });
}

/**
 * The webhook's failure: the payment stays due; failure recorded (shown on the order page), event.
 * A failure that arrives when nothing is due any more (paid or cancelled meanwhile) changes nothing.
 */
export async function recordPaymentFailure(db: Client, orderId: number, failure: { code: PaymentFailureCode; message: string; at: string }): Promise<void> {
  await inWriteTransaction(db, async (tx) => {
    const view = await orderPaymentView(tx, orderId);
    if (!view?.facts.buyStatuses.includes('awaiting_payment')) return;
    await run(tx, 'UPDATE orders SET payment_failure_code = ?, payment_failure_message = ?, payment_failed_at = ? WHERE id = ?', [
      failure.code,
      failure.message,
      failure.at,
      orderId,
    ]);
    await recordOrderChange(tx, view, { kind: 'payment_failed', message: failure.message }, failure.at);
  });
}
