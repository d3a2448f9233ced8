import type { Quote } from '@shared/api/checkout';
import type { PlaceOrderRequest } from '@shared/api/orders';
import type { DeliveryMethod } from '@shared/api/shipping';

/**
 * What placing the order sends back (docs/product-rules.md §Orders 1): the address and delivery
 * reviewed and what the review showed (each line's quantity and JPY unit price, the total and what
 * is due now), so the API can refuse with 409 if anything changed since. Pure.
 */
export function placeOrderRequest(quote: Quote & { method: DeliveryMethod }): PlaceOrderRequest {
  return {
    address_id: quote.address_id,
    method: quote.method,
    ship_together: quote.ship_together,
    expected: {
      lines: quote.shipments.flatMap((shipment) => shipment.lines).map((line) => ({ slug: line.slug, quantity: line.quantity, unit_price_jpy: line.unit_price_jpy })),
      total_jpy: quote.totals.total_jpy,
      due_now_jpy: quote.totals.due_now_jpy,
    },
  };
}

/** The review a request belongs to, as one string: two requests are the same review exactly when these are equal. Pure. */
export function reviewFingerprint(request: PlaceOrderRequest): string {
  return JSON.stringify(request);
}
