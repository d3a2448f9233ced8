import { PAGES } from '@shared/prerender/pages';

/** The wishlist feature's route, from the page table: the wishlist page. */
export const WISHLIST_PATH = PAGES.wishlist.path;
