/**
 * The wishlist's limits, messages and slug schema, apart from its endpoint schemas: the app's
 * first route validates the device's stored list with these alone (the first route stays small),
 * without the catalogue's card schema. wishlist.ts re-exports all of it.
 */
import { z } from 'zod/mini';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SLUG_PATTERN } from './catalogue-constants';
import { drfMessages, drfTypeError } from './fields';

/** Most figures one wishlist holds (decided: an unbounded list is refused; docs/product-rules.md §Wishlist 5). */
export const WISHLIST_MAX_ITEMS = 500;
/** Default page size of GET /api/account/wishlist/ (the catalogue's); at most CATALOGUE_MAX_PAGE_SIZE. */
export const WISHLIST_PAGE_SIZE = CATALOGUE_PAGE_SIZE;

/** Messages of the wishlist's 400s (shared by the demo API and tests). */
export const wishlistMessages = {
  full: `A wishlist holds at most ${WISHLIST_MAX_ITEMS} figures. Remove some to add more.`,
  tooManySlugs: `Ensure this field has no more than ${WISHLIST_MAX_ITEMS} elements.`,
  invalidSlug: 'Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.',
} as const;

/** A figure slug as the catalogue writes them (lower-case words joined by "-" or "_"), at most 200 characters. */
export const figureSlugSchema = z
  .string({ error: drfTypeError(drfMessages.notString) })
  .check(
    z.trim(),
    z.minLength(1, { error: drfMessages.blank }),
    z.maxLength(200, { error: drfMessages.maxLength(200) }),
    z.regex(CATALOGUE_SLUG_PATTERN, { error: wishlistMessages.invalidSlug }),
  );
