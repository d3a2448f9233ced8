import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * Issue 15: false on the server and during hydration (React reads the server snapshot then), true
 * in every later client render. For values read from the browser (Web Storage, matchMedia) in render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
