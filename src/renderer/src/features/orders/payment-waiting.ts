import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/api';
import { usePlatform } from '@renderer/platform/services';
import { ordersKeys } from './orders-queries';
import { createPaymentRecords, type PaymentStart } from './payment-records';

/** The first wait before asking for the order again, in ms; each wait doubles it. */
export const PAYMENT_POLL_FIRST_MS = 1000;
/** The longest wait between two asks, in ms. */
export const PAYMENT_POLL_MAX_MS = 30_000;
/** How long the order page asks before it says the confirmation is taking longer than usual, in ms. */
export const PAYMENT_WAIT_LIMIT_MS = 5 * 60_000;

/** The wait before ask number `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s (exponential back-off). Pure. */
export function paymentPollDelayMs(attempt: number): number {
  return Math.min(PAYMENT_POLL_FIRST_MS * 2 ** attempt, PAYMENT_POLL_MAX_MS);
}

/** How many payment attempts of the order failed, by its timeline. */
export function paymentFailures(order: Pick<Order, 'events'>): number {
  return order.events.filter((event) => event.kind === 'payment_failed').length;
}

/**
 * Where a payment this device started stands on `order` (docs/product-rules.md §Payment 4–5):
 * `none` without a record; `settled` once the webhook has answered (paid, a failure newer than the
 * start) or nothing is due any more (cancelled, pre-orders only); else `waiting`: the payment is
 * still due, or failed only before this attempt. Pure.
 */
export function paymentProgress(order: Pick<Order, 'payment' | 'events' | 'invoices'>, start: PaymentStart | null): 'none' | 'waiting' | 'settled' {
  if (!start) return 'none';
  // The invoice paid: settled once it is no longer open, even while another invoice is due.
  const paying = start.invoice ? order.invoices.find((invoice) => invoice.id === start.invoice) : undefined;
  if (paying && paying.state !== 'open') return 'settled';
  const { state } = order.payment;
  if (state === 'due') return 'waiting';
  if (state === 'failed') return paymentFailures(order) > start.failures ? 'settled' : 'waiting';
  return 'settled';
}

/** What the payment section shows of a started payment: nothing, "Waiting…", or "taking longer than usual". */
export type PaymentWait = 'none' | 'waiting' | 'slow';

/**
 * Waits for the confirmation of a payment this device started (docs/product-rules.md §Payment 5):
 * while `paymentProgress` is `waiting`, asks for the order again (`refetch`, which must resolve once
 * the answer is in) after 1 s, 2 s, 4 s … at most 30 s apart, one ask at a time (the next wait starts
 * when the answer is in); after PAYMENT_WAIT_LIMIT_MS it stops and says it is taking longer. Once
 * `settled`, the record is forgotten and the order lists are fetched again.
 * @returns the wait to show, and `started()` to call after startPayment resolved on this page (the
 *   desktop stays here), so the new record is read.
 */
export function usePaymentWait(order: Order, refetch: () => Promise<unknown>): { wait: PaymentWait; started: () => void } {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const records = useMemo(() => createPaymentRecords(platform.storage), [platform.storage]);
  // Bumped after a start on this page, so the record is read again.
  const [, setStarts] = useState(0);
  // The start (its time) whose wait reached the limit.
  const [slowFor, setSlowFor] = useState<number | null>(null);
  const start = records.find(order.id);
  const startedAt = start?.at ?? null;
  const progress = paymentProgress(order, start);
  const ask = useEffectEvent(() => refetch());

  useEffect(() => {
    if (progress !== 'settled') return;
    records.clear(order.id);
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
  }, [progress, order.id, records, queryClient]);

  useEffect(() => {
    if (progress !== 'waiting') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let waited = 0;
    const next = () => {
      if (waited >= PAYMENT_WAIT_LIMIT_MS) {
        setSlowFor(startedAt);
        return;
      }
      const delay = paymentPollDelayMs(attempt);
      attempt += 1;
      waited += delay;
      timer = setTimeout(() => {
        void Promise.resolve(ask())
          .catch(() => undefined)
          .then(() => {
            if (!stopped) next();
          });
      }, delay);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [progress, startedAt]);

  const wait: PaymentWait = progress !== 'waiting' ? 'none' : slowFor === startedAt ? 'slow' : 'waiting';
  return { wait, started: () => setStarts((count) => count + 1) };
}
