/**
 * Public surface of the wishlist feature (docs/product-rules.md §Wishlist 1–5): the heart, the header link, the hook,
 * the sign-in merge and the page's content (the app composes the page with the catalogue's card:
 * app/pages/WishlistPage.tsx, lazy-loaded).
 */
export { WishlistButton } from './components/WishlistButton';
export { WishlistLink } from './components/WishlistLink';
export { WishlistContent, type WishlistCardProps } from './components/WishlistContent';
export { useAdultMode, useIsWished, useWishlist, useWishlistOwner, type WishlistState } from './wishlist-hooks';
export { wishlistKeys } from './wishlist-queries';
export { createDeviceWishlist, type DeviceWishlist } from './device-wishlist';
export { WISHLIST_PATH } from './routes';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { WishlistServices } from './services';
