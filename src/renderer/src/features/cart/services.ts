import type { CartApi } from '@renderer/api/cart';
import type { CartChanges } from './cart-sync';
import type { DeviceCart } from './device-cart';

/** The services the cart feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface CartServices {
  /** The cart endpoints (the account's cart, merge, and the device cart's preview). */
  cartApi: CartApi;
  /** The anonymous visitor's cart on this device (registry key `cart`). */
  deviceCart: DeviceCart;
  /** "The account's cart changed" between tabs and windows (registry key `cart_changed`). */
  cartChanges: CartChanges;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends CartServices {}
}
