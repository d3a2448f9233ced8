import { useEffect } from 'react';

/**
 * Calls `onHydrated` once, when the routed page's first commit is done: rendered after the page,
 * inside its Suspense boundary, whose content React hydrates in a pass of its own after the shell.
 * Renders nothing, so the pre-rendered HTML has nothing for it.
 */
export function PageHydratedSignal({ onHydrated }: { onHydrated?: () => void }): null {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return null;
}
