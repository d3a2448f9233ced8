import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ConnectivityStore } from './connectivity-store';

interface ConnectivityContextValue {
  store: ConnectivityStore;
  /** Probes the API; when it answers again, re-validates the session. Resolves reachability. */
  reconnect(): Promise<boolean>;
}

const ConnectivityContext = createContext<ConnectivityContextValue | null>(null);

/** Provides the connectivity store and the reconnect action. */
export function ConnectivityProvider({ store, reconnect, children }: ConnectivityContextValue & { children: ReactNode }) {
  return <ConnectivityContext.Provider value={{ store, reconnect }}>{children}</ConnectivityContext.Provider>;
}

function useConnectivityContext(): ConnectivityContextValue {
  const value = useContext(ConnectivityContext);
  if (!value) throw new Error('useConnectivity must be used within a ConnectivityProvider');
  return value;
}

/** `{ offline, reconnect }`. @throws Error outside a ConnectivityProvider (spec point 8). */
export function useConnectivity(): { offline: boolean; reconnect(): Promise<boolean> } {
  const { store, reconnect } = useConnectivityContext();
  const offline = useStore(store, (state) => state.offline);
  return { offline, reconnect };
}
