/** Public surface of the connectivity feature. */
export { ConnectivityProvider, useConnectivity } from './ConnectivityProvider';
export { OfflineBanner } from './OfflineBanner';
export { createConnectivityStore, type ConnectivityStore } from './connectivity-store';
