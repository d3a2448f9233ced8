import { PAGES } from '@shared/prerender/pages';

/** The cart feature's route, from the page table: the cart page. */
export const CART_PATH = PAGES.cart.path;
/** Where "Check out" goes: the checkout's first step (the checkout feature imports the cart, so the path comes from the page table). */
export const CHECKOUT_PATH = PAGES.checkoutAddress.path;
