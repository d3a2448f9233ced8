import type { HttpClient } from './http';
import { apiPaths, cartMergeResponseSchema, cartSchema, type CartEntry } from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The cart's endpoints (docs/product-rules.md §Cart 2–4), parsed with the shared contract: the
 * signed-in user's cart, and the price of an anonymous visitor's device cart. Rejects with the
 * axios error of a failed call (400 over a limit, not buyable or a full cart; 401 signed out;
 * 403 adult_hidden; 404 unknown figure or line), or ApiContractError.
 */
export function createCartApi(http: HttpClient) {
  return {
    /** GET /api/account/cart/ → the cart (lines newest first, item_count, subtotals per currency). */
    async get() {
      const { data } = await http.get(apiPaths.cart);
      return parseAnswer(cartSchema, data, `GET ${apiPaths.cart}`);
    },
    /** POST /api/account/cart/ {slug, quantity}: adds `quantity` to the figure's line → the cart. */
    async add(slug: string, quantity: number) {
      const { data } = await http.post(apiPaths.cart, { slug, quantity });
      return parseAnswer(cartSchema, data, `POST ${apiPaths.cart}`);
    },
    /** PATCH /api/account/cart/{slug}/ {quantity}: sets the line's quantity → the cart. */
    async setQuantity(slug: string, quantity: number) {
      const { data } = await http.patch(apiPaths.cartItem(slug), { quantity });
      return parseAnswer(cartSchema, data, `PATCH ${apiPaths.cartItem(slug)}`);
    },
    /** DELETE /api/account/cart/{slug}/: removes the line (the answer's body is not read; the caller refetches). */
    async remove(slug: string): Promise<void> {
      await http.delete(apiPaths.cartItem(slug));
    },
    /**
     * POST /api/account/cart/merge/ {lines} (≤ 50): the device cart at sign-in → the merged cart (the
     * lines it took), `unknown` slugs and `capped` (lowered, or not taken because the cart is full).
     */
    async merge(lines: readonly CartEntry[]) {
      const { data } = await http.post(apiPaths.cartMerge, { lines });
      return parseAnswer(cartMergeResponseSchema, data, `POST ${apiPaths.cartMerge}`);
    },
    /** POST /api/cart/preview/ {lines}: the device cart priced now (no account; 429 past its rate limit) → a cart, `unknown` slugs left out. */
    async preview(lines: readonly CartEntry[]) {
      const { data } = await http.post(apiPaths.cartPreview, { lines });
      return parseAnswer(cartSchema, data, `POST ${apiPaths.cartPreview}`);
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
