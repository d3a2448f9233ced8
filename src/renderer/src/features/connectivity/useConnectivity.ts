import { useStore } from 'zustand';
import { useServices } from '@renderer/platform/services';

/** `{ offline, reconnect }`. @throws Error outside a ServicesProvider (spec point 8). */
export function useConnectivity(): { offline: boolean; reconnect(): Promise<boolean> } {
  const { connectivityStore, reconnect } = useServices();
  const offline = useStore(connectivityStore, (state) => state.offline);
  return { offline, reconnect };
}
