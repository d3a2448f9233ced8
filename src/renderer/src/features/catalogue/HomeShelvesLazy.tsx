import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lazyWithPreload } from '@renderer/platform/lazy-with-preload';
import { useServices } from '@renderer/platform/services';
import { useContentSettings } from './content-settings';
import { homeShelfQueries } from './page-queries';

// The shelves (cards, pictures, queries) load after the first screen's code, so the first route
// does not grow with the catalogue (docs/product-rules.md §Performance 1).
const Shelves = lazyWithPreload(async () => ({ default: (await import('./components/HomeShelves')).HomeShelves }));

/** Loads the shelves' chunk ahead of their first render (a home page rendered with its data hydrates them at once). */
export const preloadHomeShelves = (): Promise<unknown> => Shelves.preload();

/**
 * The home page's catalogue shelves (docs/product-rules.md §Catalogue 12), loaded on demand; nothing shows until they are in.
 * Their lists are asked for at mount, beside the shelves' chunk rather than after it, so the first
 * figure pictures (home's LCP) are not one more round trip away; the shelves' own
 * queries then find them in the cache or in flight (same query keys).
 */
export function HomeShelves() {
  const queryClient = useQueryClient();
  const api = useServices().catalogueApi;
  const { adult, showPrices } = useContentSettings();
  useEffect(() => {
    for (const query of homeShelfQueries(api, { adult, showPrices })) void queryClient.prefetchQuery(query);
  }, [queryClient, api, adult, showPrices]);
  return (
    <Suspense fallback={null}>
      <Shelves />
    </Suspense>
  );
}
