/**
 * An order's states as pure functions (docs/product-rules.md §Orders 2, §Payment 1, 3): a new
 * line's status, when payment falls due, and the payment's state from the lines' statuses. The
 * moves between line statuses are the contract's state table (canMoveOrderLine).
 */
import { PAYMENT_DUE_DAYS, type OrderPayment, type OrderStatus, type PaymentFailureCode } from '../../shared/api/orders';
import type { LineKind } from '../../shared/api/checkout';

const DAY_MS = 86_400_000;

/** A new line's status: an in-stock line waits for payment, a pre-order is reserved (charged at release). */
export function initialLineStatus(kind: LineKind): OrderStatus {
  return kind === 'buy' ? 'awaiting_payment' : 'reserved';
}

/**
 * When payment falls due for an order placed at `createdAtMs` (ms since the epoch): PAYMENT_DUE_DAYS
 * days later as ISO 8601 when it has in-stock lines (something is due now), else null (pre-orders
 * only: nothing is charged now).
 */
export function paymentDueAt(createdAtMs: number, kinds: readonly LineKind[]): string | null {
  return kinds.includes('buy') ? new Date(createdAtMs + PAYMENT_DUE_DAYS * DAY_MS).toISOString() : null;
}

/** What the payment's state is made of, as an order row holds it. */
export interface PaymentFacts {
  /** Statuses of the order's in-stock (`buy`) lines; they move together. */
  buyStatuses: readonly OrderStatus[];
  dueNowJpy: number;
  paymentDueAt: string | null;
  paidAt: string | null;
  paidAmountJpy: number | null;
  /** The last failed attempt, if any. */
  failure: { code: PaymentFailureCode; message: string } | null;
}

/**
 * The order's payment (orderPaymentSchema): `not_required` without in-stock lines; `due` while they
 * await payment (`failed` when the last attempt failed: still due, with why); `paid`; `cancelled`
 * when they were cancelled unpaid. `amount_jpy` is what is (or was) charged now: the due-now total
 * while due or failed, what was paid once paid, 0 otherwise.
 */
export function paymentOf(facts: PaymentFacts): OrderPayment {
  const none = { due_at: null, paid_at: null, failure: null };
  if (facts.buyStatuses.length === 0) return { state: 'not_required', amount_jpy: 0, ...none };
  if (facts.buyStatuses.includes('awaiting_payment')) {
    return {
      state: facts.failure ? 'failed' : 'due',
      due_at: facts.paymentDueAt,
      amount_jpy: facts.dueNowJpy,
      paid_at: null,
      failure: facts.failure,
    };
  }
  if (facts.buyStatuses.includes('paid')) {
    return { state: 'paid', amount_jpy: facts.paidAmountJpy ?? facts.dueNowJpy, ...none, paid_at: facts.paidAt };
  }
  return { state: 'cancelled', amount_jpy: 0, ...none };
}
