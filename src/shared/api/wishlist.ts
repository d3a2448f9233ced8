/**
 * The signed-in user's wishlist (docs/product-rules.md §Wishlist 3–5): GET/POST
 * /api/account/wishlist/, DELETE /api/account/wishlist/{slug}/, POST /api/account/wishlist/merge/
 * (the device's list at sign-in, union, nothing lost). Shapes decided as DRF would render them.
 */
import { z } from 'zod/mini';
import { adultModes, CATALOGUE_MAX_PAGE_SIZE, figureCardSchema } from './catalogue';
import { drfChoice, drfInteger, drfMessages, drfTypeError } from './fields';
import { paginatedSchema } from './notifications';
import { figureSlugSchema, WISHLIST_MAX_ITEMS, wishlistMessages } from './wishlist-fields';

export * from './wishlist-fields';

/** GET /api/account/wishlist/ query: `adult` as the catalogue's (adult figures left out unless true/only), DRF paging. */
export const wishlistListQuerySchema = z.object({
  adult: z.optional(drfChoice(adultModes)),
  page: z.optional(z.pipe(z.coerce.number({ error: drfMessages.notInteger }), drfInteger(1))),
  page_size: z.optional(
    z.pipe(
      z.coerce.number({ error: drfMessages.notInteger }),
      drfInteger(1).check(z.lte(CATALOGUE_MAX_PAGE_SIZE, { error: `Ensure this value is less than or equal to ${CATALOGUE_MAX_PAGE_SIZE}.` })),
    ),
  ),
});
export type WishlistListQuery = z.infer<typeof wishlistListQuerySchema>;

/** A wished figure: the catalogue's card plus when it was added (ISO 8601). */
export const wishlistItemSchema = z.extend(figureCardSchema, { added_at: z.iso.datetime({ offset: true }) });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/**
 * GET /api/account/wishlist/: a DRF page of cards (newest first) plus `slugs` (every wished slug
 * the adult setting lets through, to mark cards elsewhere) and `hidden` (wished figures the adult
 * setting leaves out, so the app can say so).
 */
export const wishlistListResponseSchema = z.extend(paginatedSchema(wishlistItemSchema), {
  slugs: z.array(z.string()),
  hidden: z.int().check(z.nonnegative()),
});
export type WishlistListResponse = z.infer<typeof wishlistListResponseSchema>;

/** POST /api/account/wishlist/ {slug}: idempotent (201 when added, 200 when it was there already). */
export const wishlistAddRequestSchema = z.object({ slug: figureSlugSchema });
export type WishlistAddRequest = z.infer<typeof wishlistAddRequestSchema>;
/** The entry: slug and when it was first added. */
export const wishlistEntrySchema = z.object({ slug: z.string(), added_at: z.iso.datetime({ offset: true }) });
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;
export const wishlistAddResponseSchema = wishlistEntrySchema;
export type WishlistAddResponse = WishlistEntry;

/**
 * POST /api/account/wishlist/merge/ {slugs}: adds the device's slugs to the server's list (union).
 * At most WISHLIST_MAX_ITEMS slugs per call, and the union may not exceed it either (400, nothing
 * changed). Unknown slugs are reported in `unknown`, not fatal.
 */
export const wishlistMergeRequestSchema = z.object({
  slugs: z.pipe(
    z
      .array(z.string({ error: drfTypeError(drfMessages.notString) }), { error: drfTypeError('Expected a list of items.') })
      .check(z.maxLength(WISHLIST_MAX_ITEMS, { error: wishlistMessages.tooManySlugs })),
    z.array(figureSlugSchema),
  ),
});
export type WishlistMergeRequest = z.infer<typeof wishlistMergeRequestSchema>;
/** Every wished slug after the merge (newest first), the ones this call added, and the unknown ones. */
export const wishlistMergeResponseSchema = z.object({
  slugs: z.array(z.string()),
  added: z.array(z.string()),
  unknown: z.array(z.string()),
});
export type WishlistMergeResponse = z.infer<typeof wishlistMergeResponseSchema>;
