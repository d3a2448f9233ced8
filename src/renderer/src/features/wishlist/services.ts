import type { WishlistApi } from '@renderer/api/wishlist';
import type { DeviceWishlist } from './device-wishlist';

/** The services the wishlist feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface WishlistServices {
  /** The account's wishlist endpoints (list, add, remove, merge). */
  wishlistApi: WishlistApi;
  /** The anonymous visitor's list on this device (registry key `wishlist`). */
  deviceWishlist: DeviceWishlist;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends WishlistServices {}
}
