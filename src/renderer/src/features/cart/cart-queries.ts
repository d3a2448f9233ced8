import { queryOptions } from '@tanstack/react-query';
import type { Cart, CartEntry } from '@shared/api';
import type { CartApi } from '@renderer/api/cart';

/** Query keys of the cart feature. */
export const cartKeys = {
  all: ['cart'] as const,
  /** The signed-in user's cart: the header's count and the cart page read the same query. */
  server: () => [...cartKeys.all, 'server'] as const,
  /** The device cart priced by the server (anonymous), for these lines. */
  preview: (lines: readonly CartEntry[]) => [...cartKeys.all, 'preview', lines] as const,
};

/** A cart with no lines, as the server would price one (the device cart's preview is not asked for it). */
export const EMPTY_CART: Cart = { lines: [], item_count: 0, subtotals: [], ready: true, unknown: [] };

/** GET /api/account/cart/ (signed in). */
export function serverCartQuery(api: Pick<CartApi, 'get'>) {
  return queryOptions({ queryKey: cartKeys.server(), queryFn: () => api.get() });
}

/** POST /api/cart/preview/ with the device's lines (anonymous): what they cost now and what changed since added. */
export function cartPreviewQuery(api: Pick<CartApi, 'preview'>, lines: readonly CartEntry[]) {
  return queryOptions({
    queryKey: cartKeys.preview(lines),
    queryFn: () => (lines.length === 0 ? Promise.resolve(EMPTY_CART) : api.preview(lines)),
  });
}
