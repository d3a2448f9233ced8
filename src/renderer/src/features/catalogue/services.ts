import type { CatalogueApi } from '@renderer/api/catalogue';

/** The services the catalogue feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface CatalogueServices {
  /** The catalogue endpoints (figure list with facets, one figure). */
  catalogueApi: CatalogueApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends CatalogueServices {}
}
