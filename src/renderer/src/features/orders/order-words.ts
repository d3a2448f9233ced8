/**
 * How the orders' pages word an order in the interface language (docs/product-rules.md §Orders 2–4,
 * §Payment 3, §Checkout 3–4, §Fulfilment): statuses, why a payment failed, the timeline's events,
 * what can still be done with a line, each shipment's heading, the carrier and the estimate. Pure.
 */
import type { TFunction } from 'i18next';
import { orderEventKinds, paymentFailureCodes, type Order, type OrderEvent, type OrderLine, type OrderShipment, type OrderStatus, type PaymentFailureCode } from '@shared/api';
import type { DeliveryMethod } from '@shared/api/shipping';

/** A status's colour, always beside its text (never the only sign): what is due is a warning, paid and delivered a success. */
export const statusColours: Readonly<Record<OrderStatus, 'warning' | 'success' | 'informative' | 'subtle' | 'brand'>> = {
  awaiting_payment: 'warning',
  reserved: 'informative',
  invoiced: 'warning',
  paid: 'success',
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'subtle',
  refunded: 'subtle',
};

/** A line's or order's status: "Awaiting payment", "Paid", "Reserved (pre-order)", "Cancelled". */
export function statusText(status: OrderStatus, t: TFunction): string {
  return t(`orders.status.${status}`);
}

/** Why the last payment failed, from the provider's code ("Your card was declined."); the provider's English message for a code the app does not know. */
export function failureText(failure: { code: PaymentFailureCode; message: string }, t: TFunction): string {
  return (paymentFailureCodes as readonly string[]).includes(failure.code) ? t(`orders.failure.${failure.code}`) : failure.message;
}

/** How the page writes money (whole yen) and a time (ISO 8601) in the interface language. */
export interface OrderFormats {
  yen: (amount: number) => string;
  dateTime: (iso: string) => string;
}

/**
 * A timeline event: the words of a known kind from its parameters ("Figure released: pay ¥12,000
 * by 20 April 2026"), else the API's English text.
 */
export function eventText(event: Pick<OrderEvent, 'kind' | 'text' | 'params'>, t: TFunction, formats: OrderFormats): string {
  if (!(orderEventKinds as readonly string[]).includes(event.kind)) return event.text;
  const p = event.params;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
  return t(`orders.event.${event.kind}`, {
    amount: typeof p.amountJpy === 'number' ? formats.yen(p.amountJpy) : '',
    date: typeof p.dueAt === 'string' ? formats.dateTime(p.dueAt) : '',
    figure: text('figure'),
    reason: text('reason') ? t(`orders.reason.${text('reason')}`) : '',
    message: text('message'),
    carrier: text('carrier') ? t(`orders.carrier.${text('carrier')}`) : '',
    number: text('trackingNumber'),
    from: text('from'),
    to: text('to'),
  });
}

/** The carrier's name: "EMS", "Airmail (SAL)", "Surface mail", "DHL Express". */
export function methodName(method: DeliveryMethod, t: TFunction): string {
  return t(`orders.method.${method}`);
}

/** The estimate: "4–6 days", "3 days". */
export function daysText(daysMin: number, daysMax: number, t: TFunction): string {
  return daysMin === daysMax ? t('orders.days', { count: daysMax }) : t('orders.daysRange', { min: daysMin, max: daysMax });
}

/**
 * A shipment's heading: "Ships now", "Ships when released (Mar 2027)", "Ships together when everything
 * is released". `month` writes a YYYY-MM month (useFormat().month).
 */
export function shipmentHeading(shipment: Pick<OrderShipment, 'kind' | 'release_month'>, month: (isoMonth: string) => string, t: TFunction): string {
  if (shipment.kind === 'now') return t('orders.shipment.now');
  if (shipment.kind === 'together') return t('orders.shipment.together');
  return shipment.release_month ? t('orders.shipment.onRelease', { month: month(shipment.release_month) }) : t('orders.shipment.onReleaseUndated');
}

/**
 * What the collector can still do with `line` and until when (docs/product-rules.md §Fulfilment 2),
 * or null when nothing: a reserved pre-order can be cancelled until its release (a held in-stock line
 * waits to ship together); an in-stock line awaiting payment can be paid or cancelled by its
 * invoice's deadline; an invoiced line must be paid by it; a paid line can be asked to be cancelled
 * until it ships, and a request waiting or declined is said instead.
 */
export function lineHint(line: OrderLine, order: Pick<Order, 'invoices' | 'ship_together'>, t: TFunction, formats: OrderFormats): string | null {
  const dueAt = order.invoices.find((invoice) => invoice.id === line.invoice_id)?.due_at;
  if (line.cancellation?.state === 'requested') return t('orders.line.requested', { date: formats.dateTime(line.cancellation.requested_at) });
  switch (line.status) {
    case 'reserved':
      return order.ship_together && line.kind === 'buy' ? t('orders.line.held') : t('orders.line.canCancelUntilRelease');
    case 'awaiting_payment':
      return dueAt ? t('orders.line.canCancelUntil', { date: formats.dateTime(dueAt) }) : null;
    case 'invoiced':
      return dueAt ? t('orders.line.payBy', { date: formats.dateTime(dueAt) }) : null;
    case 'paid':
      return line.cancellation?.state === 'declined' ? t('orders.line.declined', { message: line.cancellation.message ?? '' }) : t('orders.line.canRequest');
    default:
      return null;
  }
}
