import { queryOptions } from '@tanstack/react-query';
import { COLLECTION_PAGE_SIZE } from '@shared/api/collection-fields';
import type { CollectionApi } from '@renderer/api/collection';
import { collectionKeys, COLLECTION_STALE_MS, type CollectionListRequest } from './collection-queries';

// Sharing's queries, apart from collection-queries.ts: the badge on every card does not carry them.

/** GET /api/account/collection/share/. */
export function collectionShareQuery(api: Pick<CollectionApi, 'share'>) {
  return queryOptions({ queryKey: collectionKeys.share(), queryFn: () => api.share() });
}

/** One page (from 1) of someone's shared collection (no sign-in; 404 when it is not shared). */
export function sharedCollectionQuery(api: Pick<CollectionApi, 'shared'>, token: string, request: CollectionListRequest) {
  return queryOptions({
    queryKey: collectionKeys.shared(token, request),
    queryFn: () =>
      api.shared(token, { state: request.state ?? undefined, ordering: request.ordering, adult: request.adult, page: request.page, page_size: COLLECTION_PAGE_SIZE }),
    staleTime: COLLECTION_STALE_MS,
    // A link that is not shared (404) will not be shared on a second try.
    retry: false,
  });
}
