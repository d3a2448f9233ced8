import { describe, expect, it } from 'vitest';
import type { PlaceOrderRequest, Quote, QuoteLine } from '@shared/api';
import { canonicalJson, requestHash } from '../../../../src/demo-api/orders/idempotency';
import { reviewChanges, unbuyableChanges } from '../../../../src/demo-api/orders/review';
import { initialLineStatus, paymentDueAt, paymentOf, shipmentStateOf } from '../../../../src/demo-api/orders/state';
import type { InvoiceFacts } from '../../../../src/demo-api/orders/invoices';

// The orders' pure rules (docs/product-rules.md §Orders 1–2, §Payment 1, 3).

const request: PlaceOrderRequest = {
  address_id: 3,
  method: 'ems',
  ship_together: false,
  expected: { lines: [{ slug: 'a', quantity: 2, unit_price_jpy: 1000 }, { slug: 'b', quantity: 1, unit_price_jpy: 500 }], total_jpy: 4000, due_now_jpy: 4000 },
};

const line = (slug: string, quantity: number, unit: number): QuoteLine => ({
  slug,
  name: slug,
  name_ja: slug,
  image: null,
  adult: false,
  quantity,
  kind: 'buy',
  release_month: null,
  unit_price: { amount: unit, currency: 'JPY' },
  unit_price_jpy: unit,
  total_jpy: unit * quantity,
});
const quote = (total: number, dueNow = total) => ({ totals: { items_jpy: 0, shipping_jpy: 0, total_jpy: total, due_now_jpy: dueNow, due_later_jpy: total - dueNow } }) as Quote;

describe('the request hash', () => {
  it('is the same whatever the order of the keys, and differs for any other value', () => {
    const reordered = { expected: { due_now_jpy: 4000, total_jpy: 4000, lines: request.expected.lines.map(({ unit_price_jpy, quantity, slug }) => ({ unit_price_jpy, quantity, slug })) }, ship_together: false, method: 'ems', address_id: 3 } as PlaceOrderRequest;
    expect(canonicalJson(reordered)).toBe(canonicalJson(request));
    expect(requestHash(reordered)).toBe(requestHash(request));
    expect(requestHash(request)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ ...request, ship_together: true })).not.toBe(requestHash(request));
    // Line order is part of the request (a list keeps its order).
    expect(requestHash({ ...request, expected: { ...request.expected, lines: [...request.expected.lines].reverse() } })).not.toBe(requestHash(request));
  });
});

describe('reviewChanges', () => {
  it('is empty when the quote is what was reviewed', () => {
    expect(reviewChanges(request.expected, quote(4000), [line('a', 2, 1000), line('b', 1, 500)])).toEqual([]);
  });

  it('lists removed, quantity, price, added, then the total (or, with the same total, what is due now)', () => {
    expect(reviewChanges(request.expected, quote(4500), [line('a', 3, 1100), line('c', 1, 200)])).toEqual([
      { kind: 'quantity', slug: 'a', was: 2, now: 3 },
      { kind: 'price', slug: 'a', was: 1000, now: 1100 },
      { kind: 'removed', slug: 'b' },
      { kind: 'added', slug: 'c' },
      { kind: 'total', was: 4000, now: 4500 },
    ]);
    expect(reviewChanges(request.expected, quote(4000, 1500), [line('a', 2, 1000), line('b', 1, 500)])).toEqual([{ kind: 'total', was: 4000, now: 1500 }]);
  });

  it('unbuyableChanges names what the cart rules refuse: sold out, closed, over what is left', () => {
    const figure = { status: 'in_stock' as const, stock: 5, allocation: null, preorder_closes_at: null, max_per_order: 3 };
    expect(
      unbuyableChanges(
        [
          { slug: 'a', quantity: 2, figure: { ...figure, stock: 0 } },
          { slug: 'b', quantity: 1, figure: { ...figure, status: 'preorder', stock: null, allocation: 4, preorder_closes_at: '2026-04-12' } },
          { slug: 'c', quantity: 4, figure: { ...figure, stock: 2 } },
          { slug: 'd', quantity: 3, figure },
        ],
        request.expected,
        '2026-04-13',
      ),
    ).toEqual([{ kind: 'unavailable', slug: 'a' }, { kind: 'unavailable', slug: 'b' }, { kind: 'quantity', slug: 'c', was: 4, now: 2 }]);
  });
});

describe('the payment state', () => {
  const invoice: InvoiceFacts = {
    id: 1,
    orderId: 1,
    created_at: '2026-04-13T09:00:00.000Z',
    due_at: '2026-04-16T09:00:00.000Z',
    state: 'open',
    amount_jpy: 7000,
    paid_at: null,
    refunded_jpy: 0,
    failure: null,
    remindedAt: null,
  };
  it('follows the invoices: not required, due (the earliest open one), failed, paid (in all), cancelled', () => {
    expect(paymentOf([]).state).toBe('not_required');
    expect(paymentOf([invoice])).toEqual({ state: 'due', due_at: invoice.due_at, amount_jpy: 7000, paid_at: null, failure: null, refunded_jpy: 0 });
    const later = { ...invoice, id: 2, due_at: '2026-05-01T09:00:00.000Z', amount_jpy: 9000 };
    expect(paymentOf([later, invoice])).toMatchObject({ state: 'due', due_at: invoice.due_at, amount_jpy: 7000 });
    expect(paymentOf([{ ...invoice, failure: { code: 'insufficient_funds', message: 'No.' } }])).toMatchObject({ state: 'failed', due_at: invoice.due_at, amount_jpy: 7000 });
    const paid = { ...invoice, state: 'paid' as const, paid_at: '2026-04-14T09:00:00.000Z', failure: { code: 'card_declined' as const, message: 'old' } };
    expect(paymentOf([paid, { ...later, state: 'paid', paid_at: '2026-05-01T08:00:00.000Z', refunded_jpy: 500 }])).toEqual({
      state: 'paid',
      due_at: null,
      amount_jpy: 16000,
      paid_at: '2026-05-01T08:00:00.000Z',
      failure: null,
      refunded_jpy: 500,
    });
    expect(paymentOf([{ ...invoice, state: 'void' }])).toEqual({ state: 'cancelled', due_at: null, amount_jpy: 0, paid_at: null, failure: null, refunded_jpy: 0 });
  });

  it('falls due 3 days after an order with a shipment charged now, never for pre-orders or lines held to ship together', () => {
    const at = Date.parse('2026-04-13T09:00:00Z');
    expect(paymentDueAt(at, true)).toBe('2026-04-16T09:00:00.000Z');
    expect(paymentDueAt(at, false)).toBeNull();
    expect(initialLineStatus(true)).toBe('awaiting_payment');
    expect(initialLineStatus(false)).toBe('reserved');
  });
});

describe('a shipment\'s state', () => {
  const none = { shippedAt: null, deliveredAt: null };
  it('is ready when every line still going is paid, waiting while one is not, cancelled when none is left', () => {
    expect(shipmentStateOf(['paid', 'cancelled'], none)).toBe('ready');
    expect(shipmentStateOf(['paid', 'reserved'], none)).toBe('waiting');
    expect(shipmentStateOf(['invoiced'], none)).toBe('waiting');
    expect(shipmentStateOf(['cancelled', 'refunded'], none)).toBe('cancelled');
    expect(shipmentStateOf(['shipped'], { shippedAt: 'x', deliveredAt: null })).toBe('shipped');
    expect(shipmentStateOf(['delivered'], { shippedAt: 'x', deliveredAt: 'y' })).toBe('delivered');
  });
});
