import { queryOptions } from '@tanstack/react-query';
import type { AdultMode } from '@shared/api';
import { COLLECTION_PAGE_SIZE, type CollectionOrdering, type CollectionState } from '@shared/api/collection-fields';
import type { CollectionApi } from '@renderer/api/collection';

/** How long the states and the list stay fresh (ms): a delivery made by staff shows within a minute of the next look. */
export const COLLECTION_STALE_MS = 60_000;

/** What one page of the collection page asks for. */
export interface CollectionListRequest {
  state: CollectionState | null;
  ordering: CollectionOrdering;
  adult: AdultMode;
  page: number;
}

/**
 * Query keys of the collection feature. Anything that changes a figure's state (an order placed, a
 * figure bought elsewhere entered or removed) invalidates `all`.
 */
export const collectionKeys = {
  all: ['collection'] as const,
  /** slug → state of every figure in the collection (signed in). */
  states: () => [...collectionKeys.all, 'states'] as const,
  list: (request: CollectionListRequest) => [...collectionKeys.all, 'list', request] as const,
  /** The account's share token (null while private). */
  share: () => [...collectionKeys.all, 'share'] as const,
  /** A page of someone's shared collection. */
  shared: (token: string, request: CollectionListRequest) => [...collectionKeys.all, 'shared', token, request] as const,
  /** What the owned figures cost and are worth. */
  summary: (adult: AdultMode) => [...collectionKeys.all, 'summary', adult] as const,
  /** What was entered for one figure bought elsewhere. */
  owned: (slug: string) => [...collectionKeys.all, 'owned', slug] as const,
};

/** GET /api/account/collection/states/. */
export function collectionStatesQuery(api: Pick<CollectionApi, 'states'>) {
  return queryOptions({ queryKey: collectionKeys.states(), queryFn: () => api.states(), staleTime: COLLECTION_STALE_MS });
}

/** One page (from 1) of GET /api/account/collection/, COLLECTION_PAGE_SIZE figures. */
export function collectionListQuery(api: Pick<CollectionApi, 'list'>, request: CollectionListRequest) {
  return queryOptions({
    queryKey: collectionKeys.list(request),
    queryFn: () =>
      api.list({ state: request.state ?? undefined, ordering: request.ordering, adult: request.adult, page: request.page, page_size: COLLECTION_PAGE_SIZE }),
    staleTime: COLLECTION_STALE_MS,
  });
}

/** GET /api/account/collection/owned/{slug}/: what was entered for a figure bought elsewhere, or null when nothing was (404). */
export function ownedQuery(api: Pick<CollectionApi, 'owned'>, slug: string) {
  return queryOptions({
    queryKey: collectionKeys.owned(slug),
    queryFn: () => api.owned(slug),
    staleTime: COLLECTION_STALE_MS,
  });
}

/** GET /api/account/collection/summary/ under the adult setting. */
export function collectionSummaryQuery(api: Pick<CollectionApi, 'summary'>, adult: AdultMode) {
  return queryOptions({ queryKey: collectionKeys.summary(adult), queryFn: () => api.summary(adult), staleTime: COLLECTION_STALE_MS });
}
