import { PAGES } from '@shared/prerender/pages';

/** The cart feature's route, from the page table: the cart page. */
export const CART_PATH = PAGES.cart.path;
