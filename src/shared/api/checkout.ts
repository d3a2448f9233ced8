/**
 * The checkout's quote (docs/product-rules.md §Checkout): POST /api/account/checkout/quote/ prices
 * the signed-in user's cart for one address: the delivery methods offered there with their prices
 * and estimates, the lines grouped into shipments, and the totals in JPY, the currency the shop
 * settles in. The delivery step asks without a method (to list the options); the review step asks
 * with one; placing the order (orders.ts) sends back what the review showed and is refused with
 * 409 if the quote has changed since.
 */
import { z } from 'zod/mini';
import { figureCurrencies, figureImageSchema } from './catalogue';
import { deliveryMethods } from './shipping';
import { drfInteger, drfMessages, drfTypeError } from './fields';

/** Messages of the checkout's 400s and 409s. */
export const checkoutMessages = {
  emptyCart: 'Your cart is empty.',
  cartNotReady: 'Some lines of your cart must change first: open your cart.',
  methodNotOffered: 'This delivery method is not offered to this address.',
  addressNotFound: 'Not found.',
} as const;

/** Yen amount: whole yen, never negative. */
const yen = z.int().check(z.nonnegative());

/** POST /api/account/checkout/quote/ {address_id, method?, ship_together?}. */
export const quoteRequestSchema = z.object({
  address_id: drfInteger(1),
  method: z.optional(z.nullable(z.enum(deliveryMethods, { error: (issue) => drfMessages.invalidChoice(issue.input) }))),
  ship_together: z._default(z.boolean({ error: drfTypeError(drfMessages.notBoolean) }), false),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** One method offered to the address: its price for the whole order (every shipment), and its estimate in days. */
export const deliveryOptionSchema = z.object({
  method: z.enum(deliveryMethods),
  shipping_jpy: yen,
  days_min: z.int().check(z.positive()),
  days_max: z.int().check(z.positive()),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** How a line is bought: now (in stock, charged now) or as a pre-order (reserved, charged at release). */
export const lineKinds = ['buy', 'preorder'] as const;
export type LineKind = (typeof lineKinds)[number];

/** A line as quoted: the unit price in the figure's own currency and in JPY (fixed at the quote's rate). */
export const quoteLineSchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_ja: z.string(),
  image: z.nullable(figureImageSchema),
  /** The figure is adult content: its picture is blurred under ui.blur_nsfw, as everywhere. */
  adult: z.boolean(),
  quantity: z.int().check(z.positive()),
  kind: z.enum(lineKinds),
  /** YYYY-MM of a pre-order's release, else null. */
  release_month: z.nullable(z.string()),
  unit_price: z.object({ amount: z.number().check(z.nonnegative()), currency: z.enum(figureCurrencies) }),
  unit_price_jpy: yen,
  total_jpy: yen,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * One parcel: `now` (the in-stock lines, shipped once paid), `on_release` (the pre-orders of one
 * release month, shipped when released) or `together` (everything, shipped when the last
 * pre-order is released, when the collector asks for it). `shipping_jpy` is null until a method is
 * chosen. `charged_now`: the shipment's items and shipping are charged now (only `now`).
 */
export const shipmentKinds = ['now', 'on_release', 'together'] as const;
export const quoteShipmentSchema = z.object({
  kind: z.enum(shipmentKinds),
  release_month: z.nullable(z.string()),
  lines: z.array(quoteLineSchema),
  weight_g: z.int().check(z.positive()),
  items_jpy: yen,
  shipping_jpy: z.nullable(yen),
  charged_now: z.boolean(),
});
export type QuoteShipment = z.infer<typeof quoteShipmentSchema>;

/** Totals in JPY. `due_now_jpy`: what paying now charges; `due_later_jpy`: what pre-orders will charge at release. */
export const orderTotalsSchema = z.object({
  items_jpy: yen,
  shipping_jpy: yen,
  total_jpy: yen,
  due_now_jpy: yen,
  due_later_jpy: yen,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** The exchange rate a CNY-priced figure is charged at: JPY per 1 CNY on the ECB reference day `date`. */
export const settlementRateSchema = z.object({ date: z.iso.date(), cny_jpy: z.number().check(z.positive()) });
export type SettlementRate = z.infer<typeof settlementRateSchema>;

/** The quote's answer (200). `method` is null when none was asked for (then shipping totals are 0). */
export const quoteSchema = z.object({
  address_id: z.int().check(z.positive()),
  ship_together: z.boolean(),
  options: z.array(deliveryOptionSchema),
  method: z.nullable(z.enum(deliveryMethods)),
  shipments: z.array(quoteShipmentSchema),
  totals: orderTotalsSchema,
  rate: settlementRateSchema,
});
export type Quote = z.infer<typeof quoteSchema>;
