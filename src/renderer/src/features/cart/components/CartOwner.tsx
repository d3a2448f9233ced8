import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { webLocks } from '@renderer/features/auth';
import { useServices } from '@renderer/platform/services';
import { followCartOwner } from '../cart-owner';
import { cartKeys } from '../cart-queries';

/**
 * Keeps the cart with its owner (docs/product-rules.md §Cart 4): merges the device cart into the
 * account's at sign-in (and at start when signed in), one tab at a time, then refetches it here and
 * tells the other tabs; and refetches the account's cart whenever another tab or window changed
 * it. Mounted while signed in (SignedInCartOwner). @throws outside a ServicesProvider.
 */
function useCartOwner(): void {
  const { authStore, deviceCart, cartApi, cartChanges } = useServices();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followCartOwner({
        auth: authStore,
        device: deviceCart,
        merge: (lines) => cartApi.merge(lines),
        lock: webLocks,
        onMerged: () => {
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          cartChanges.announce();
        },
      }),
    [authStore, deviceCart, cartApi, cartChanges, queryClient],
  );
  useEffect(() => cartChanges.subscribe(() => void queryClient.invalidateQueries({ queryKey: cartKeys.server() })), [cartChanges, queryClient]);
}

/** The signed-in session's cart work (useCartOwner), mounted while signed in (components/lazy-parts.tsx); renders nothing. */
export function CartOwner() {
  useCartOwner();
  return null;
}
