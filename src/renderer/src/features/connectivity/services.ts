import type { ConnectivityStore } from './connectivity-store';

/** The services the connectivity feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface ConnectivityServices {
  /** Whether the API answered the last request. */
  connectivityStore: ConnectivityStore;
  /** Probes the API and, once it answers, re-validates a kept session (docs/product-rules.md §Sessions 7). Resolves reachability. */
  reconnect(): Promise<boolean>;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends ConnectivityServices {}
}
