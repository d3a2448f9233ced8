/**
 * Placing an order (docs/product-rules.md §Orders 1–3): the reviewed checkout is quoted again, and
 * the stock and allocation taken, the order written, the key stored and the cart emptied of the
 * ordered lines, all in ONE write transaction (storage/write-transaction.ts), or nothing at all.
 */
import type { Client } from '@libsql/client';
import { utcToday } from '../../shared/api/cart';
import type { FigureStatus } from '../../shared/api/catalogue';
import {
  addressFieldsSchema,
  checkoutMessages,
  orderMessages,
  shippingZones,
  type Order,
  type OrderChange,
  type PlaceOrderRequest,
  type Quote,
  type SettlementRate,
  type ShippingCountry,
} from '../../shared/api/orders';
import { removeCartLine } from '../cart/repository';
import { findAddress } from '../checkout/addresses-repository';
import { quoteCheckout } from '../checkout/quote';
import { shippingPrice } from '../checkout/shipping-rates';
import { ApiError, fieldErrors, type DrfBody } from '../http/errors';
import { queryAll } from '../storage/db';
import { findIdempotencyKey, requestHash, storeIdempotencyKey } from './idempotency';
import { recordOrderChange } from './notify';
import type { OrderMailSettings } from './order-mail';
import { insertOrder, readOrder } from './repository';
import { hasRepeatedSlug, reviewChanges, unbuyableChanges } from './review';
import { initialLineStatus, paymentDueAt } from './state';
import { takeUnits } from './stock';
import { inWriteTransaction } from '../storage/write-transaction';

/** What placing needs besides the database: the settlement rate, the clock (ms since the epoch) and the pictures' origin. */
export interface PlaceDeps {
  rate: SettlementRate;
  nowMs: number;
  origin: string;
  /** Where the confirmation e-mail links (null: none is sent, the demo seed's history). */
  mail: OrderMailSettings | null;
}

/** A placed order as its owner reads it; `replayed` when the key had placed it before (nothing was written now). */
export interface Placed {
  order: Order;
  replayed: boolean;
}

/** The 409 `order_changed` with what changed and the quote as it is now (null when it cannot be quoted). */
export function orderChanged(changes: OrderChange[], quote: Quote | null): ApiError {
  return new ApiError(409, { detail: orderMessages.changed, code: 'order_changed', changes, quote } as unknown as DrfBody);
}

/** The user's cart lines with what decides whether each can be bought (§Cart 1–2). */
async function cartBuyability(exec: Pick<Client, 'execute'>, userId: number) {
  const rows = await queryAll(
    exec,
    `SELECT f.slug, c.quantity, f.status, f.stock, f.allocation, f.preorder_closes_at, f.max_per_order
     FROM cart_lines c JOIN figures f ON f.id = c.figure_id WHERE c.user_id = ?`,
    [userId],
  );
  const count = (value: unknown) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    slug: String(row.slug),
    quantity: Number(row.quantity),
    figure: {
      status: row.status as FigureStatus,
      stock: count(row.stock),
      allocation: count(row.allocation),
      preorder_closes_at: row.preorder_closes_at === null ? null : String(row.preorder_closes_at),
      max_per_order: Number(row.max_per_order),
    },
  }));
}

/**
 * The order as its owner reads it, read inside the transaction that placed (or replayed) it: the
 * answer is what was committed, and the API's other connection is not asked (it would have to drop
 * its page cache after this transaction's commit). The key's order is the user's by construction.
 */
async function readPlaced(tx: Pick<Client, 'execute'>, userId: number, orderId: number, origin: string): Promise<Order> {
  const order = await readOrder(tx, userId, orderId, origin);
  if (!order) throw new Error(`order ${orderId} of user ${userId} vanished inside its own transaction`);
  return order;
}

/**
 * Places the user's reviewed checkout `body` under the Idempotency-Key `key`
 * (docs/product-rules.md §Orders 1–2; Stripe's idempotent requests):
 * - the key already placed an order of this user: the same request (SHA-256 of its canonical JSON)
 *   resolves that order again with `replayed`; another request is a 422 `idempotency_key_reused`;
 * - otherwise, in one write transaction: the cart is quoted again (checkout/quote.ts) and compared
 *   with the review; any difference is a 409 `order_changed` {changes, quote}; a line that can no
 *   longer be bought (sold out, closed, used up or over what is left) is a 409 with `unavailable`
 *   or `quantity` changes and no quote; the quote's own refusals keep their 400/404. Then each
 *   line's units are taken (stock.ts, conditional), the order written (in-stock lines
 *   of a shipment charged now awaiting_payment on the order's first invoice, due PAYMENT_DUE_DAYS
 *   later; pre-orders and lines held to ship together reserved), the key stored, the ordered lines removed from the cart, and the `placed` event and
 *   notification written; the order is read back inside the same transaction.
 * Only a placed order stores its key: after a 400, 404 or 409 the key is unused and nothing was
 * written (the app makes a new key for each review, so a refused try and its retry never meet an
 * older order). A repeated slug in the review is a 400 on `expected.lines`.
 * @throws ApiError 400, 404, 409 or 422 as above.
 */
export async function placeOrder(db: Client, deps: PlaceDeps, userId: number, key: string, body: PlaceOrderRequest): Promise<Placed> {
  if (hasRepeatedSlug(body.expected)) throw fieldErrors({ 'expected.lines': ['Each figure may appear only once.'] });
  const hash = requestHash(body);
  return inWriteTransaction(db, async (tx) => {
    const stored = await findIdempotencyKey(tx, userId, key);
    if (stored) {
      if (stored.requestHash !== hash) throw new ApiError(422, { detail: orderMessages.idempotencyKeyReused, code: 'idempotency_key_reused' });
      return { order: await readPlaced(tx, userId, stored.orderId, deps.origin), replayed: true };
    }
    const today = utcToday(new Date(deps.nowMs));
    const request = { address_id: body.address_id, method: body.method, ship_together: body.ship_together };
    const quoted = await quoteCheckout(tx, { rate: deps.rate, today, origin: deps.origin }, userId, request);
    if (!quoted.ok) {
      const notReady = (quoted.body.non_field_errors as unknown[] | undefined)?.includes(checkoutMessages.cartNotReady);
      const unbuyable = notReady ? unbuyableChanges(await cartBuyability(tx, userId), body.expected, today) : [];
      if (unbuyable.length > 0) throw orderChanged(unbuyable, null);
      throw new ApiError(quoted.status, quoted.body as DrfBody);
    }
    const changes = reviewChanges(body.expected, quoted.quote, quoted.lines.map(({ line }) => line));
    if (changes.length > 0) throw orderChanged(changes, quoted.quote);

    for (const { figureId, kind, line } of quoted.lines) {
      // Already checked by the quote inside this transaction; the condition is what guarantees it.
      if (!(await takeUnits(tx, figureId, kind, line.quantity))) throw orderChanged([{ kind: 'unavailable', slug: line.slug }], null);
    }
    const address = (await findAddress(tx, userId, body.address_id))!;
    const zone = shippingZones[address.country as ShippingCountry];
    const createdAt = new Date(deps.nowMs).toISOString();
    const { quote } = quoted;
    const dueAt = paymentDueAt(deps.nowMs, quote.shipments.some((shipment) => shipment.charged_now));
    const order = await insertOrder(tx, {
      userId,
      createdAt,
      method: body.method,
      shipTogether: quote.ship_together,
      // The fields only (the schema drops id, is_default and created_at): the order keeps them as they are now.
      address: addressFieldsSchema.parse(address),
      rate: quote.rate,
      totals: quote.totals,
      paymentDueAt: dueAt,
      lines: quoted.lines.map(({ figureId, line, kind, shipmentIndex }) => ({
        figureId,
        line,
        kind,
        status: initialLineStatus(quote.shipments[shipmentIndex]!.charged_now),
        shipment: shipmentIndex,
      })),
      shipments: quote.shipments.map((shipment) => {
        const days = shippingPrice(body.method, zone, shipment.weight_g)!;
        return {
          kind: shipment.kind,
          release_month: shipment.release_month,
          method: body.method,
          weight_g: shipment.weight_g,
          shipping_jpy: shipment.shipping_jpy ?? days.price_jpy,
          days_min: days.days_min,
          days_max: days.days_max,
          charged_now: shipment.charged_now,
        };
      }),
    });
    await storeIdempotencyKey(tx, { userId, key, requestHash: hash, orderId: order.id, createdAt });
    for (const { figureId } of quoted.lines) await removeCartLine(tx, userId, figureId);
    await recordOrderChange(
      tx,
      order,
      { kind: 'placed', dueNowJpy: quote.totals.due_now_jpy, dueAt, reserved: quote.shipments.some((shipment) => !shipment.charged_now) },
      createdAt,
      deps.mail,
    );
    return { order: await readPlaced(tx, userId, order.id, deps.origin), replayed: false };
  });
}
