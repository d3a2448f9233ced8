/**
 * What an order's changes write (docs/product-rules.md §Orders 3): an event on the order's timeline
 * for every change, and for every status change a notification of kind `order` that opens the order
 * page. Push and the digest pick notifications up whatever their kind, so an order notification
 * goes out as the collector's `notifications` preferences say, as every other kind does
 * (usePushNotifications.ts, digest/digest.ts). Texts are English; the app words known kinds itself.
 */
import type { Client } from '@libsql/client';
import { orderPagePath, PAYMENT_DUE_DAYS } from '../../shared/api/orders';
import { priceText } from '../alerts/rules';
import { createNotification } from '../notifications/repository';
import { run } from '../storage/db';

/** The order an event is about. */
export interface OrderRef {
  id: number;
  userId: number;
  number: string;
}

/** An event of the timeline; `notify` ones are status changes and also send a notification. */
export type OrderChangeText =
  | { kind: 'placed'; dueNowJpy: number; dueAt: string | null; reserved: boolean }
  | { kind: 'paid'; amountJpy: number }
  | { kind: 'payment_failed'; message: string }
  | { kind: 'cancelled'; reservedLeft: boolean };

/** The event's text and, for a status change, the notification's title and body (English). Pure. */
export function orderChangeText(order: OrderRef, change: OrderChangeText): { event: string; notification: { title: string; body: string } | null } {
  switch (change.kind) {
    case 'placed': {
      const body =
        change.dueAt !== null
          ? `Pay ${priceText(change.dueNowJpy, 'JPY')} by ${change.dueAt.slice(0, 16).replace('T', ' ')} UTC.${change.reserved ? ' Pre-orders are charged at release.' : ''}`
          : 'Your pre-orders are reserved; they are charged at release.';
      return { event: 'Order placed.', notification: { title: `Order ${order.number} placed`, body } };
    }
    case 'paid':
      return {
        event: `Payment of ${priceText(change.amountJpy, 'JPY')} received.`,
        notification: { title: `Order ${order.number} paid`, body: `We received your payment of ${priceText(change.amountJpy, 'JPY')}.` },
      };
    case 'payment_failed':
      return { event: `Payment failed: ${change.message}`, notification: null };
    case 'cancelled': {
      const why = `Not paid within ${PAYMENT_DUE_DAYS} days: the in-stock items were cancelled and went back on sale.`;
      return {
        event: why,
        notification: { title: `Order ${order.number} cancelled`, body: change.reservedLeft ? `${why} Your pre-orders stay reserved.` : why },
      };
    }
  }
}

/** Writes the change's event and, for a status change, the notification (both on `exec`: inside the change's transaction). */
export async function recordOrderChange(exec: Pick<Client, 'execute'>, order: OrderRef, change: OrderChangeText, at: string): Promise<void> {
  const text = orderChangeText(order, change);
  await run(exec, 'INSERT INTO order_events (order_id, at, kind, text) VALUES (?, ?, ?, ?)', [order.id, at, change.kind, text.event]);
  if (text.notification) {
    await createNotification(exec, {
      userId: order.userId,
      ...text.notification,
      kind: 'order',
      target: { type: 'page', path: orderPagePath(order.id) },
      createdAt: at,
    });
  }
}
