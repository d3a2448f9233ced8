import { useCallback, useRef, useState, type RefCallback } from 'react';

/** Where an element sits on the page: its width (px, as `clientWidth`) and its top edge from the top of the document (px). */
export interface ElementBox {
  width: number;
  top: number;
}

/**
 * Follows an element's width and document top with a ResizeObserver: null until the observer first
 * reports, then updated on every resize. Its updates are ordinary (not synchronous) renders, unlike
 * a measurement in a layout effect; the catalogue measures the results column while its skeletons
 * show, so the grid's first render already has the right columns and position (issue 15: total
 * blocking time). Attach the returned ref callback to the element.
 */
export function useElementBox<T extends HTMLElement>(): [RefCallback<T>, ElementBox | null] {
  const [box, setBox] = useState<ElementBox | null>(null);
  // Compared here, not in a setState updater: an update to an equal value may still render once.
  const last = useRef<ElementBox | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    observer.current = new ResizeObserver(() => {
      const width = element.clientWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (last.current?.width === width && last.current.top === top) return;
      last.current = { width, top };
      setBox(last.current);
    });
    observer.current.observe(element);
  }, []);
  return [ref, box];
}
