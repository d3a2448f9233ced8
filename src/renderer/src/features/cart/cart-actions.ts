import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartEntry } from '@shared/api';
import { cartLimit, utcToday } from '@shared/api/cart-fields';
import { isHttpError } from '@renderer/api/http';
import { useIsSignedIn } from '@renderer/features/auth';
import { useServices } from '@renderer/platform/services';
import type { CartFigure } from './cart-hooks';
import { addedToCart, withQuantity, withoutSlugs, type CartAddition } from './cart-lines';
import { cartKeys } from './cart-queries';
import { CART_FULL, cartFailureText, cartRefusal, cartRefusalText, type CartRefusal } from './cart-refusals';
import { useCartTranslation } from './strings';

/** The end of a cart change: done, or the reason nothing changed (in the UI language). */
export type CartOutcome = { ok: true } | { ok: false; message: string };

export interface CartActions {
  /** Adds `quantity` (default 1) of the figure: one more line, or more of its line, within its limit. */
  add(figure: CartFigure, quantity?: number): Promise<CartOutcome>;
  /** Sets the figure's quantity (a larger one within its limit; a smaller one always). */
  setQuantity(figure: CartFigure, quantity: number): Promise<CartOutcome>;
  remove(slug: string): Promise<CartOutcome>;
  /** A server change is in flight. */
  pending: boolean;
}

type CartChange = { kind: 'add' | 'set'; slug: string; quantity: number } | { kind: 'remove'; slug: string };

/** A device line for `quantity` of the figure as it is now (what the cart remembers: docs/product-rules.md §Cart 5). */
function deviceEntry(figure: CartFigure, quantity: number): CartEntry {
  return { slug: figure.slug, quantity, added_price: figure.price, added_status: figure.status, added_at: new Date().toISOString() };
}

/**
 * Changes the cart wherever it lives (docs/product-rules.md §Cart 2–4), nothing shown before the
 * outcome is known: on the server when signed in (the answer becomes the cached cart and the other
 * tabs are told), on the device otherwise (limits as the figure shows them now). A refusal is
 * worded in the UI language (cart-refusals.ts); a call without an answer changes nothing and says so.
 * @throws outside a ServicesProvider.
 */
export function useCartActions(): CartActions {
  const { cartApi, deviceCart, cartChanges } = useServices();
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const { t } = useCartTranslation();
  const mutation = useMutation({
    mutationFn: async (change: CartChange): Promise<Cart | null> => {
      if (change.kind === 'add') return cartApi.add(change.slug, change.quantity);
      if (change.kind === 'set') return cartApi.setQuantity(change.slug, change.quantity);
      await cartApi.remove(change.slug);
      return null;
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartKeys.server(), cart);
      else void queryClient.invalidateQueries({ queryKey: cartKeys.server() });
      cartChanges.announce();
    },
    // The server said no: its cart may differ from the one shown (another tab, a moderator), so fetch it.
    onError: (error) => {
      if (isHttpError(error) && error.response) void queryClient.invalidateQueries({ queryKey: cartKeys.server() });
    },
  });
  const { mutateAsync } = mutation;

  const inServerCart = useCallback(
    () => queryClient.getQueryData<Cart>(cartKeys.server()),
    [queryClient],
  );
  const onServer = useCallback(
    async (change: CartChange, refusal: () => CartRefusal | null): Promise<CartOutcome> => {
      try {
        await mutateAsync(change);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: cartFailureText(error, { refusal: refusal() }, t) };
      }
    },
    [mutateAsync, t],
  );
  const refused = useCallback((refusal: CartRefusal): CartOutcome => ({ ok: false, message: cartRefusalText(refusal, t) }), [t]);

  const add = useCallback(
    async (figure: CartFigure, quantity = 1): Promise<CartOutcome> => {
      const today = utcToday();
      if (signedIn) {
        // The cart as shown when the button was pressed: a refusal is explained against it.
        const cart = inServerCart();
        const held = cart?.lines.find((line) => line.figure.slug === figure.slug)?.quantity ?? 0;
        return onServer({ kind: 'add', slug: figure.slug, quantity }, () =>
          cart && held === 0 && cart.lines.length >= CART_FULL.n ? CART_FULL : cartRefusal(figure, today, held + quantity),
        );
      }
      const held = deviceCart.readStored().find((line) => line.slug === figure.slug)?.quantity ?? 0;
      let outcome: CartAddition = { lines: [], added: 0 };
      deviceCart.update((lines) => (outcome = addedToCart(lines, deviceEntry(figure, quantity), cartLimit(figure, today))).lines);
      if (outcome.added > 0) return { ok: true };
      if (outcome.refused === 'full') return refused(CART_FULL);
      return refused(cartRefusal(figure, today, held + quantity) ?? { kind: 'notBuyable' });
    },
    [signedIn, onServer, inServerCart, deviceCart, refused],
  );

  const setQuantity = useCallback(
    async (figure: CartFigure, quantity: number): Promise<CartOutcome> => {
      const today = utcToday();
      const refusal = () => cartRefusal(figure, today, quantity);
      if (signedIn) return onServer({ kind: 'set', slug: figure.slug, quantity }, refusal);
      const held = deviceCart.readStored().find((line) => line.slug === figure.slug)?.quantity ?? 0;
      const problem = quantity > held ? refusal() : null;
      if (problem) return refused(problem);
      deviceCart.update((lines) => withQuantity(lines, figure.slug, quantity));
      return { ok: true };
    },
    [signedIn, onServer, deviceCart, refused],
  );

  const remove = useCallback(
    async (slug: string): Promise<CartOutcome> => {
      if (signedIn) return onServer({ kind: 'remove', slug }, () => null);
      deviceCart.update((lines) => withoutSlugs(lines, [slug]));
      return { ok: true };
    },
    [signedIn, onServer, deviceCart],
  );

  return { add, setQuantity, remove, pending: mutation.isPending };
}
