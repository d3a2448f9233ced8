/**
 * The demo provider's refunds (docs/product-rules.md §Payment 4, §Fulfilment 4), as Stripe's: a
 * refund gives back part or all of what a succeeded session charged, never more in all than it
 * charged, and is reported to the shop by a signed `charge.refunded` webhook event (the shop counts
 * a refund as done once that event arrives; a replayed event changes nothing there).
 */
import { randomBytes } from 'node:crypto';
import type { Client } from '@libsql/client';
import type { PaymentEvent } from '../../shared/api/orders';
import { queryOne, run } from '../storage/db';
import { enqueueAfterChange, newEventId } from './webhook-sender';

/** A refund the provider made: its id (`re_…`) and the webhook event that reports it. */
export interface ProviderRefund {
  refundId: string;
  eventId: string;
}

/**
 * Refunds `amountJpy` (whole yen, > 0) of session `sessionId`'s charge at `nowMs`, writing the refund
 * and queueing its `charge.refunded` event through `exec` (the caller's transaction). Resolves null,
 * writing nothing, when the session did not succeed or the amount is more than what is left of its
 * charge.
 */
export async function refundSession(exec: Pick<Client, 'execute'>, sessionId: string, amountJpy: number, nowMs: number): Promise<ProviderRefund | null> {
  const left = await queryOne(
    exec,
    `SELECT s.amount_jpy - COALESCE((SELECT SUM(r.amount_jpy) FROM payment_refunds r WHERE r.session_id = s.id), 0) AS left
     FROM payment_sessions s WHERE s.id = ? AND s.status = 'succeeded'`,
    [sessionId],
  );
  if (!left || amountJpy <= 0 || amountJpy > Number(left.left)) return null;
  const refundId = `re_${randomBytes(18).toString('base64url')}`;
  const event: PaymentEvent = {
    id: newEventId(),
    type: 'charge.refunded',
    created: Math.floor(nowMs / 1000),
    data: { session_id: sessionId, amount_jpy: amountJpy, failure: null, refund_id: refundId },
  };
  await run(exec, 'INSERT INTO payment_refunds (id, session_id, amount_jpy, created_at) VALUES (?, ?, ?, ?)', [refundId, sessionId, amountJpy, new Date(nowMs).toISOString()]);
  const queued = enqueueAfterChange(event, nowMs);
  await exec.execute(queued);
  return { refundId, eventId: event.id };
}
