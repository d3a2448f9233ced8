import type { FulfilmentApi } from '@renderer/api/fulfilment';

/** The services the fulfilment feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface FulfilmentServices {
  /** The staff endpoints (shipments, ship, deliver, refund, cancellation requests, staff log). */
  fulfilmentApi: FulfilmentApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends FulfilmentServices {}
}
