/**
 * Orders and their payment (docs/product-rules.md §Orders, §Payment): POST /api/orders/ places the
 * reviewed checkout with an `Idempotency-Key` header; GET /api/orders/ and /api/orders/{id}/ read
 * them (only the owner: anyone else gets 404); POST /api/orders/{id}/payment/ opens a payment
 * session at the demo payment provider and answers its URL; the provider's signed webhook
 * (POST /api/payments/webhook/) is the only thing that makes an order paid.
 */
import { z } from 'zod/mini';
import { addressFieldsSchema } from './addresses';
import {
  orderTotalsSchema,
  quoteLineSchema,
  quoteSchema,
  settlementRateSchema,
  shipmentKinds,
} from './checkout';
import { drfInteger, drfMessages, drfTypeError, drfUrl } from './fields';
import { paginatedSchema } from './notifications';
import { deliveryMethods } from './shipping';

export * from './addresses';
export * from './checkout';
export * from './shipping';
export * from './order-paths';

/** Days an in-stock order waits for payment before it is cancelled and its stock released. */
export const PAYMENT_DUE_DAYS = 3;
/** The header that makes placing an order safe to retry (Stripe's name and limit: 1–255 printable ASCII characters). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Messages of the orders' and payments' 4xx answers. */
export const orderMessages = {
  idempotencyKeyRequired: 'An Idempotency-Key header of 1 to 255 printable characters is required.',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request.',
  changed: 'Your order changed since you reviewed it. Check it and place it again.',
  nothingToPay: 'This order has nothing to pay.',
  returnUrlNotAllowed: 'This redirect address is not allowed.',
  signatureInvalid: 'No signature matches the payload.',
  signatureTooOld: 'The signature timestamp is outside the tolerance zone.',
} as const;

/**
 * A line's (and an order's) status (docs/product-rules.md §Orders 2): an in-stock line waits for
 * payment, then is paid or, past its deadline, cancelled; a pre-order line is reserved.
 */
export const orderStatuses = ['awaiting_payment', 'paid', 'reserved', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The one state table: from each status, the statuses a line may move to. Reserved lines move on
 * at release (invoicing), which a later part of the shop adds here.
 */
export const orderStatusTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: [],
  reserved: [],
  cancelled: [],
};

/** True when a line may move from `from` to `to` by the state table. */
export function canMoveOrderLine(from: OrderStatus, to: OrderStatus): boolean {
  return orderStatusTransitions[from].includes(to);
}

/**
 * The order's status from its lines' statuses: awaiting_payment while any line is; else paid when
 * any line is paid; else reserved when any line is; else cancelled.
 */
export function orderStatusOf(lineStatuses: readonly OrderStatus[]): OrderStatus {
  for (const status of ['awaiting_payment', 'paid', 'reserved'] as const) {
    if (lineStatuses.includes(status)) return status;
  }
  return 'cancelled';
}

/** What was reviewed, sent back when placing: each line's quantity and JPY unit price, and the total. */
export const reviewedLineSchema = z.object({
  slug: z.string({ error: drfTypeError(drfMessages.notString) }).check(z.minLength(1, { error: drfMessages.blank }), z.maxLength(200)),
  quantity: drfInteger(1),
  unit_price_jpy: drfInteger(0),
});

/**
 * POST /api/orders/ (header Idempotency-Key): the checkout as reviewed. The API quotes again in the
 * same transaction that takes the stock; any difference is a 409 {detail, code: 'order_changed',
 * changes, quote} and nothing is taken.
 */
export const placeOrderRequestSchema = z.object({
  address_id: drfInteger(1),
  method: z.enum(deliveryMethods, { error: (issue) => drfMessages.invalidChoice(issue.input) }),
  ship_together: z.boolean({ error: drfTypeError(drfMessages.notBoolean) }),
  expected: z.object({
    lines: z.array(reviewedLineSchema).check(z.minLength(1), z.maxLength(50)),
    total_jpy: drfInteger(0),
    due_now_jpy: drfInteger(0),
  }),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** One difference between the review and now. `was`/`now` are JPY unit prices, quantities or totals as the kind says. */
export const orderChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), slug: z.string(), was: z.int(), now: z.int() }),
  z.object({ kind: z.literal('unavailable'), slug: z.string() }),
  z.object({ kind: z.literal('quantity'), slug: z.string(), was: z.int(), now: z.int() }),
  z.object({ kind: z.literal('added'), slug: z.string() }),
  z.object({ kind: z.literal('removed'), slug: z.string() }),
  z.object({ kind: z.literal('total'), was: z.int(), now: z.int() }),
]);
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** The 409 of POST /api/orders/ when anything changed since review: what changed and the quote as it is now. */
export const orderChangedErrorSchema = z.object({
  detail: z.string(),
  code: z.literal('order_changed'),
  changes: z.array(orderChangeSchema),
  quote: z.nullable(quoteSchema),
});
export type OrderChangedError = z.infer<typeof orderChangedErrorSchema>;

/** An order's line: the quoted line, its status and which shipment (index into `shipments`) it travels in. */
export const orderLineSchema = z.extend(quoteLineSchema, {
  status: z.enum(orderStatuses),
  shipment: z.int().check(z.nonnegative()),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderShipmentSchema = z.object({
  kind: z.enum(shipmentKinds),
  release_month: z.nullable(z.string()),
  method: z.enum(deliveryMethods),
  weight_g: z.int().check(z.positive()),
  shipping_jpy: z.int().check(z.nonnegative()),
  days_min: z.int().check(z.positive()),
  days_max: z.int().check(z.positive()),
  charged_now: z.boolean(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** The payment's state: none due (pre-orders only), due (with its deadline), paid, or the last attempt failed (still due). */
export const paymentStates = ['not_required', 'due', 'paid', 'failed', 'cancelled'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Why a payment failed, in the provider's codes (as Stripe's decline codes). */
export const paymentFailureCodes = ['card_declined', 'insufficient_funds', 'authentication_failed', 'expired_card', 'incorrect_cvc'] as const;
export type PaymentFailureCode = (typeof paymentFailureCodes)[number];

export const orderPaymentSchema = z.object({
  state: z.enum(paymentStates),
  /** ISO 8601; set while state is due or failed. */
  due_at: z.nullable(z.iso.datetime({ offset: true })),
  amount_jpy: z.int().check(z.nonnegative()),
  paid_at: z.nullable(z.iso.datetime({ offset: true })),
  failure: z.nullable(z.object({ code: z.enum(paymentFailureCodes), message: z.string() })),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** One event of the order's timeline, oldest first. `kind` is free text so later kinds parse; the app words the known ones. */
export const orderEventKinds = ['placed', 'payment_failed', 'paid', 'cancelled'] as const;
export const orderEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  kind: z.string(),
  /** English text as written by the API (shown when the app does not know the kind). */
  text: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** An order as its owner reads it. `number` is what the collector quotes ("FS-000123"). */
export const orderSchema = z.object({
  id: z.int().check(z.positive()),
  number: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  status: z.enum(orderStatuses),
  lines: z.array(orderLineSchema),
  shipments: z.array(orderShipmentSchema),
  address: addressFieldsSchema,
  method: z.enum(deliveryMethods),
  ship_together: z.boolean(),
  totals: orderTotalsSchema,
  rate: settlementRateSchema,
  payment: orderPaymentSchema,
  events: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** A row of GET /api/orders/ (newest first, 20 per page). */
export const orderSummarySchema = z.object({
  id: z.int().check(z.positive()),
  number: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  status: z.enum(orderStatuses),
  item_count: z.int().check(z.positive()),
  total_jpy: z.int().check(z.nonnegative()),
  payment_state: z.enum(paymentStates),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = paginatedSchema(orderSummarySchema);
export type OrderList = z.infer<typeof orderListSchema>;

/** POST /api/orders/{id}/payment/ {return_url}: `<web origin>/orders/<id>` or `<scheme>:/orders/<id>`, exactly. */
export const paymentSessionRequestSchema = z.object({ return_url: drfUrl() });
export type PaymentSessionRequest = z.infer<typeof paymentSessionRequestSchema>;
/** 201: the provider's page to send the collector to. */
export const paymentSessionSchema = z.object({
  session_id: z.string(),
  url: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** The provider's webhook events (signed: header `Figure-Pay-Signature: t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>">`). */
export const PAYMENT_SIGNATURE_HEADER = 'Figure-Pay-Signature';
/** How old a signature may be, in seconds (Stripe's default tolerance). */
export const PAYMENT_SIGNATURE_TOLERANCE_S = 300;
export const paymentEventTypes = ['payment.succeeded', 'payment.failed'] as const;
export const paymentEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.enum(paymentEventTypes),
  created: z.int(),
  data: z.object({
    session_id: z.string().check(z.minLength(1), z.maxLength(100)),
    amount_jpy: z.int().check(z.nonnegative()),
    failure: z.nullable(z.object({ code: z.enum(paymentFailureCodes), message: z.string() })),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

