/**
 * The cart's rules as pure functions (docs/product-rules.md §Cart 2, 4, 5): what a line may hold,
 * the 400 for a quantity past it, how a device cart merges into the account's, and the priced
 * `Cart` every cart route answers. No database here: cart/routes.ts reads and writes.
 */
import { add, dinero, multiply, toDecimal, type Dinero, type DineroCurrency } from 'dinero.js';
import { CNY, JPY } from 'dinero.js/currencies';
import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  buyMode,
  cartLimit,
  cartMessages,
  type Cart,
  type CartLine,
  type CartLineNotice,
  type CartPrice,
} from '../../shared/api/cart';
import { figureCurrencies, type FigureCard, type FigureCurrency, type FigureStatus } from '../../shared/api/catalogue';

/** A cart line as it is kept (on the server, or sent from the device), without its figure. */
export interface KeptLine {
  quantity: number;
  added_price: CartPrice;
  added_status: FigureStatus;
  /** ISO 8601 in UTC (`toISOString`), so two can be compared as text. */
  added_at: string;
}

/** A kept line with the figure it holds. */
export interface SlugLine extends KeptLine {
  slug: string;
}

/** dinero.js's currency of each figure currency (JPY exponent 0, CNY 2: ISO 4217). */
const MONEY: Record<FigureCurrency, DineroCurrency<number>> = { JPY, CNY };

/**
 * The 400 body when a line of `quantity` units of `figure` cannot be kept on `today` (YYYY-MM-DD,
 * UTC), else undefined: `{slug: [notBuyable]}` when it cannot be bought at all (§Cart 1), else
 * `{quantity: [message]}` naming the limit (§Cart 2): the per-order limit when it is the smallest
 * (or tied), else the stock or the pre-order allocation left. Pure.
 */
export function lineRefusal(figure: FigureCard, quantity: number, today: string): Record<string, string[]> | undefined {
  const mode = buyMode(figure, today);
  if (mode === null) return { slug: [cartMessages.notBuyable] };
  const limit = cartLimit(figure, today);
  if (quantity <= limit) return undefined;
  if (figure.max_per_order === limit) return { quantity: [cartMessages.overLimit(limit)] };
  return { quantity: [mode === 'buy' ? cartMessages.overStock(limit) : cartMessages.overAllocation(limit)] };
}

/** What changed on a line since it was added (§Cart 5): the price (same currency only), then whether it can be bought and how many. Pure. */
export function lineNotices(figure: FigureCard, line: KeptLine, maxQuantity: number): CartLineNotice[] {
  const notices: CartLineNotice[] = [];
  const was = line.added_price;
  if (was.currency === figure.price.currency && was.amount !== figure.price.amount) {
    notices.push({ kind: figure.price.amount < was.amount ? 'price_dropped' : 'price_rose', was });
  }
  if (maxQuantity === 0) notices.push({ kind: 'unavailable', status: figure.status });
  else if (line.quantity > maxQuantity) notices.push({ kind: 'quantity_lowered', max: maxQuantity });
  return notices;
}

/** `price` (whole units) as a dinero.js object in integer minor units (ISO 4217 minor units are decimal: whole units × 10^exponent). Pure. */
export function priceMoney(price: CartPrice): Dinero<number> {
  const currency = MONEY[price.currency];
  return dinero({ amount: Math.round(price.amount * 10 ** currency.exponent), currency });
}

/**
 * Sum of price × quantity per currency, in integer minor units with dinero.js (§Cart 5: no
 * floating-point sums), answered in whole units, in figureCurrencies order; currencies with no
 * line are left out. Pure.
 */
export function subtotals(items: ReadonlyArray<{ price: CartPrice; quantity: number }>): CartPrice[] {
  const sums = new Map<FigureCurrency, Dinero<number>>();
  for (const { price, quantity } of items) {
    const line = multiply(priceMoney(price), quantity);
    const sum = sums.get(price.currency);
    sums.set(price.currency, sum ? add(sum, line) : line);
  }
  return figureCurrencies.flatMap((code) => {
    const sum = sums.get(code);
    return sum ? [{ amount: Number(toDecimal(sum)), currency: code }] : [];
  });
}

/**
 * The `Cart` answer (src/shared/api/cart.ts) of `lines`, each with its figure's card as it is now,
 * on `today` (YYYY-MM-DD, UTC): newest first (added_at, ties in the given order); `max_quantity` is
 * cartLimit (0 when not buyable); the subtotals count the lines that can be bought, each at most
 * its `max_quantity`; `ready` when the cart holds something and no line must change first. Pure.
 */
export function priceCart(lines: ReadonlyArray<{ figure: FigureCard; line: KeptLine }>, today: string, unknown: readonly string[] = []): Cart {
  const priced: CartLine[] = [...lines]
    .sort((a, b) => (a.line.added_at < b.line.added_at ? 1 : a.line.added_at > b.line.added_at ? -1 : 0))
    .map(({ figure, line }) => {
      const max = cartLimit(figure, today);
      const { quantity, added_price, added_status, added_at } = line;
      return { figure, quantity, added_price, added_status, added_at, max_quantity: max, notices: lineNotices(figure, line, max) };
    });
  const buyable = priced.filter((line) => line.max_quantity > 0);
  return {
    lines: priced,
    item_count: priced.reduce((sum, line) => sum + line.quantity, 0),
    subtotals: subtotals(buyable.map((line) => ({ price: line.figure.price, quantity: Math.min(line.quantity, line.max_quantity) }))),
    ready: priced.length > 0 && priced.every((line) => line.notices.every((notice) => notice.kind !== 'unavailable' && notice.kind !== 'quantity_lowered')),
    unknown: [...unknown],
  };
}

/**
 * One line per slug: the quantities of repeated slugs added (at most CART_MAX_QUANTITY), the
 * earliest added_at with its price and status kept; first-seen order. Pure.
 */
export function combineLines<T extends SlugLine>(lines: readonly T[]): T[] {
  const bySlug = new Map<string, T>();
  for (const line of lines) {
    const seen = bySlug.get(line.slug);
    if (!seen) bySlug.set(line.slug, line);
    else {
      const first = line.added_at < seen.added_at ? line : seen;
      bySlug.set(line.slug, { ...first, quantity: Math.min(CART_MAX_QUANTITY, seen.quantity + line.quantity) });
    }
  }
  return [...bySlug.values()];
}

/**
 * Merges a device cart into the account's (§Cart 4), on `today`. Each device line's quantity is
 * added to the server line's and capped at the line's limit (cartLimit); a line whose figure
 * cannot be bought now is still kept (the cart then says so), capped at its `max_per_order`.
 * The merged line keeps the earlier added_at with its added price and status (what the collector
 * first saw). New lines are taken newest first while the cart has fewer than CART_MAX_LINES; the
 * rest are not taken (they stay on the device) and are listed in `capped` with the lowered ones.
 * Returns the lines to write (each whole) and `capped`. Pure.
 */
export function mergeCart(
  server: readonly SlugLine[],
  device: ReadonlyArray<SlugLine & { figure: FigureCard }>,
  today: string,
): { write: SlugLine[]; capped: string[] } {
  const held = new Map(server.map((line) => [line.slug, line]));
  let lineCount = held.size;
  const write: SlugLine[] = [];
  const capped: string[] = [];
  const newestFirst = [...device].sort((a, b) => (a.added_at < b.added_at ? 1 : a.added_at > b.added_at ? -1 : 0));
  for (const { figure, ...incoming } of newestFirst) {
    const existing = held.get(incoming.slug);
    if (!existing) {
      if (lineCount >= CART_MAX_LINES) {
        capped.push(incoming.slug);
        continue;
      }
      lineCount += 1;
    }
    const wanted = (existing?.quantity ?? 0) + incoming.quantity;
    const limit = cartLimit(figure, today);
    const quantity = Math.min(wanted, limit > 0 ? limit : figure.max_per_order, CART_MAX_QUANTITY);
    if (quantity < wanted) capped.push(incoming.slug);
    const first = existing && existing.added_at <= incoming.added_at ? existing : incoming;
    write.push({ ...first, slug: incoming.slug, quantity });
  }
  return { write, capped };
}
