import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdultMode, FiguresListQueryInput } from '@shared/api';
import type { CatalogueApi } from '@renderer/api/catalogue';
import { figureFailureKind } from '@renderer/api/figure-failure';

/** Figures per page of the catalogue grid (divisible by 2, 3, 4 and 6 columns). */
export const GRID_PAGE_SIZE = 48;

/**
 * Query keys of the catalogue feature. Every key holds the `adult` mode (content.show_nsfw), so a
 * settings change is a new key and refetches at once (docs/product-rules.md §Adult 7: applies at once, without a reload).
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  /** An infinite list: the query without its page. */
  list: (query: FiguresListQueryInput) => [...catalogueKeys.lists(), query] as const,
  /** A home-page shelf (one page). */
  shelf: (query: FiguresListQueryInput) => [...catalogueKeys.all, 'shelf', query] as const,
  figure: (slug: string, adult: AdultMode) => [...catalogueKeys.all, 'figure', slug, adult] as const,
};

/** GET /api/figures/ page after page (1-based; `next` null ends it), for the virtualised grid. */
export function figuresInfiniteQuery(api: Pick<CatalogueApi, 'list'>, query: FiguresListQueryInput) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(query),
    queryFn: ({ pageParam }) => api.list(pageParam > 1 ? { ...query, page: String(pageParam) } : query),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageParam) => (last.next ? pageParam + 1 : undefined),
  });
}

/** One page of GET /api/figures/ (home shelves). */
export function figuresShelfQuery(api: Pick<CatalogueApi, 'list'>, query: FiguresListQueryInput) {
  return queryOptions({ queryKey: catalogueKeys.shelf(query), queryFn: () => api.list(query) });
}

/** GET /api/figures/{slug}/. A 404 or adult_hidden 403 is an answer, not a blip: never retried. */
export function figureQuery(api: Pick<CatalogueApi, 'figure'>, slug: string, adult: AdultMode) {
  return queryOptions({
    queryKey: catalogueKeys.figure(slug, adult),
    queryFn: () => api.figure(slug, adult),
    retry: (count, error) => figureFailureKind(error) === 'other' && count < 1,
  });
}
