import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createToastStore, type ToastActions, type ToastState, type ToastStore } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

/** Provides one toast store to the tree; pass `store` to share it with non-React code (or tests). */
export function ToastProvider({ store, children }: { store?: ToastStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createToastStore());
  return <ToastContext.Provider value={store ?? own}>{children}</ToastContext.Provider>;
}

function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used within a ToastProvider');
  return store;
}

/**
 * The toast's transitions (docs/product-rules.md §Shell 8): `set` replaces the whole state, `clear` resets it,
 * `close` sets open to false only. Example: `set({ open: true, severity: 'error', title: 'Error 413', content })`.
 * @throws Error outside a ToastProvider (§API 10).
 */
export function useToast(): ToastActions {
  const store = useToastStore();
  // Stable across renders, so effects can depend on it.
  return useMemo(() => {
    const { set, clear, close } = store.getState();
    return { set, clear, close };
  }, [store]);
}

/** Selects from the toast state; re-renders only when the selected value changes. */
export function useToastState<T>(selector: (state: ToastState) => T): T {
  return useStore(useToastStore(), selector);
}
