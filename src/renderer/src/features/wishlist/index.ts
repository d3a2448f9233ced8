/**
 * Public surface of the wishlist feature (issue 13 point 1): the heart, the header link, the hook
 * and the sign-in merge. The page is lazy-loaded from `./pages`.
 */
export { WishlistButton } from './components/WishlistButton';
export { WishlistLink } from './components/WishlistLink';
export { useWishlist, useWishlistOwner, type WishlistState } from './wishlist-hooks';
export { wishlistKeys } from './wishlist-queries';
export { createDeviceWishlist, type DeviceWishlist } from './device-wishlist';
export { WISHLIST_PATH } from './routes';
