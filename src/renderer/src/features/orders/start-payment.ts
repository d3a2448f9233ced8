import { orderPagePath } from '@shared/api/order-paths';
import { buildOrderReturnUrl } from '@shared/deep-link/scheme';
import type { Platform } from '@renderer/platform';
import type { Services } from '@renderer/platform/services';
import { createPaymentRecords } from './payment-records';

/** The payment provider answered a page address the app does not open (not http or https). */
export class PaymentPageAddressError extends Error {
  override name = 'PaymentPageAddressError';
  constructor() {
    super('The payment provider answered an address that is not a web page.');
  }
}

/**
 * Where the payment provider sends the collector back to, registered exactly as the API expects it
 * (docs/product-rules.md §Payment 2): on the web `<origin>/orders/<id>`; on the desktop
 * `<scheme>:/orders/<id>`, which the system browser hands back to the app as a deep link.
 */
export function paymentReturnUrl(platform: Pick<Platform, 'kind' | 'config'>, orderId: number): string {
  return platform.kind === 'desktop' ? buildOrderReturnUrl(platform.config.urlScheme, orderId) : `${window.location.origin}${orderPagePath(orderId)}`;
}

/**
 * The session's page as an absolute http(s) URL (a relative one is on the API's host).
 * @throws PaymentPageAddressError for any other scheme (`javascript:`, `data:`, …): the address is
 *   navigated to, so it must be a web page whatever the answer says.
 */
export function paymentPageUrl(url: string, apiUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, apiUrl);
  } catch {
    throw new PaymentPageAddressError();
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new PaymentPageAddressError();
  return parsed.toString();
}

/**
 * Sends the collector to pay for order `orderId` (docs/product-rules.md §Payment 1–2, 5): opens a
 * payment session with the return URL of this platform (paymentReturnUrl), records "payment
 * started for this order now" (payment-records.ts: the order page then waits for the webhook's
 * confirmation), then on the web goes to the provider's page (`location.assign`); on the desktop
 * the main process opens it in the system browser and the app stays where it is: the caller shows
 * the order page, which waits.
 * @param options.failures how many payment attempts of the order had failed before this one (the
 *   order page passes its count; an order just placed has none), so a failure older than this
 *   attempt does not end the wait.
 * @rejects the API's error (404 unknown order, 400 return URL refused, 409 nothing to pay),
 *   PaymentPageAddressError, or the desktop's refusal to open the page; nothing is recorded then.
 */
export async function startPayment(services: Pick<Services, 'ordersApi' | 'platform'>, orderId: number, options: { failures?: number; invoice?: number | null } = {}): Promise<void> {
  const { platform, ordersApi } = services;
  const session = await ordersApi.createPaymentSession(orderId, paymentReturnUrl(platform, orderId));
  const url = paymentPageUrl(session.url, platform.config.apiUrl);
  const records = createPaymentRecords(platform.storage);
  if (platform.desktop) {
    await platform.desktop.openPaymentPage(url);
    records.record(orderId, options.failures ?? 0, options.invoice ?? null);
    return;
  }
  records.record(orderId, options.failures ?? 0, options.invoice ?? null);
  window.location.assign(url);
}
