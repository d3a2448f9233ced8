/** The wait for a payment's confirmation (features/orders/payment-waiting.ts; docs/product-rules.md §Payment 4–5). */
import { describe, expect, it } from 'vitest';
import type { Order } from '@shared/api';
import { paymentPollDelayMs, paymentProgress } from '@renderer/features/orders/payment-waiting';

const failure = { at: '2026-11-23T10:05:00Z', kind: 'payment_failed', text: 'Payment failed.', params: {} };
const order = (state: Order['payment']['state'], failures = 0, invoices: Order['invoices'] = []): Pick<Order, 'payment' | 'events' | 'invoices'> => ({
  payment: { state, due_at: null, amount_jpy: 100, paid_at: null, failure: state === 'failed' ? { code: 'card_declined', message: 'Declined.' } : null, refunded_jpy: 0 },
  events: [{ at: '2026-11-23T10:00:00Z', kind: 'placed', text: 'Order placed.', params: {} }, ...Array.from({ length: failures }, () => failure)],
  invoices,
});
const invoice = (id: number, state: Order['invoices'][number]['state']) => ({ id, created_at: '2026-11-23T10:00:00Z', due_at: '2026-11-30T10:00:00Z', state, amount_jpy: 100, paid_at: null, refunded_jpy: 0 });
const start = (failures = 0) => ({ order: 42, at: 0, failures });

describe('paymentPollDelayMs', () => {
  it('is 1 s, then doubles, never more than 30 s', () => {
    expect(Array.from({ length: 8 }, (_, attempt) => paymentPollDelayMs(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('paymentProgress', () => {
  it('is none without a start', () => {
    expect(paymentProgress(order('due'), null)).toBe('none');
  });

  it('waits while the payment is due, or failed before this attempt only', () => {
    expect(paymentProgress(order('due'), start())).toBe('waiting');
    expect(paymentProgress(order('failed', 1), start(1))).toBe('waiting');
  });

  it('is settled once paid, on a failure of this attempt, or when nothing is due any more', () => {
    expect(paymentProgress(order('paid'), start())).toBe('settled');
    expect(paymentProgress(order('failed', 2), start(1))).toBe('settled');
    expect(paymentProgress(order('cancelled'), start())).toBe('settled');
    expect(paymentProgress(order('not_required'), start())).toBe('settled');
  });

  it('follows the invoice it paid: settled once that one is paid, even while another invoice is due', () => {
    const paying = { ...start(), invoice: 7 };
    expect(paymentProgress(order('due', 0, [invoice(7, 'open'), invoice(8, 'open')]), paying)).toBe('waiting');
    expect(paymentProgress(order('due', 0, [invoice(7, 'paid'), invoice(8, 'open')]), paying)).toBe('settled');
    expect(paymentProgress(order('due', 0, [invoice(7, 'void'), invoice(8, 'open')]), paying)).toBe('settled');
  });
});
