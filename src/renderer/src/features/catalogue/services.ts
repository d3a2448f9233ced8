import type { CatalogueApi } from '@renderer/api/catalogue';

// The services the catalogue feature reads through useServices() (built in app/services.ts).
declare module '@renderer/platform/services' {
  interface Services {
    /** The catalogue endpoints (figure list with facets, one figure). */
    catalogueApi: CatalogueApi;
  }
}
