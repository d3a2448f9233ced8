/**
 * How the orders' pages word an order in the interface language (docs/product-rules.md §Orders 2–4,
 * §Payment 3, §Checkout 3–4): statuses, why a payment failed, the timeline's events, each
 * shipment's heading, the carrier and the estimate. Pure.
 */
import type { TFunction } from 'i18next';
import { orderEventKinds, paymentFailureCodes, type OrderEvent, type OrderShipment, type OrderStatus, type PaymentFailureCode } from '@shared/api';
import type { DeliveryMethod } from '@shared/api/shipping';
import { dateTimeFormat } from '@shared/intl/cached';

/** A status's colour, always beside its text (never the only sign): due is a warning, paid a success. */
export const statusColours: Readonly<Record<OrderStatus, 'warning' | 'success' | 'informative' | 'subtle'>> = {
  awaiting_payment: 'warning',
  paid: 'success',
  reserved: 'informative',
  cancelled: 'subtle',
};

/** A line's or order's status: "Awaiting payment", "Paid", "Reserved (pre-order)", "Cancelled". */
export function statusText(status: OrderStatus, t: TFunction): string {
  return t(`orders.status.${status}`);
}

/** Why the last payment failed, from the provider's code ("Your card was declined."); the provider's English message for a code the app does not know. */
export function failureText(failure: { code: PaymentFailureCode; message: string }, t: TFunction): string {
  return (paymentFailureCodes as readonly string[]).includes(failure.code) ? t(`orders.failure.${failure.code}`) : failure.message;
}

/** A timeline event: the words of a known kind ("Order placed"), else the API's English text. */
export function eventText(event: Pick<OrderEvent, 'kind' | 'text'>, t: TFunction): string {
  return (orderEventKinds as readonly string[]).includes(event.kind) ? t(`orders.event.${event.kind}`) : event.text;
}

/** The carrier's name: "EMS", "Airmail (SAL)", "Surface mail", "DHL Express". */
export function methodName(method: DeliveryMethod, t: TFunction): string {
  return t(`orders.method.${method}`);
}

/** The estimate: "4–6 days", "3 days". */
export function daysText(daysMin: number, daysMax: number, t: TFunction): string {
  return daysMin === daysMax ? t('orders.days', { count: daysMax }) : t('orders.daysRange', { min: daysMin, max: daysMax });
}

/** A release month (YYYY-MM) as the locale writes a month of a year: "March 2027", "2027年3月". UTC, so no time zone moves it. */
export function releaseMonth(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A shipment's heading: "Ships now", "Ships when released (March 2027)", "Ships together when everything is released". */
export function shipmentHeading(shipment: Pick<OrderShipment, 'kind' | 'release_month'>, locale: string, t: TFunction): string {
  if (shipment.kind === 'now') return t('orders.shipment.now');
  if (shipment.kind === 'together') return t('orders.shipment.together');
  return shipment.release_month ? t('orders.shipment.onRelease', { month: releaseMonth(shipment.release_month, locale) }) : t('orders.shipment.onReleaseUndated');
}
