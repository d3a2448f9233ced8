/**
 * What an order's changes write (docs/product-rules.md §Orders 3, §Fulfilment 5): an event on the
 * order's timeline for every change (its English text and the parameters the app words it from),
 * for every change the collector must hear of a notification of kind `order` that opens the order
 * page, and for the changes a shop e-mails about, the e-mail (order-mail.ts, after the commit).
 * Push and the digest pick notifications up whatever their kind, so an order notification goes out
 * as the collector's `notifications` preferences say, as every other kind does.
 */
import type { Client } from '@libsql/client';
import { orderPagePath, type CancellationReason } from '../../shared/api/orders';
import { priceText } from '../alerts/rules';
import { createNotification } from '../notifications/repository';
import { run } from '../storage/db';
import { mailOrderChange, type OrderMailSettings } from './order-mail';

/** The order an event is about. */
export interface OrderRef {
  id: number;
  userId: number;
  number: string;
}

/** A change of an order, with what its words need (amounts in whole yen, dates ISO 8601). */
export type OrderChange =
  | { kind: 'placed'; dueNowJpy: number; dueAt: string | null; reserved: boolean }
  | { kind: 'paid'; amountJpy: number }
  | { kind: 'payment_failed'; message: string }
  | { kind: 'cancelled'; reservedLeft: boolean }
  | { kind: 'invoiced'; figure: string; amountJpy: number; dueAt: string }
  | { kind: 'payment_reminder'; amountJpy: number; dueAt: string }
  | { kind: 'line_cancelled'; figure: string; reason: CancellationReason }
  | { kind: 'cancellation_requested'; figure: string; reason: CancellationReason }
  | { kind: 'cancellation_declined'; figure: string; message: string }
  | { kind: 'shipped'; carrier: string; trackingNumber: string; trackingUrl: string }
  | { kind: 'delivered' }
  | { kind: 'refunded'; figure: string; amountJpy: number }
  | { kind: 'ship_together_off' }
  | { kind: 'release_moved'; figure: string; from: string; to: string };

/** An ISO 8601 time as the English texts write it: "2026-04-20 09:00 UTC". */
export const utcText = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const yen = (amount: number) => priceText(amount, 'JPY');

/** The words of a change: the event's text and, when the collector is told, the notification's title and body (English). Pure. */
export function orderChangeText(order: OrderRef, change: OrderChange): { event: string; notification: { title: string; body: string } | null } {
  const told = (title: string, body: string, event = body) => ({ event, notification: { title, body } });
  switch (change.kind) {
    case 'placed': {
      const body =
        change.dueAt !== null
          ? `Pay ${yen(change.dueNowJpy)} by ${utcText(change.dueAt)}.${change.reserved ? ' Pre-orders are charged at release.' : ''}`
          : 'Your pre-orders are reserved; they are charged at release.';
      return told(`Order ${order.number} placed`, body, 'Order placed.');
    }
    case 'paid':
      return told(`Order ${order.number} paid`, `We received your payment of ${yen(change.amountJpy)}.`, `Payment of ${yen(change.amountJpy)} received.`);
    case 'payment_failed':
      return { event: `Payment failed: ${change.message}`, notification: null };
    case 'cancelled': {
      const why = `Not paid by the deadline: the unpaid items were cancelled and went back on sale.`;
      return told(`Order ${order.number} cancelled`, change.reservedLeft ? `${why} Your pre-orders stay reserved.` : why, why);
    }
    case 'invoiced':
      return told(
        `Your pre-order of ${change.figure} is ready: pay by ${utcText(change.dueAt)}`,
        `${change.figure} is released. Pay ${yen(change.amountJpy)} for order ${order.number} by ${utcText(change.dueAt)}, or it is cancelled.`,
        `${change.figure} released: ${yen(change.amountJpy)} invoiced, due by ${utcText(change.dueAt)}.`,
      );
    case 'payment_reminder':
      return told(
        `Reminder: pay order ${order.number} by ${utcText(change.dueAt)}`,
        `${yen(change.amountJpy)} is still due. Unpaid at the deadline, the items are cancelled.`,
        `Reminder sent: ${yen(change.amountJpy)} due by ${utcText(change.dueAt)}.`,
      );
    case 'line_cancelled':
      return told(`${change.figure} cancelled`, `You cancelled ${change.figure} in order ${order.number}.`, `${change.figure} cancelled by you (${change.reason.replaceAll('_', ' ')}).`);
    case 'cancellation_requested':
      return { event: `You asked to cancel ${change.figure} (${change.reason.replaceAll('_', ' ')}); staff will answer.`, notification: null };
    case 'cancellation_declined':
      return told(`Cancellation of ${change.figure} declined`, change.message, `Staff declined to cancel ${change.figure}: ${change.message}`);
    case 'shipped':
      return told(`Your order ${order.number} has shipped`, `Tracking number ${change.trackingNumber}: ${change.trackingUrl}`, `Shipped, tracking number ${change.trackingNumber}.`);
    case 'delivered':
      return told(`Order ${order.number} delivered`, 'Your parcel was delivered. Enjoy your figures!', 'Delivered.');
    case 'refunded':
      return told(`Refunded ${yen(change.amountJpy)}`, `${yen(change.amountJpy)} for ${change.figure} in order ${order.number} is on its way back to your card.`, `${yen(change.amountJpy)} refunded for ${change.figure}.`);
    case 'ship_together_off':
      return { event: 'Shipping together switched off: what is ready is invoiced now.', notification: null };
    case 'release_moved':
      return told(`${change.figure} moved from ${change.from} to ${change.to}`, `The release of ${change.figure} in order ${order.number} moved from ${change.from} to ${change.to}. Your pre-order stays reserved.`);
  }
}

/** The change's parameters as the timeline keeps them for the app's own words. */
function paramsOf(change: OrderChange): Record<string, string | number | null> {
  const { kind: _kind, ...rest } = change;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]));
}


/**
 * Writes the change's event, the notification when the collector is told, and the e-mail when the
 * change is e-mailed and `mail` is given (order-mail.ts; null only for the demo seed's history): all
 * on `exec`, inside the change's transaction.
 */
export async function recordOrderChange(exec: Pick<Client, 'execute'>, order: OrderRef, change: OrderChange, at: string, mail: OrderMailSettings | null): Promise<void> {
  const text = orderChangeText(order, change);
  await run(exec, 'INSERT INTO order_events (order_id, at, kind, text, params) VALUES (?, ?, ?, ?, ?)', [order.id, at, change.kind, text.event, JSON.stringify(paramsOf(change))]);
  if (text.notification) {
    await createNotification(exec, {
      userId: order.userId,
      ...text.notification,
      kind: 'order',
      target: { type: 'page', path: orderPagePath(order.id) },
      // The app words it from these (docs/product-rules.md §Notifications 5), as it words the timeline's event.
      params: { event: change.kind, number: order.number, ...paramsOf(change) },
      createdAt: at,
    });
  }
  if (mail) await mailOrderChange(exec, mail, order, change, at);
}
