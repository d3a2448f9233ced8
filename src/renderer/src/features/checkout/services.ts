import type { CheckoutApi } from '@renderer/api/checkout';

/** The services the checkout feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface CheckoutServices {
  /** The address book, the quote and placing an order. */
  checkoutApi: CheckoutApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends CheckoutServices {}
}
