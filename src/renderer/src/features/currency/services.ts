import type { RatesApi } from '@renderer/api/rates';

/** The services the currency feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface CurrencyServices {
  /** The exchange-rate and user-location endpoints. */
  ratesApi: RatesApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends CurrencyServices {}
}
