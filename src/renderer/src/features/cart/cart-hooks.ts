import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Cart, CartEntry, FigureCard } from '@shared/api';
import type { BuyableFigure } from '@shared/api/cart-fields';
import { useIsSignedIn } from '@renderer/features/auth';
import { useServices } from '@renderer/platform/services';
import { serverCartQuery } from './cart-queries';

/** What the cart needs of a figure to add it: what decides whether and how many can be bought, and its price now. */
export type CartFigure = BuyableFigure & Pick<FigureCard, 'slug' | 'price'>;

const noLines: readonly CartEntry[] = [];
const serverSnapshot = () => noLines;

/**
 * The device cart's lines (anonymous visitor), re-rendering on every change here or in another
 * tab. Empty on the server and while hydrating (the pre-render knows no device), then the stored lines.
 */
export function useDeviceCart(): readonly CartEntry[] {
  const device = useServices().deviceCart;
  return useSyncExternalStore(device.subscribe, device.getSnapshot, serverSnapshot);
}

/**
 * How many items the cart holds (the header's badge; docs/product-rules.md §Cart 3–4): the sum of
 * the device's quantities when anonymous, the server cart's `item_count` when signed in (undefined
 * until it is loaded). Never asks for the device cart's preview.
 */
export function useCartCount(): number | undefined {
  const signedIn = useIsSignedIn();
  const lines = useDeviceCart();
  const server = useQuery({ ...serverCartQuery(useServices().cartApi), enabled: signedIn, select: (cart: Cart) => cart.item_count });
  if (!signedIn) return lines.reduce((sum, line) => sum + line.quantity, 0);
  return server.data;
}
