/**
 * Checkout answers as the demo API gives them (src/shared/api/addresses.ts, checkout.ts,
 * orders.ts), for the renderer's tests: an address, a quote with an in-stock line and a pre-order,
 * and the order placing it makes.
 */
import type { Address, Order, Quote, QuoteLine } from '@shared/api';

export function sampleAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    full_name: 'Erika Mustermann',
    line1: 'Unter den Linden 1',
    line2: '',
    city: 'Berlin',
    region: '',
    postcode: '10117',
    country: 'DE',
    phone: '+4930901820',
    is_default: true,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function sampleQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    slug: 'rem-summer',
    name: 'Rem Summer',
    name_ja: 'レム 夏',
    image: { url: 'https://api.test/api/figures/rem-summer/images/1-1.svg', width: 800, height: 1000 },
    adult: false,
    quantity: 1,
    kind: 'buy',
    release_month: null,
    unit_price: { amount: 12800, currency: 'JPY' },
    unit_price_jpy: 12800,
    total_jpy: 12800,
    ...overrides,
  };
}

/** A pre-order line of a CNY-priced figure released in March 2027 (CN¥600 at 21.2 → ¥12,720). */
export const preorderLine = sampleQuoteLine({
  slug: 'miku-2027',
  name: 'Miku 2027',
  name_ja: '初音ミク 2027',
  kind: 'preorder',
  release_month: '2027-03',
  unit_price: { amount: 600, currency: 'CNY' },
  unit_price_jpy: 12720,
  total_jpy: 12720,
});

/**
 * A quote of one in-stock line (¥12,800) and one pre-order (¥12,720): without a method the EMS
 * and SAL options; with one, each shipment's shipping (EMS ¥3,000 a parcel, SAL ¥1,500).
 */
export function sampleQuote({ method = null, together = false, addressId = 1 }: { method?: Quote['method']; together?: boolean; addressId?: number } = {}): Quote {
  const parcel = method === 'ems' ? 3000 : method === 'sal' ? 1500 : null;
  const now = sampleQuoteLine();
  const shipments: Quote['shipments'] = together
    ? [{ kind: 'together', release_month: '2027-03', lines: [now, preorderLine], weight_g: 1400, items_jpy: 25520, shipping_jpy: parcel, charged_now: false }]
    : [
        { kind: 'now', release_month: null, lines: [now], weight_g: 700, items_jpy: 12800, shipping_jpy: parcel, charged_now: true },
        { kind: 'on_release', release_month: '2027-03', lines: [preorderLine], weight_g: 700, items_jpy: 12720, shipping_jpy: parcel, charged_now: false },
      ];
  const shipping = parcel === null ? 0 : parcel * shipments.length;
  const dueNow = together ? 0 : 12800 + (parcel ?? 0);
  return {
    address_id: addressId,
    ship_together: together,
    options: [
      { method: 'sal', shipping_jpy: together ? 1500 : 3000, days_min: 7, days_max: 14 },
      { method: 'ems', shipping_jpy: together ? 3000 : 6000, days_min: 3, days_max: 6 },
    ],
    method,
    shipments,
    totals: { items_jpy: 25520, shipping_jpy: shipping, total_jpy: 25520 + shipping, due_now_jpy: dueNow, due_later_jpy: 25520 + shipping - dueNow },
    rate: { date: '2026-11-27', cny_jpy: 21.2 },
  };
}

/** The order placing `quote` makes (201). */
export function sampleOrder(quote: Quote, id = 42): Order {
  const lines = quote.shipments
    .flatMap((shipment, index) => shipment.lines.map((line) => ({ line, index, charged: shipment.charged_now })))
    .map(({ line, index, charged }, position) => ({
      ...line,
      position,
      status: charged ? ('awaiting_payment' as const) : ('reserved' as const),
      shipment: index,
      invoice_id: charged ? 1 : null,
      refunded_jpy: 0,
      cancellation: null,
    }));
  const address = sampleAddress();
  return {
    id,
    number: `FS-${String(id).padStart(6, '0')}`,
    created_at: '2026-11-27T10:00:00Z',
    status: quote.totals.due_now_jpy > 0 ? 'awaiting_payment' : 'reserved',
    lines,
    shipments: quote.shipments.map((shipment, position) => ({
      position,
      kind: shipment.kind,
      release_month: shipment.release_month,
      method: quote.method ?? 'ems',
      weight_g: shipment.weight_g,
      shipping_jpy: shipment.shipping_jpy ?? 0,
      days_min: 3,
      days_max: 6,
      charged_now: shipment.charged_now,
      state: 'waiting' as const,
      tracking: null,
      shipped_at: null,
      delivered_at: null,
    })),
    address: { full_name: address.full_name, line1: address.line1, line2: address.line2, city: address.city, region: address.region, postcode: address.postcode, country: address.country, phone: address.phone },
    method: quote.method ?? 'ems',
    ship_together: quote.ship_together,
    totals: quote.totals,
    rate: quote.rate,
    payment: { state: quote.totals.due_now_jpy > 0 ? 'due' : 'not_required', due_at: null, amount_jpy: quote.totals.due_now_jpy, paid_at: null, failure: null, refunded_jpy: 0 },
    invoices:
      quote.totals.due_now_jpy > 0
        ? [{ id: 1, created_at: '2026-11-27T10:00:00Z', due_at: '2026-11-30T10:00:00Z', state: 'open', amount_jpy: quote.totals.due_now_jpy, paid_at: null, refunded_jpy: 0 }]
        : [],
    events: [{ at: '2026-11-27T10:00:00Z', kind: 'placed', text: 'Order placed.', params: {} }],
  };
}
