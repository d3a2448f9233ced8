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
  cannotCancel: (status: string) => `A line that is ${status.replace('_', ' ')} can no longer be cancelled here.`,
  cannotRequestCancellation: 'Only a paid line that has not shipped can be cancelled by staff.',
  cancellationPending: 'A cancellation of this line is already waiting for staff.',
  paymentInProgress: 'A payment for this line is being processed: wait for it, then ask staff to cancel.',
  notShippingTogether: 'This order does not ship together (or everything is already on its way).',
  returnUrlNotAllowed: 'This redirect address is not allowed.',
  signatureInvalid: 'No signature matches the payload.',
  signatureTooOld: 'The signature timestamp is outside the tolerance zone.',
} as const;

/** Days a release invoice (a pre-order ready to ship) waits for payment before its lines are cancelled. */
export const INVOICE_DUE_DAYS = 7;
/** Days before an invoice's deadline that the collector is reminded to pay. */
export const INVOICE_REMINDER_DAYS = 2;

/**
 * A line's (and an order's) status (docs/product-rules.md §Orders 2, §Fulfilment): an in-stock line
 * charged at placing is `awaiting_payment`; a pre-order (and an in-stock line held to ship together)
 * is `reserved`, then `invoiced` when its figure is released; a charged line is `paid`, then
 * `shipped`, then `delivered`. `cancelled` (unpaid) and `refunded` (paid, money back) end a line.
 */
export const orderStatuses = ['awaiting_payment', 'reserved', 'invoiced', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The one state table: from each status, the statuses a line may move to. Every move in the demo
 * API goes through it (canMoveOrderLine), with an UPDATE conditional on the status it read.
 */
export const orderStatusTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  reserved: ['invoiced', 'cancelled'],
  invoiced: ['paid', 'cancelled'],
  paid: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** True when a line may move from `from` to `to` by the state table. */
export function canMoveOrderLine(from: OrderStatus, to: OrderStatus): boolean {
  return orderStatusTransitions[from].includes(to);
}

/** The statuses whose line waits for the collector's money. */
export const unpaidStatuses: readonly OrderStatus[] = ['awaiting_payment', 'invoiced'];

/**
 * The order's status from its lines' statuses: the first of this list that any line has (what
 * needs the collector or the shop first), else cancelled.
 */
const ORDER_STATUS_PRIORITY = ['awaiting_payment', 'invoiced', 'paid', 'shipped', 'reserved', 'delivered', 'refunded'] as const;
export function orderStatusOf(lineStatuses: readonly OrderStatus[]): OrderStatus {
  for (const status of ORDER_STATUS_PRIORITY) {
    if (lineStatuses.includes(status)) return status;
  }
  return 'cancelled';
}

/**
 * What the collector may still do with a line of `status` (docs/product-rules.md §Fulfilment 2),
 * the one rule the API enforces and the order page words: cancel a reserved line (until it is
 * invoiced) or an in-stock line awaiting payment (until it is paid); ask staff to cancel a paid line
 * that has not shipped; pay an unpaid line.
 */
export function lineActions(status: OrderStatus): { cancel: boolean; requestCancellation: boolean; pay: boolean } {
  return {
    cancel: status === 'reserved' || status === 'awaiting_payment',
    requestCancellation: status === 'paid',
    pay: unpaidStatuses.includes(status),
  };
}

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * An order's own endpoints: open a payment session, cancel a line, ask staff to cancel a paid one,
 * stop shipping together; and the provider's webhook. Kept out of apiPaths, which the first route
 * carries, since only the order pages (and the demo API) use them.
 */
export const orderPaths = {
  payment: (id: number | string) => `/api/orders/${seg(id)}/payment/`,
  /** The demo payment provider's signed webhook (the only way an order becomes paid). */
  paymentWebhook: '/api/payments/webhook/',
  lineCancel: (id: number | string, position: number | string) => `/api/orders/${seg(id)}/lines/${seg(position)}/cancel/`,
  lineCancellationRequest: (id: number | string, position: number | string) => `/api/orders/${seg(id)}/lines/${seg(position)}/cancellation-request/`,
  shipTogether: (id: number | string) => `/api/orders/${seg(id)}/ship-together/`,
} as const;

/** Why a collector cancels (a short list, as the shops ask). */
export const cancellationReasons = ['changed_mind', 'ordered_by_mistake', 'found_elsewhere', 'too_long_to_wait', 'other'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

/** POST /api/orders/{id}/lines/{position}/cancel/ and …/cancellation-request/ {reason}. */
export const lineCancelRequestSchema = z.object({
  reason: z.enum(cancellationReasons, { error: (issue) => drfMessages.invalidChoice(issue.input) }),
});
export type LineCancelRequest = z.infer<typeof lineCancelRequestSchema>;

/** POST /api/orders/{id}/ship-together/ {ship_together: false}: stop holding what is ready (it is invoiced now). */
export const shipTogetherRequestSchema = z.object({ ship_together: z.literal(false, { error: 'Only false: shipping together can be switched off, not on.' }) });

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

/**
 * A staff decision waiting on, or taken on, a collector's request to cancel a paid line
 * (docs/product-rules.md §Fulfilment 2): `message` is staff's answer to a decline.
 */
export const cancellationRequestStates = ['requested', 'approved', 'declined'] as const;
export const lineCancellationSchema = z.object({
  state: z.enum(cancellationRequestStates),
  reason: z.enum(cancellationReasons),
  requested_at: z.iso.datetime({ offset: true }),
  message: z.nullable(z.string()),
});
export type LineCancellation = z.infer<typeof lineCancellationSchema>;

/**
 * An order's line: the quoted line, its `position` in the order (what the line endpoints name), its
 * status, which shipment (index into `shipments`) it travels in, the invoice that charges it (null
 * until one does), what was refunded of it, and its cancellation request if any.
 */
export const orderLineSchema = z.extend(quoteLineSchema, {
  position: z.int().check(z.nonnegative()),
  status: z.enum(orderStatuses),
  shipment: z.int().check(z.nonnegative()),
  invoice_id: z.nullable(z.int().check(z.positive())),
  refunded_jpy: z.int().check(z.nonnegative()),
  cancellation: z.nullable(lineCancellationSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Where a shipment is: `waiting` (something in it is not paid yet), `ready` (paid, to be sent), `shipped`, `delivered`, or `cancelled` (nothing left in it). */
export const shipmentStates = ['waiting', 'ready', 'shipped', 'delivered', 'cancelled'] as const;
export type ShipmentState = (typeof shipmentStates)[number];

export const orderShipmentSchema = z.object({
  position: z.int().check(z.nonnegative()),
  kind: z.enum(shipmentKinds),
  release_month: z.nullable(z.string()),
  method: z.enum(deliveryMethods),
  weight_g: z.int().check(z.positive()),
  shipping_jpy: z.int().check(z.nonnegative()),
  days_min: z.int().check(z.positive()),
  days_max: z.int().check(z.positive()),
  charged_now: z.boolean(),
  state: z.enum(shipmentStates),
  /** Set once shipped: the carrier, its tracking number and the carrier's tracking page. */
  tracking: z.nullable(z.object({ carrier: z.string(), number: z.string(), url: z.string() })),
  shipped_at: z.nullable(z.iso.datetime({ offset: true })),
  delivered_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** The payment's state: none due (pre-orders only), due (with its deadline), paid, or the last attempt failed (still due). */
export const paymentStates = ['not_required', 'due', 'paid', 'failed', 'cancelled'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Why a payment failed, in the provider's codes (as Stripe's decline codes). */
export const paymentFailureCodes = ['card_declined', 'insufficient_funds', 'authentication_failed', 'expired_card', 'incorrect_cvc'] as const;
export type PaymentFailureCode = (typeof paymentFailureCodes)[number];

/**
 * The order's payment, as the order page's payment panel shows it: the next invoice to pay while
 * one is open (`due`, or `failed` after a failed attempt, with its deadline and amount); else `paid`
 * (`amount_jpy` what was paid in all, `paid_at` the last payment) or `cancelled` (every invoice
 * cancelled unpaid); `not_required` while nothing has been invoiced. `refunded_jpy`: refunded in all.
 */
export const orderPaymentSchema = z.object({
  state: z.enum(paymentStates),
  /** ISO 8601; set while state is due or failed. */
  due_at: z.nullable(z.iso.datetime({ offset: true })),
  amount_jpy: z.int().check(z.nonnegative()),
  paid_at: z.nullable(z.iso.datetime({ offset: true })),
  failure: z.nullable(z.object({ code: z.enum(paymentFailureCodes), message: z.string() })),
  refunded_jpy: z.int().check(z.nonnegative()),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** An invoice's state: open (to pay by `due_at`), paid, or void (every line of it cancelled unpaid). */
export const invoiceStates = ['open', 'paid', 'void'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/**
 * One charge of an order (docs/product-rules.md §Fulfilment 1): what placing charged now, or what a
 * release invoiced later. `amount_jpy` is what it charges: its lines not cancelled and the shipping
 * of the shipments it opened.
 */
export const orderInvoiceSchema = z.object({
  id: z.int().check(z.positive()),
  created_at: z.iso.datetime({ offset: true }),
  due_at: z.iso.datetime({ offset: true }),
  state: z.enum(invoiceStates),
  amount_jpy: z.int().check(z.nonnegative()),
  paid_at: z.nullable(z.iso.datetime({ offset: true })),
  refunded_jpy: z.int().check(z.nonnegative()),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/**
 * The next invoice to pay (docs/product-rules.md §Payment 1): the open one with the earliest deadline,
 * then the oldest; undefined when none is open. A payment session pays this one, and the order
 * page waits for this one to be paid.
 */
export function nextInvoiceToPay<T extends Pick<OrderInvoice, 'id' | 'state' | 'due_at'>>(invoices: readonly T[]): T | undefined {
  return invoices.filter((invoice) => invoice.state === 'open').sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id)[0];
}

/** One event of the order's timeline, oldest first. `kind` is free text so later kinds parse; the app words the known ones. */
export const orderEventKinds = [
  'placed',
  'payment_failed',
  'paid',
  'cancelled',
  'invoiced',
  'release_moved',
  'payment_reminder',
  'line_cancelled',
  'cancellation_requested',
  'cancellation_declined',
  'shipped',
  'delivered',
  'refunded',
  'ship_together_off',
] as const;
export const orderEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  kind: z.string(),
  /** English text as written by the API (shown when the app does not know the kind). */
  text: z.string(),
  /** What the app needs to word a known kind itself (figure name, amounts in JPY, dates, tracking); {} when nothing. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
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
  invoices: z.array(orderInvoiceSchema),
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
export const paymentEventTypes = ['payment.succeeded', 'payment.failed', 'charge.refunded'] as const;
export const paymentEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.enum(paymentEventTypes),
  created: z.int(),
  data: z.object({
    session_id: z.string().check(z.minLength(1), z.maxLength(100)),
    amount_jpy: z.int().check(z.nonnegative()),
    failure: z.nullable(z.object({ code: z.enum(paymentFailureCodes), message: z.string() })),
    /** `charge.refunded` only: the provider's refund (`re_…`) this event reports; `amount_jpy` is what it refunded. */
    refund_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

