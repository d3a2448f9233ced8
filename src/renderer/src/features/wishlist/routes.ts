/** The wishlist feature's route (issue 13 point 1: the wishlist page). */
export const WISHLIST_PATH = '/wishlist';
