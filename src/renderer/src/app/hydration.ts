import type { StoreApi } from 'zustand/vanilla';
import { languages, themes } from '@shared/api';
import type { PageVariant } from '@shared/prerender/select-page';

/**
 * The visitor variant (colour mode, language) a page was pre-rendered in (docs/product-rules.md §Web 3–5). The
 * pre-render writes it on `<html data-colour-mode data-language>`; the client reads it back so its
 * first (hydrating) render equals the server's, whatever Web Storage holds.
 */
export type HydrationVariant = PageVariant;

/** The variant written on `root` (the `<html>` element), or null when the page was not pre-rendered or the attributes are unknown values. */
export function readHydrationVariant(root: HTMLElement): HydrationVariant | null {
  const mode = themes.find((theme) => theme === root.dataset.colourMode);
  const language = languages.find((code) => code === root.dataset.language);
  return mode && language ? { mode, language } : null;
}

/**
 * zustand's `useStore` passes `getInitialState()` to useSyncExternalStore as the server snapshot,
 * which React reads on the server AND while hydrating. Pinning it to the variant makes both renders
 * agree; once hydrated React reads `getState()` (the stored values) and re-renders if they differ
 * (by identity). When the stored state has the same data as the variant (a first visit, or a cookie
 * in step), the snapshot is the stored state itself, so nothing re-renders after hydration.
 */
export function pinInitialState<S>(store: StoreApi<S>, patch: (state: S) => S): void {
  const pinned = patch(store.getInitialState());
  const stored = store.getState();
  // Data only: JSON leaves out the store's functions, which both share.
  const snapshot = JSON.stringify(pinned) === JSON.stringify(stored) ? stored : pinned;
  store.getInitialState = () => snapshot;
}
