import { createStore, type StoreApi } from 'zustand/vanilla';

/** Whether the API host is reachable, as the last call found it (not persisted). */
export interface ConnectivityState {
  offline: boolean;
  setReachable(reachable: boolean): void;
}

export type ConnectivityStore = StoreApi<ConnectivityState>;

/** A connectivity store; starts online until a call says otherwise. */
export function createConnectivityStore(): ConnectivityStore {
  return createStore<ConnectivityState>()((set, get) => ({
    offline: false,
    setReachable: (reachable) => {
      if (get().offline === reachable) set({ offline: !reachable });
    },
  }));
}
