/**
 * The cart's lines as the add button and the cart page read them (docs/product-rules.md §Cart
 * 3–5); apart from cart-hooks.ts, which the first route (the header's count) loads.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart } from '@shared/api';
import { useIsSignedIn } from '@renderer/features/auth';
import { useServices } from '@renderer/platform/services';
import { useDeviceCart } from './cart-hooks';
import { withoutSlugs } from './cart-lines';
import { cartPreviewQuery, serverCartQuery } from './cart-queries';

/** How many of the figure the cart holds now (0 when none, or while the signed-in cart loads). */
export function useCartQuantity(slug: string): number {
  const signedIn = useIsSignedIn();
  const lines = useDeviceCart();
  const server = useQuery({
    ...serverCartQuery(useServices().cartApi),
    enabled: signedIn,
    select: (cart: Cart) => cart.lines.find((line) => line.figure.slug === slug)?.quantity ?? 0,
  });
  if (!signedIn) return lines.find((line) => line.slug === slug)?.quantity ?? 0;
  return server.data ?? 0;
}

/** The cart as its page shows it: priced lines, or why not yet. */
export interface CartView {
  cart: Cart | undefined;
  pending: boolean;
  error: boolean;
  retry: () => void;
}

/**
 * The priced cart (docs/product-rules.md §Cart 3–5): the account's (GET /api/account/cart/) when
 * signed in; the device's lines priced by POST /api/cart/preview/ otherwise, keeping the last
 * answer on screen while a changed quantity is priced again. Lines the preview reports as naming no
 * figure leave the device. @throws outside a ServicesProvider.
 */
export function useCart(): CartView {
  const { cartApi, deviceCart } = useServices();
  const signedIn = useIsSignedIn();
  const lines = useDeviceCart();
  const server = useQuery({ ...serverCartQuery(cartApi), enabled: signedIn });
  const preview = useQuery({ ...cartPreviewQuery(cartApi, lines), enabled: !signedIn, placeholderData: keepPreviousData });
  const unknown = signedIn ? undefined : preview.data?.unknown;
  useEffect(() => {
    if (unknown && unknown.length > 0) deviceCart.update((lines) => withoutSlugs(lines, unknown));
  }, [unknown, deviceCart]);
  const query = signedIn ? server : preview;
  return { cart: query.data, pending: query.isPending, error: query.isError, retry: () => void query.refetch() };
}
