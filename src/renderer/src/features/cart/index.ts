/**
 * Public surface of the cart feature (docs/product-rules.md §Cart): the add button, the header
 * link, the hooks, the sign-in merge and the page's content (the app composes the page with the
 * catalogue's figure summary: app/pages/CartPage.tsx, lazy-loaded).
 */
export { AddToCartButton } from './components/AddToCartButtonLazy';
export type { AddToCartButtonProps } from './components/AddToCartButton';
export { CartLink } from './components/CartLink';
export { CartContent, type CartContentProps } from './components/CartContent';
// The cart's summary, for the checkout's address step.
export { CartSummary } from './components/CartSummary';
export type { CartFigureProps } from './components/CartLineItem';
export { useCartCount, useDeviceCart, type CartFigure } from './cart-hooks';
export { SignedInCartOwner } from './components/lazy-parts';
export { useCart, useCartQuantity, type CartView } from './cart-view';
export { useCartActions, type CartActions, type CartOutcome } from './cart-actions';
export { cartKeys } from './cart-queries';
export { createDeviceCart, type DeviceCart } from './device-cart';
export { createCartChanges, type CartChanges } from './cart-sync';
export { CART_PATH } from './routes';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { CartServices } from './services';
