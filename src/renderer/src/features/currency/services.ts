import type { RatesApi } from '@renderer/api/rates';

// The services the currency feature reads through useServices() (built in app/services.ts).
declare module '@renderer/platform/services' {
  interface Services {
    /** The exchange-rate and user-location endpoints. */
    ratesApi: RatesApi;
  }
}
