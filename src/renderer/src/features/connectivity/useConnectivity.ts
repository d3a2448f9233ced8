import { useStore } from 'zustand';
import { useServices } from '@renderer/platform/services';

/** `{ offline, reconnect }`. @throws Error outside a ServicesProvider (docs/product-rules.md §API 10). */
export function useConnectivity(): { offline: boolean; reconnect(): Promise<boolean> } {
  const { connectivityStore, reconnect } = useServices();
  const offline = useStore(connectivityStore, (state) => state.offline);
  return { offline, reconnect };
}
