import { useEffect, useState } from 'react';

/**
 * True while `active`, and for `stopDelayMs` after it turns false (docs/product-rules.md §Shell 4: the loading bar's
 * stop delay, 200 ms), so quick route changes still show the bar and it never flickers off between
 * two loads. A new activation inside the delay keeps it on.
 */
export function useDelayedStop(active: boolean, stopDelayMs: number): boolean {
  const [lingering, setLingering] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    // Adjust state during render (React's documented pattern) rather than in an effect.
    setWasActive(active);
    if (!active) setLingering(true);
  }
  useEffect(() => {
    if (!lingering || active) return;
    const timer = setTimeout(() => setLingering(false), stopDelayMs);
    return () => clearTimeout(timer);
  }, [lingering, active, stopDelayMs]);
  return active || lingering;
}
