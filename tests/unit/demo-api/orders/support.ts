/**
 * The order tests' harness: the cart harness (a demo API on a temporary SQLite file with a small
 * catalogue, figures staged through its own database connection) plus what placing needs: an
 * address per collector (POST /api/account/addresses/), the review (POST
 * /api/account/checkout/quote/, parsed with the shared schema) turned into the place request, and
 * POST /api/orders/ with an Idempotency-Key.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  addressSchema,
  apiPaths,
  orderChangedErrorSchema,
  orderSchema,
  quoteSchema,
  type DeliveryMethod,
  type Order,
  type OrderChangedError,
  type PlaceOrderRequest,
  type Quote,
} from '@shared/api';
import { cartCalls, cartHarness, type CartHarness, type Stage } from '../cart/support';
import { json, registerAccount } from '../helpers';

/** A Berlin address the rules accept (postcode 10115, a real Berlin number). */
export const BERLIN = { full_name: 'Mika Tanaka', line1: 'Unter den Linden 1', city: 'Berlin', postcode: '10115', country: 'DE', phone: '+49 30 901820' };

/** An open pre-order with 10 units of allocation, closing after the test clock's day. */
export const PREORDER: Stage = { status: 'preorder', stock: null, allocation: 10, preorder_closes_at: '2026-06-30' };

export const DAY_MS = 86_400_000;

export interface OrderHarness extends CartHarness {
  /** The collector's (or `token`'s) address id, created on first use. */
  addressOf(token?: string): Promise<number>;
  /** A new verified collector; resolves its access token. */
  newCollector(label: string): Promise<string>;
  /** The review of `token`'s cart: the quote and the place request it makes. */
  review(token?: string, options?: { method?: DeliveryMethod; together?: boolean }): Promise<{ quote: Quote; request: PlaceOrderRequest }>;
  /** POST /api/orders/ with `key` (none when undefined). */
  place(request: unknown, key: string | undefined, token?: string): Promise<LightMyRequestResponse>;
  /** Fills `token`'s cart with `lines` (each slug and quantity), reviews it and places it under `key`. */
  order(lines: ReadonlyArray<[string, number]>, key: string, token?: string): Promise<Order>;
  /** A figure's stock and allocation now. */
  units(slug: string): Promise<{ stock: number | null; allocation: number | null }>;
  /** How many orders the database holds. */
  orderCount(): Promise<number>;
}

/** The order an answer carries, checked against the shared schema. */
export function orderOf(res: LightMyRequestResponse, status = 201): Order {
  expect(res.statusCode, res.body).toBe(status);
  return orderSchema.parse(res.json());
}

/** The 409 `order_changed` an answer carries, checked against the shared schema. */
export function changedOf(res: LightMyRequestResponse): OrderChangedError {
  expect(res.statusCode, res.body).toBe(409);
  return orderChangedErrorSchema.parse(res.json());
}

let collectors = 0;

/** Starts the harness (see the file header); `options` go to the demo API. */
export async function orderHarness(catalogueSize = 120, options: Parameters<typeof cartHarness>[1] = {}): Promise<OrderHarness> {
  const h = await cartHarness(catalogueSize, options);
  const app = h.server.app;
  const addresses = new Map<string, number>();
  const addressOf = async (token = h.token) => {
    const known = addresses.get(token);
    if (known !== undefined) return known;
    const res = await json(app, 'POST', apiPaths.addresses, BERLIN, token);
    expect(res.statusCode, res.body).toBe(201);
    const id = addressSchema.parse(res.json()).id;
    addresses.set(token, id);
    return id;
  };
  const review: OrderHarness['review'] = async (token = h.token, { method = 'ems', together = false } = {}) => {
    const address_id = await addressOf(token);
    const res = await json(app, 'POST', apiPaths.checkoutQuote, { address_id, method, ship_together: together }, token);
    expect(res.statusCode, res.body).toBe(200);
    const quote = quoteSchema.parse(res.json());
    const lines = quote.shipments.flatMap((shipment) => shipment.lines).map(({ slug, quantity, unit_price_jpy }) => ({ slug, quantity, unit_price_jpy }));
    return { quote, request: { address_id, method, ship_together: together, expected: { lines, total_jpy: quote.totals.total_jpy, due_now_jpy: quote.totals.due_now_jpy } } };
  };
  const place: OrderHarness['place'] = (request, key, token = h.token) =>
    app.inject({
      method: 'POST',
      url: apiPaths.orders,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: JSON.stringify(request),
    });
  return {
    ...h,
    addressOf,
    review,
    place,
    async newCollector(label) {
      collectors += 1;
      const name = `${label}${collectors}`;
      return (await registerAccount(app, { email: `${name}@figureshop.test`, username: name, password: `long-order-pass-${name}` })).access_token;
    },
    async order(lines, key, token = h.token) {
      const cart = cartCalls(h, token);
      for (const [slug, quantity] of lines) expect((await cart.add(slug, quantity)).statusCode).toBeLessThan(300);
      return orderOf(await place((await review(token)).request, key, token));
    },
    async units(slug) {
      const row = (await h.db.execute({ sql: 'SELECT stock, allocation FROM figures WHERE slug = ?', args: [slug] })).rows[0]!;
      return { stock: row.stock === null ? null : Number(row.stock), allocation: row.allocation === null ? null : Number(row.allocation) };
    },
    async orderCount() {
      return Number((await h.db.execute('SELECT COUNT(*) AS n FROM orders')).rows[0]!.n);
    },
  };
}
