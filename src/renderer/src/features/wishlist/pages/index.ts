/**
 * The wishlist feature's page, its second public entry (for app/router.tsx only): loads on demand
 * in the shape React.lazy takes, so it stays its own chunk, off the first route.
 */
export const loadWishlistPage = async () => ({ default: (await import('./WishlistPage')).WishlistPage });
