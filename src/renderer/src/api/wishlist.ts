import type { HttpClient } from './http';
import {
  apiPaths,
  wishlistAddResponseSchema,
  wishlistListResponseSchema,
  wishlistMergeResponseSchema,
  type WishlistListQuery,
} from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The signed-in user's wishlist endpoints (docs/product-rules.md §Wishlist 3), parsed with the shared contract.
 * Rejects with the axios error of a failed call (401 signed out, 400 at the 500-figure cap, 404
 * unknown figure), or ApiContractError.
 */
export function createWishlistApi(http: HttpClient) {
  return {
    /** GET /api/account/wishlist/?adult=&page=&page_size= → DRF page of cards plus `slugs` and `hidden`. */
    async list(query: WishlistListQuery = {}) {
      const { data } = await http.get(apiPaths.wishlist, { params: query });
      return parseAnswer(wishlistListResponseSchema, data, `GET ${apiPaths.wishlist}`);
    },
    /** POST /api/account/wishlist/ {slug} → {slug, added_at} (idempotent). */
    async add(slug: string) {
      const { data } = await http.post(apiPaths.wishlist, { slug });
      return parseAnswer(wishlistAddResponseSchema, data, `POST ${apiPaths.wishlist}`);
    },
    /** DELETE /api/account/wishlist/{slug}/ → 204 (also when it was not wished). */
    async remove(slug: string): Promise<void> {
      await http.delete(apiPaths.wishlistItem(slug));
    },
    /** POST /api/account/wishlist/merge/ {slugs} (≤ 500) → {slugs, added, unknown}; union, nothing lost. */
    async merge(slugs: readonly string[]) {
      const { data } = await http.post(apiPaths.wishlistMerge, { slugs });
      return parseAnswer(wishlistMergeResponseSchema, data, `POST ${apiPaths.wishlistMerge}`);
    },
  };
}

export type WishlistApi = ReturnType<typeof createWishlistApi>;
