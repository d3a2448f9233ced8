import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and during hydration (React reads the server snapshot then), true
 * in every later client render. For values read from the browser (Web Storage, matchMedia) in render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/** True while renders must equal the server's: on the server, and on the client until hydration ends. */
let adoptingServerHtml = false;

/**
 * Says whether the renders starting now must equal the server's HTML: set by the server entry
 * (always) and by main.tsx around hydration (true before hydrateRoot, false once the page has
 * hydrated). A client that renders from scratch never sets it.
 */
export function setAdoptingServerHtml(value: boolean): void {
  adoptingServerHtml = value;
}

/**
 * Whether this component first rendered on the server or while the page was hydrating,
 * fixed for its lifetime. Unlike {@link useHydrated} it never changes, so it never makes React
 * render the component again right after hydration; for values that only matter when the component
 * mounts (a query's initialData: TanStack uses it only when it creates the query).
 */
export function useMountedAdoptingServerHtml(): boolean {
  const [value] = useState(() => adoptingServerHtml);
  return value;
}
