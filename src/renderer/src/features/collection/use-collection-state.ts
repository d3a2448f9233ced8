import { useQuery } from '@tanstack/react-query';
import type { CollectionState } from '@shared/api';
import { useIsSignedIn } from '@renderer/features/auth';
import { useIsWished } from '@renderer/features/wishlist';
import { useServices } from '@renderer/platform/services';
import { collectionStatesQuery } from './collection-queries';

/**
 * A figure's state in the collection (docs/product-rules.md §Collection 1), or undefined when it is
 * not in it: ordered or owned as the account's states say (signed in), else wished while its heart
 * is on (the wishlist's own state, so the badge follows the heart at once, also for a visitor's
 * device list). All cards share one states query.
 */
export function useCollectionState(slug: string): CollectionState | undefined {
  const signedIn = useIsSignedIn();
  const api = useServices().collectionApi;
  const states = useQuery({ ...collectionStatesQuery(api), enabled: signedIn });
  const wished = useIsWished(slug);
  const server = signedIn ? states.data?.[slug] : undefined;
  if (server === 'owned' || server === 'ordered') return server;
  return wished ? 'wished' : undefined;
}
