/**
 * The cart (docs/product-rules.md §Cart): the signed-in user's cart on the server
 * (GET/POST /api/account/cart/, PATCH/DELETE /api/account/cart/{slug}/, POST
 * /api/account/cart/merge/ at sign-in) and the anonymous visitor's device cart priced by the
 * server (POST /api/cart/preview/). Shapes decided as DRF would render them.
 *
 * A line's effective limit is the smallest of the figure's `max_per_order`, its stock (in stock)
 * or its remaining allocation (open pre-order). A figure is buyable when it is in stock with
 * stock > 0, or a pre-order whose closing date has not passed and whose allocation is not used up.
 */
import { z } from 'zod/mini';
import { figureCardSchema, figureStatuses } from './catalogue';
import { CART_MAX_LINES, cartEntrySchema, cartLineRequestSchema, cartPriceSchema, cartQuantitySchema } from './cart-fields';
import { drfTypeError } from './fields';

export * from './cart-fields';

/** What changed on a line since it was added; the app words each one. */
export const cartLineNoticeSchema = z.discriminatedUnion('kind', [
  /** The price is lower (or higher) than when added: `was` is the added price. */
  z.object({ kind: z.literal('price_dropped'), was: cartPriceSchema }),
  z.object({ kind: z.literal('price_rose'), was: cartPriceSchema }),
  /** The figure cannot be bought now (sold out, pre-order closed, allocation used up, released): remove it to continue. */
  z.object({ kind: z.literal('unavailable'), status: z.enum(figureStatuses) }),
  /** Fewer units can be bought than the line asks for: the quantity to lower it to (at least 1). */
  z.object({ kind: z.literal('quantity_lowered'), max: z.int().check(z.positive()) }),
]);
export type CartLineNotice = z.infer<typeof cartLineNoticeSchema>;

/**
 * A priced cart line: the catalogue card as it is now, the kept entry, the most this cart may hold
 * of it now (0 when not buyable), and what changed since it was added.
 */
export const cartLineSchema = z.extend(z.omit(cartEntrySchema, { slug: true }), {
  figure: figureCardSchema,
  max_quantity: z.int().check(z.nonnegative()),
  notices: z.array(cartLineNoticeSchema),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A whole cart: its lines (newest first), the number of items (sum of quantities), a subtotal per
 * currency of the lines that can be bought (whole units, summed in integer minor units), and
 * whether any line must change before checkout. `unknown` lists slugs that name no figure (device
 * carts only: they are dropped).
 */
export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  item_count: z.int().check(z.nonnegative()),
  subtotals: z.array(cartPriceSchema),
  ready: z.boolean(),
  unknown: z.array(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/account/cart/ {slug, quantity}: adds `quantity` to the line (201 new line, 200 grown). */
export const cartAddRequestSchema = cartLineRequestSchema;
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;
/** PATCH /api/account/cart/{slug}/ {quantity}: sets the line's quantity (200 with the cart). */
export const cartSetRequestSchema = z.object({ quantity: cartQuantitySchema });
export type CartSetRequest = z.infer<typeof cartSetRequestSchema>;

const cartLinesField = z
  .array(z.unknown(), { error: drfTypeError('Expected a list of items.') })
  .check(z.maxLength(CART_MAX_LINES, { error: `Ensure this field has no more than ${CART_MAX_LINES} elements.` }));

/**
 * POST /api/account/cart/merge/ {lines}: the device cart at sign-in. Each line's quantity is added
 * to the server's and capped at the line's limit; unknown figures are reported, lines that cannot
 * be bought are kept (the cart says so), nothing is refused for being over a limit.
 */
export const cartMergeRequestSchema = z.object({ lines: z.pipe(cartLinesField, z.array(cartEntrySchema)) });
export type CartMergeRequest = z.infer<typeof cartMergeRequestSchema>;
/** The merged cart plus the slugs whose quantity was lowered to their limit. */
export const cartMergeResponseSchema = z.extend(cartSchema, { capped: z.array(z.string()) });
export type CartMergeResponse = z.infer<typeof cartMergeResponseSchema>;

/** POST /api/cart/preview/ {lines}: prices a device cart (no account needed; adult figures as the catalogue's `adult`). */
export const cartPreviewRequestSchema = z.object({ lines: z.pipe(cartLinesField, z.array(cartEntrySchema)) });
export type CartPreviewRequest = z.infer<typeof cartPreviewRequestSchema>;
