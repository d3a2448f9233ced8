import { lazyOptional } from '@renderer/platform/lazy-optional';

/**
 * RatesNote (./RatesNote.tsx) as a chunk of its own, for pages that show it below everything else
 * (the catalogue's list end; each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2). Renders nothing until it is in.
 */
export const LazyRatesNote = lazyOptional(() => import('./RatesNote').then((module) => module.RatesNote));
