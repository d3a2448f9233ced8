import { PAGES } from '@shared/prerender/pages';

/** The wishlist feature's route, from the page table (issue 13 point 1: the wishlist page). */
export const WISHLIST_PATH = PAGES.wishlist.path;
