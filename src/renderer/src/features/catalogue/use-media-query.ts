import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query matches now; follows changes (false where matchMedia is missing).
 * False on the server and while hydrating (the pre-rendered HTML assumes a wide screen),
 * then the real value right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches, () => false);
}
