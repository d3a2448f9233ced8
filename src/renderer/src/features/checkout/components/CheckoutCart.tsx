import type { Cart } from '@shared/api/cart';
import { CartSummary, useCart } from '@renderer/features/cart';
import { formatPrice, localeOf, usePreference } from '@renderer/features/preferences';
import { ProblemBar } from './ProblemBar';
import { useCheckoutTranslation } from '../strings';

/** The cart as the checkout sees it: loaded or not, and whether it can be checked out. */
export interface CheckoutCart {
  cart: Cart | undefined;
  /** Loaded, not empty, and no line must change first (docs/product-rules.md §Checkout 1, §Cart 5). */
  ready: boolean;
}

/** The signed-in collector's cart (the cart feature's query), and whether it can be checked out. @throws outside a ServicesProvider. */
export function useCheckoutCart(): CheckoutCart {
  const { cart } = useCart();
  return { cart, ready: cart !== undefined && cart.lines.length > 0 && cart.ready };
}

/** The cart's summary (the cart feature's: items, subtotal per currency, ≈ total), in the step's summary column. */
export function CheckoutCartSummary({ cart }: { cart: CheckoutCart }) {
  const primary = usePreference((p) => p.currency.primary);
  const display = usePreference((p) => p.currency.display_format);
  const locale = localeOf(usePreference((p) => p.ui.language));
  if (!cart.cart || cart.cart.lines.length === 0) return null;
  return <CartSummary cart={cart.cart} primary={primary} format={(amount, currency) => formatPrice(amount, currency, locale, display)} />;
}

/** Why the cart cannot be checked out yet, with a way to the cart: it is empty, or a line must change first. Nothing when it can. */
export function CartReadiness({ cart }: { cart: CheckoutCart }) {
  const { t } = useCheckoutTranslation();
  if (!cart.cart || cart.ready) return null;
  const empty = cart.cart.lines.length === 0;
  return <ProblemBar intent="warning" problem={{ message: empty ? t('checkout.problem.emptyCart') : t('checkout.problem.cartNotReady'), fix: 'cart' }} />;
}
