/** Public surface of the connectivity feature. */
export { useConnectivity } from './useConnectivity';
export { OfflineBanner } from './OfflineBanner';
export { createConnectivityStore, type ConnectivityStore } from './connectivity-store';
