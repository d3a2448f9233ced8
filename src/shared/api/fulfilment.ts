/**
 * Fulfilment for staff (docs/product-rules.md §Fulfilment 4): the shipments ready to send, marking
 * one shipped (carrier and tracking number) and delivered, refunding a paid line in full or in
 * part, deciding collectors' cancellation requests, and the log of every staff action. Every call
 * needs a moderator (the spec's moderator flag, read on every call): 401 without a token, 403 for
 * anyone else. The carriers' tracking-number formats and tracking pages are here, so the app checks
 * a number as the API does and links to the same page.
 */
import { z } from 'zod/mini';
import { drfChoice, drfInteger, drfMessages, drfString, drfTypeError } from './fields';
import { paginatedSchema } from './notifications';
import { deliveryMethods, type DeliveryMethod } from './shipping';
import { orderStatuses, shipmentStates } from './orders';
import { SHOWN_PROSE_TEXT } from '../validation/text-rules';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The staff endpoints' paths (kept out of apiPaths, which the first route carries: only staff's page uses them). */
export const fulfilmentPaths = {
  shipments: '/api/fulfilment/shipments/',
  ship: (id: number | string, position: number | string) => `/api/fulfilment/orders/${seg(id)}/shipments/${seg(position)}/ship/`,
  deliver: (id: number | string, position: number | string) => `/api/fulfilment/orders/${seg(id)}/shipments/${seg(position)}/deliver/`,
  refund: (id: number | string, position: number | string) => `/api/fulfilment/orders/${seg(id)}/lines/${seg(position)}/refund/`,
  cancellations: '/api/fulfilment/cancellations/',
  cancellation: (id: number | string, position: number | string) => `/api/fulfilment/orders/${seg(id)}/lines/${seg(position)}/cancellation/`,
  log: '/api/fulfilment/log/',
} as const;

/** The carriers a shipment leaves with: Japan Post (EMS, SAL, surface) and DHL Express. */
export const carriers = ['japan_post', 'dhl'] as const;
export type Carrier = (typeof carriers)[number];

/** The carrier a delivery method is handed to. */
export const carrierOfMethod: Readonly<Record<DeliveryMethod, Carrier>> = { ems: 'japan_post', sal: 'japan_post', surface: 'japan_post', dhl: 'dhl' };

/** Weights of the UPU S10 check digit over the 8 serial digits. */
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/**
 * True when `number` is a Japan Post international item number: UPU S10, two letters, eight serial
 * digits, a check digit and "JP" (EE123456785JP). The check digit is 11 − (Σ digit × weight mod 11),
 * 10 written 0 and 11 written 5 (UPU standard S10).
 */
function isJapanPostNumber(number: string): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)JP$/.exec(number);
  if (!match) return false;
  const sum = [...match[1]!].reduce((total, digit, i) => total + Number(digit) * S10_WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  return Number(match[2]) === (check === 10 ? 0 : check === 11 ? 5 : check);
}

/** True when `number` is a DHL Express waybill: ten digits, the last the first nine modulo 7. */
function isDhlNumber(number: string): boolean {
  return /^\d{10}$/.test(number) && Number(number.slice(0, 9)) % 7 === Number(number[9]);
}

/** Each carrier's number check, the format named in its 400, and its public tracking page. */
export const carrierRules: Readonly<Record<Carrier, { valid: (number: string) => boolean; format: string; trackingUrl: (number: string) => string }>> = {
  japan_post: {
    valid: isJapanPostNumber,
    format: 'two letters, nine digits (the last a check digit) and JP, as EE123456785JP',
    trackingUrl: (number) => `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${encodeURIComponent(number)}&locale=en`,
  },
  dhl: {
    valid: isDhlNumber,
    format: 'ten digits, the last being the first nine modulo 7, as 1234567891',
    trackingUrl: (number) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(number)}`,
  },
};

/** A tracking number as staff type it: spaces and dashes dropped, letters upper-cased. */
export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** Messages of the fulfilment 400s and 409s. */
export const fulfilmentMessages = {
  trackingFormat: (carrier: Carrier) => `Enter a ${carrier === 'dhl' ? 'DHL Express' : 'Japan Post'} tracking number: ${carrierRules[carrier].format}.`,
  notReady: (state: string) => `Only a shipment whose lines are all paid can be shipped; this one is ${state}.`,
  notShipped: (state: string) => `Only a shipped shipment can be marked delivered; this one is ${state}.`,
  notRefundable: (status: string) => `Only a paid, shipped or delivered line can be refunded; this one is ${status.replace('_', ' ')}.`,
  refundTooLarge: (left: number) => `At most ¥${left.toLocaleString('en')} of this line can still be refunded.`,
  noRequest: 'This line has no cancellation request waiting.',
  requestWaiting: "A collector's request to cancel a line of this parcel waits: decide it first.",
  declineNeedsMessage: 'Tell the collector why: a decline needs a message.',
} as const;

/** POST /api/fulfilment/orders/{id}/shipments/{position}/ship/: the carrier and its tracking number (normalised, then checked). */
export const shipRequestSchema = z.object({
  carrier: drfChoice(carriers),
  tracking_number: drfString({ max: 40 }),
});
export type ShipRequest = z.infer<typeof shipRequestSchema>;

/** Longest staff message or refund note, in characters (decided). */
export const STAFF_MESSAGE_MAX = 500;

/** POST /api/fulfilment/orders/{id}/lines/{position}/refund/ {amount_jpy, note}: whole yen, at most what is left of the line. */
export const refundRequestSchema = z.object({
  amount_jpy: drfInteger(1),
  note: z._default(drfString({ max: STAFF_MESSAGE_MAX, text: SHOWN_PROSE_TEXT, allowBlank: true }), ''),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** POST /api/fulfilment/orders/{id}/lines/{position}/cancellation/ {decision, message}: approve (full refund) or decline with a message. */
export const cancellationDecisionSchema = z.object({
  decision: drfChoice(['approve', 'decline'] as const),
  message: z._default(drfString({ max: STAFF_MESSAGE_MAX, text: SHOWN_PROSE_TEXT, allowBlank: true }), ''),
});
export type CancellationDecision = z.input<typeof cancellationDecisionSchema>;

/** A line as staff see it in a shipment or a request. */
export const staffLineSchema = z.object({
  position: z.int().check(z.nonnegative()),
  slug: z.string(),
  name: z.string(),
  quantity: z.int().check(z.positive()),
  status: z.enum(orderStatuses),
  total_jpy: z.int().check(z.nonnegative()),
  refunded_jpy: z.int().check(z.nonnegative()),
});

/** A shipment on the fulfilment page: its order, collector, destination, lines and tracking. */
export const staffShipmentSchema = z.object({
  order_id: z.int().check(z.positive()),
  order_number: z.string(),
  position: z.int().check(z.nonnegative()),
  state: z.enum(shipmentStates),
  method: z.enum(deliveryMethods),
  collector: z.string(),
  country: z.string(),
  lines: z.array(staffLineSchema),
  tracking: z.nullable(z.object({ carrier: z.string(), number: z.string(), url: z.string() })),
  shipped_at: z.nullable(z.iso.datetime({ offset: true })),
  delivered_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type StaffShipment = z.infer<typeof staffShipmentSchema>;

/** GET /api/fulfilment/shipments/?state=ready|shipped|delivered&page=N (default ready; oldest paid first). */
export const staffShipmentStates = ['ready', 'shipped', 'delivered'] as const;
export const staffShipmentsQuerySchema = z.object({
  state: z._default(drfChoice(staffShipmentStates), 'ready'),
  page: z.optional(z.pipe(z.coerce.number({ error: drfTypeError(drfMessages.notInteger) }), drfInteger(1))),
});
export const staffShipmentListSchema = paginatedSchema(staffShipmentSchema);
export type StaffShipmentList = z.infer<typeof staffShipmentListSchema>;

/** A collector's request waiting for staff, with the line it is about. */
export const staffCancellationSchema = z.object({
  order_id: z.int().check(z.positive()),
  order_number: z.string(),
  collector: z.string(),
  line: staffLineSchema,
  reason: z.string(),
  requested_at: z.iso.datetime({ offset: true }),
});
export type StaffCancellation = z.infer<typeof staffCancellationSchema>;
export const staffCancellationListSchema = z.object({ results: z.array(staffCancellationSchema) });

/** One staff action: who, when, what (order, shipment or line), the state before and after, and a note. */
export const fulfilmentActions = ['ship', 'deliver', 'refund', 'approve_cancellation', 'decline_cancellation'] as const;
export const fulfilmentLogEntrySchema = z.object({
  id: z.int(),
  staff: z.object({ id: z.int(), username: z.string() }),
  action: z.enum(fulfilmentActions),
  order_id: z.int(),
  order_number: z.string(),
  /** "shipment 0" or "line 2". */
  target: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  note: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type FulfilmentLogEntry = z.infer<typeof fulfilmentLogEntrySchema>;
export const fulfilmentLogSchema = paginatedSchema(fulfilmentLogEntrySchema);
export type FulfilmentLog = z.infer<typeof fulfilmentLogSchema>;
