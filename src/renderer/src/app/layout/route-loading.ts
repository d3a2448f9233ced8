import { useEffect, useSyncExternalStore } from 'react';

// How many lazily loaded pages are loading right now (their Suspense fallbacks are mounted).
let pending = 0;
const listeners = new Set<() => void>();

function setPending(next: number): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any lazily loaded page's code is still loading (the route progress bar, docs/product-rules.md §Shell 4). */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}

/**
 * The Suspense fallback of a lazily loaded page: renders nothing itself and marks a page as loading
 * for as long as it is mounted, so the one route progress bar (RouteProgressBar) shows it.
 */
export function RouteLoadingSignal(): null {
  useEffect(() => {
    setPending(pending + 1);
    return () => setPending(pending - 1);
  }, []);
  return null;
}
