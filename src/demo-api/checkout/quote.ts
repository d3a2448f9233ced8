/**
 * The checkout's quote (docs/product-rules.md §Checkout 3–6): the signed-in user's cart priced for
 * one of their addresses. The cart's own rules (cart/rules.ts priceCart) say whether it can be
 * checked out; its lines are split into shipments (now, per release month, or one together), each
 * parcel priced by every carrier (shipping-rates.ts), and every amount settled in whole yen with
 * dinero.js: a CNY price at the ECB reference rate of the day, rounded half up.
 */
import type { Client } from '@libsql/client';
import { add, convert, dinero, halfUp, multiply, subtract, toSnapshot, transformScale, type Dinero } from 'dinero.js';
import { JPY } from 'dinero.js/currencies';
import { buyMode } from '../../shared/api/cart';
import type { FigureCard, FigurePrice } from '../../shared/api/catalogue';
import {
  checkoutMessages,
  type DeliveryOption,
  type LineKind,
  type OrderTotals,
  type Quote,
  type QuoteLine,
  type QuoteShipment,
  type SettlementRate,
} from '../../shared/api/checkout';
import { deliveryMethods, isShippingCountry, shippingZones, type DeliveryMethod, type ShippingZone } from '../../shared/api/shipping';
import { figureCard, type CardFields } from '../catalogue/cards';
import { buildLookups, type LookupEntry } from '../catalogue/query';
import { CARD_COLUMNS, CARD_FROM } from '../catalogue/repository';
import { cartLines } from '../cart/repository';
import { priceCart, priceMoney } from '../cart/rules';
import type { EcbDay } from '../rates/ecb';
import { ratesFrom } from '../rates/ecb';
import { queryAll } from '../storage/db';
import { findAddress } from './addresses-repository';
import { parcelWeight, shippingPrice, type ShippingPrice } from './shipping-rates';

/**
 * Decimal places the JPY-per-CNY rate is kept to. The ECB gives each rate to 5–6 significant digits,
 * so 6 decimals keep all of it, and a price in fen times the rate scaled by 10^6 stays far below
 * 2^53 (exact in a JavaScript number).
 */
export const SETTLEMENT_RATE_DECIMALS = 6;

/**
 * JPY per 1 CNY on the ECB day `ecb`, from its euro rates (rates/ecb.ts ratesFrom), to
 * SETTLEMENT_RATE_DECIMALS places (docs/product-rules.md §Checkout 5). @throws when the file has no
 * CNY or JPY.
 */
export function settlementRate(ecb: EcbDay): SettlementRate {
  const jpy = ratesFrom(ecb, 'CNY').rates.JPY;
  if (jpy === undefined) throw new Error('ECB file has no JPY');
  return { date: ecb.date, cny_jpy: Number(jpy.toFixed(SETTLEMENT_RATE_DECIMALS)) };
}

const yen = (amount: number): Dinero<number> => dinero({ amount, currency: JPY });
const yenOf = (money: Dinero<number>): number => toSnapshot(money).amount;
/** Sum of whole-yen amounts, added as dinero.js objects. */
const sumYen = (amounts: readonly number[]): number => yenOf(amounts.reduce((sum, amount) => add(sum, yen(amount)), yen(0)));

/**
 * The whole-yen amount charged for `price` (whole units of JPY or CNY): a JPY price as it is; a CNY
 * price converted at `rate.cny_jpy` (read as an integer scaled by 10^SETTLEMENT_RATE_DECIMALS, so
 * the product is exact) and rounded half up to the yen (docs/product-rules.md §Checkout 5). Pure.
 */
export function priceInYen(price: FigurePrice, rate: SettlementRate): number {
  const money = priceMoney(price);
  if (price.currency === 'JPY') return yenOf(money);
  const scaledRate = { amount: Math.round(rate.cny_jpy * 10 ** SETTLEMENT_RATE_DECIMALS), scale: SETTLEMENT_RATE_DECIMALS };
  return yenOf(transformScale(convert(money, JPY, { JPY: scaledRate }), 0, halfUp));
}

/** A quoted line with the figure it holds and the shipment (index into quote.shipments) it travels in. */
export interface QuotedLine {
  figureId: number;
  line: QuoteLine;
  shipmentIndex: number;
  kind: LineKind;
}

/** A quote, or the DRF error body of a refusal with its status. */
export type QuoteOutcome =
  | { ok: true; quote: Quote; lines: QuotedLine[] }
  | { ok: false; status: 400 | 404; body: Record<string, unknown> };

/** A cart line ready to ship: its quoted line, its figure and the boxed weight of one unit. */
interface PricedLine {
  figureId: number;
  line: QuoteLine;
  unitWeightG: number;
}

/** The cards (pictures on `origin`) and boxed weights of the figures `ids`, read through `exec`. */
async function cartFigures(exec: Pick<Client, 'execute'>, ids: readonly number[], origin: string): Promise<Map<number, { card: FigureCard; weightG: number }>> {
  const rows = await queryAll(
    exec,
    `SELECT ${CARD_COLUMNS}, f.weight_g, m.slug AS maker_slug, m.name AS maker_name, l.slug AS line_slug, l.name AS line_name, s.slug AS series_slug, s.name AS series_name
     FROM ${CARD_FROM} JOIN manufacturers m ON m.id = f.manufacturer_id JOIN product_lines l ON l.id = f.line_id JOIN series s ON s.id = f.series_id
     WHERE f.id IN (SELECT value FROM json_each(?))`,
    [JSON.stringify(ids)],
  );
  const entry = (id: unknown, slug: unknown, name: unknown): LookupEntry => ({ id: Number(id), slug: String(slug), name: String(name) });
  const lookups = buildLookups({
    series: rows.map((row) => entry(row.series_id, row.series_slug, row.series_name)),
    character: [],
    manufacturer: rows.map((row) => entry(row.manufacturer_id, row.maker_slug, row.maker_name)),
    line: rows.map((row) => entry(row.line_id, row.line_slug, row.line_name)),
  });
  return new Map(rows.map((row) => [Number(row.id), { card: figureCard(row as unknown as CardFields, lookups, origin), weightG: Number(row.weight_g) }]));
}

/**
 * The shipments of `lines` (§Checkout 4): the in-stock lines together (`now`), then the pre-orders
 * of each release month (`on_release`, earliest month first); or, with `together` and any
 * pre-order, one `together` parcel that leaves with the last release. Lines keep their order.
 */
function groupShipments(lines: readonly PricedLine[], together: boolean): Array<{ kind: QuoteShipment['kind']; release_month: string | null; lines: PricedLine[] }> {
  const months = [...new Set(lines.flatMap((priced) => (priced.line.release_month === null ? [] : [priced.line.release_month])))].sort();
  if (together && months.length > 0) return [{ kind: 'together', release_month: months.at(-1)!, lines: [...lines] }];
  const now = lines.filter((priced) => priced.line.kind === 'buy');
  return [
    ...(now.length > 0 ? [{ kind: 'now' as const, release_month: null, lines: now }] : []),
    ...months.map((month) => ({ kind: 'on_release' as const, release_month: month, lines: lines.filter((priced) => priced.line.release_month === month) })),
  ];
}

/**
 * The methods offered for every parcel of `weightsG` to `zone` (§Checkout 3), each priced as the sum
 * of its parcels' prices, cheapest first (ties in deliveryMethods order), with each parcel's price.
 */
function deliveryOptions(zone: ShippingZone | undefined, weightsG: readonly number[]): Array<{ option: DeliveryOption; parcels: ShippingPrice[] }> {
  if (zone === undefined) return [];
  return deliveryMethods
    .flatMap((method) => {
      const parcels = weightsG.map((weightG) => shippingPrice(method, zone, weightG));
      if (parcels.some((parcel) => parcel === null)) return [];
      const priced = parcels as ShippingPrice[];
      const option: DeliveryOption = {
        method,
        shipping_jpy: sumYen(priced.map((parcel) => parcel.price_jpy)),
        days_min: Math.min(...priced.map((parcel) => parcel.days_min)),
        days_max: Math.max(...priced.map((parcel) => parcel.days_max)),
      };
      return [{ option, parcels: priced }];
    })
    .sort((a, b) => a.option.shipping_jpy - b.option.shipping_jpy);
}

/**
 * Prices the user's cart for the request (docs/product-rules.md §Checkout 3–6). `exec` may be the
 * client or a transaction (placing an order quotes inside its own). `deps.today` is YYYY-MM-DD (UTC)
 * from the server's clock, as the cart's; `deps.origin` the origin of the pictures' URLs
 * (requestOrigin; default none: paths on the API). Refusals, nothing written either way:
 * 404 `{detail: 'Not found.'}` when the address is not the user's; 400 `{non_field_errors:
 * [emptyCart]}`; 400 `{non_field_errors: [cartNotReady]}` when a line is unavailable or over its
 * limit (§Cart 5); 400 `{method: [methodNotOffered]}` when the method cannot carry every shipment.
 * `ship_together` is answered true only when there is a pre-order to wait for.
 */
export async function quoteCheckout(
  exec: Pick<Client, 'execute'>,
  deps: { rate: SettlementRate; today: string; origin?: string },
  userId: number,
  request: { address_id: number; method: DeliveryMethod | null; ship_together: boolean },
): Promise<QuoteOutcome> {
  const address = await findAddress(exec, userId, request.address_id);
  if (!address) return { ok: false, status: 404, body: { detail: checkoutMessages.addressNotFound } };

  const stored = await cartLines(exec, userId);
  if (stored.length === 0) return { ok: false, status: 400, body: { non_field_errors: [checkoutMessages.emptyCart] } };
  const figures = await cartFigures(exec, stored.map((line) => line.figureId), deps.origin ?? '');
  const idBySlug = new Map(stored.map((line) => [line.slug, line.figureId]));
  const cart = priceCart(stored.map((line) => ({ figure: figures.get(line.figureId)!.card, line })), deps.today);
  // A ready cart has no line that cannot be bought (null); checking both keeps the kinds typed.
  const kinds = cart.lines.map((line) => buyMode(line.figure, deps.today));
  if (!cart.ready || kinds.includes(null)) return { ok: false, status: 400, body: { non_field_errors: [checkoutMessages.cartNotReady] } };

  const priced: PricedLine[] = cart.lines.map(({ figure, quantity }, i) => {
    const kind = kinds[i]!;
    const figureId = idBySlug.get(figure.slug)!;
    const unit = priceInYen(figure.price, deps.rate);
    const line: QuoteLine = {
      slug: figure.slug,
      name: figure.name,
      name_ja: figure.name_ja,
      image: figure.images[0] ?? null,
      adult: figure.adult,
      quantity,
      kind,
      release_month: kind === 'preorder' ? figure.release : null,
      unit_price: figure.price,
      unit_price_jpy: unit,
      total_jpy: yenOf(multiply(yen(unit), quantity)),
    };
    return { figureId, line, unitWeightG: figures.get(figureId)!.weightG };
  });

  const groups = groupShipments(priced, request.ship_together);
  const weights = groups.map((group) => parcelWeight(group.lines.reduce((sum, { line, unitWeightG }) => sum + unitWeightG * line.quantity, 0)));
  const offered = deliveryOptions(isShippingCountry(address.country) ? shippingZones[address.country] : undefined, weights);
  const chosen = request.method === null ? undefined : offered.find(({ option }) => option.method === request.method);
  if (request.method !== null && !chosen) return { ok: false, status: 400, body: { method: [checkoutMessages.methodNotOffered] } };

  const shipments: QuoteShipment[] = groups.map((group, i) => ({
    kind: group.kind,
    release_month: group.release_month,
    lines: group.lines.map(({ line }) => line),
    weight_g: weights[i]!,
    items_jpy: sumYen(group.lines.map(({ line }) => line.total_jpy)),
    shipping_jpy: chosen ? chosen.parcels[i]!.price_jpy : null,
    charged_now: group.kind === 'now',
  }));
  const total = (list: readonly QuoteShipment[]) => sumYen(list.flatMap((shipment) => [shipment.items_jpy, shipment.shipping_jpy ?? 0]));
  const totalJpy = total(shipments);
  const dueNow = total(shipments.filter((shipment) => shipment.charged_now));
  const totals: OrderTotals = {
    items_jpy: sumYen(shipments.map((shipment) => shipment.items_jpy)),
    shipping_jpy: sumYen(shipments.map((shipment) => shipment.shipping_jpy ?? 0)),
    total_jpy: totalJpy,
    due_now_jpy: dueNow,
    due_later_jpy: yenOf(subtract(yen(totalJpy), yen(dueNow))),
  };
  const quote: Quote = {
    address_id: address.id,
    ship_together: groups.some((group) => group.kind === 'together'),
    options: offered.map(({ option }) => option),
    method: request.method,
    shipments,
    totals,
    rate: deps.rate,
  };
  const lines = groups.flatMap((group, shipmentIndex) => group.lines.map(({ figureId, line }) => ({ figureId, line, shipmentIndex, kind: line.kind })));
  return { ok: true, quote, lines };
}
