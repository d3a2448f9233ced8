import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, as shown by a render React may interrupt: returns the value of the last finished
 * background render, and starts a new one (a transition) whenever `value` changes. Starts equal to
 * `value`, so a first (hydrating) render is the server's.
 *
 * Why not `useDeferredValue`: TanStack Query delivers answers through useSyncExternalStore, whose
 * updates are synchronous, and React 19 renders work deferred from a synchronous render at once, in
 * the same task (the deferred lane is entangled with the sync lane). An update started in a
 * transition from an effect is its own, interruptible render: a page of cards no longer blocks the
 * main thread for one long task when its answer arrives (less total blocking time).
 */
export function useTransitionValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    // Nothing to start when it is already shown (a first render, or a value changed back): even an
    // update to the same value would render the component once more.
    if (!Object.is(value, shown)) startTransition(() => setShown(() => value));
  }, [value, shown]);
  return shown;
}
