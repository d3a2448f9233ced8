import type { CollectionApi } from '@renderer/api/collection';

/** The services the collection feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface CollectionServices {
  /** The account's collection endpoints (list, states, figures bought elsewhere). */
  collectionApi: CollectionApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends CollectionServices {}
}
