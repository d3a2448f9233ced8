import type { OrdersApi } from '@renderer/api/orders';

/** The services the orders feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface OrdersServices {
  /** The orders endpoints: the list, one order, and a payment session for it. */
  ordersApi: OrdersApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends OrdersServices {}
}
