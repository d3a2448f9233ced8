/**
 * The cart's limits, messages and the device cart's line schema, apart from its endpoint schemas:
 * the app's first route (the header's cart badge) validates the device's stored cart with these
 * alone, without the catalogue's card schema. cart.ts re-exports all of it.
 * Rules: docs/product-rules.md §Cart.
 */
import { z } from 'zod/mini';
import { figureCurrencies, figureStatuses, type FigureStatus } from './catalogue-constants';
import { drfInteger } from './fields';
import { figureSlugSchema } from './wishlist-fields';

/** Most distinct figures one cart holds (decided: a longer cart is a mistake or an attack). */
export const CART_MAX_LINES = 50;
/** Largest quantity a request may name (decided); the real limit is the figure's `max_per_order`, stock or allocation. */
export const CART_MAX_QUANTITY = 99;

/** Messages of the cart's 400s and 409s (shared by the demo API, the app and tests). */
export const cartMessages = {
  full: `A cart holds at most ${CART_MAX_LINES} different figures. Remove some to add more.`,
  quantityTooLarge: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  /** The figure's own per-order limit (`max_per_order`). */
  overLimit: (max: number) => `You can buy at most ${max} of this figure in one order.`,
  /** More than the units in stock (in-stock figure). */
  overStock: (left: number) => `Only ${left} left in stock.`,
  /** More than the pre-order's remaining allocation. */
  overAllocation: (left: number) => `Only ${left} left to pre-order.`,
  notBuyable: 'This figure cannot be bought now: it is not in stock and not open for pre-order.',
  notInCart: 'This figure is not in your cart.',
} as const;

/** A quantity in a request: an integer from 1 to CART_MAX_QUANTITY (DRF IntegerField messages). */
export const cartQuantitySchema = drfInteger(1).check(z.lte(CART_MAX_QUANTITY, { error: cartMessages.quantityTooLarge(CART_MAX_QUANTITY) }));

/** A price as the line was added: whole units in the figure's currency (the catalogue's shape). */
export const cartPriceSchema = z.object({ amount: z.number().check(z.nonnegative()), currency: z.enum(figureCurrencies) });
export type CartPrice = z.infer<typeof cartPriceSchema>;

/**
 * One line of a cart as it is kept (on the device under the registry key `cart`, and on the
 * server): the figure, how many, and what it cost and was when added (so the cart can say
 * "Price dropped from ¥12,800" or "Sold out" later). `added_at` is ISO 8601.
 */
export const cartEntrySchema = z.object({
  slug: figureSlugSchema,
  quantity: cartQuantitySchema,
  added_price: cartPriceSchema,
  added_status: z.enum(figureStatuses),
  added_at: z.iso.datetime({ offset: true }),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** The device cart: its lines, newest first, at most CART_MAX_LINES, one per slug. */
export const deviceCartSchema = z.array(cartEntrySchema).check(z.maxLength(CART_MAX_LINES));

/** `{ slug, quantity }` as the add, set and merge requests name a line. */
export const cartLineRequestSchema = z.object({
  slug: figureSlugSchema,
  quantity: cartQuantitySchema,
});
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>;

/** The parts of a catalogue card that decide whether and how many of a figure can be bought. */
export interface BuyableFigure {
  status: FigureStatus;
  stock: number | null;
  allocation: number | null;
  preorder_closes_at: string | null;
  max_per_order: number;
}

/**
 * How the figure can be bought on `today` (YYYY-MM-DD, UTC): 'buy' (in stock, at least one unit),
 * 'preorder' (a pre-order whose closing date is today or later and whose allocation is not used up)
 * or null. A pre-order past its closing date is not buyable whatever its stored status says
 * (docs/product-rules.md §Cart 1). Pure.
 */
export function buyMode(figure: BuyableFigure, today: string): 'buy' | 'preorder' | null {
  if (figure.status === 'in_stock') return (figure.stock ?? 0) > 0 ? 'buy' : null;
  if (figure.status === 'preorder') {
    const open = figure.preorder_closes_at !== null && figure.preorder_closes_at >= today;
    return open && (figure.allocation ?? 0) > 0 ? 'preorder' : null;
  }
  return null;
}

/**
 * The most units of the figure one cart line may hold on `today`: the smallest of `max_per_order`
 * and the stock (in stock) or remaining allocation (open pre-order); 0 when it cannot be bought
 * (docs/product-rules.md §Cart 2). Pure.
 */
export function cartLimit(figure: BuyableFigure, today: string): number {
  const mode = buyMode(figure, today);
  if (mode === null) return 0;
  const available = mode === 'buy' ? (figure.stock ?? 0) : (figure.allocation ?? 0);
  return Math.min(figure.max_per_order, available);
}

/** Today's date in UTC as YYYY-MM-DD (the calendar pre-order closing dates are kept in). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
