/** Public surface of the connectivity feature. */
export { useConnectivity } from './useConnectivity';
export { OfflineBanner } from './OfflineBanner';
export { createConnectivityStore, type ConnectivityStore } from './connectivity-store';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { ConnectivityServices } from './services';
