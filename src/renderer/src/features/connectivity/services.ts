import type { ConnectivityStore } from './connectivity-store';

// The services the connectivity feature reads through useServices() (built in app/services.ts).
declare module '@renderer/platform/services' {
  interface Services {
    /** Whether the API answered the last request. */
    connectivityStore: ConnectivityStore;
    /** Probes the API and, once it answers, re-validates a kept session (issue 3 offline rule). Resolves reachability. */
    reconnect(): Promise<boolean>;
  }
}
