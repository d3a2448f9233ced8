import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@shared/prerender/page-state';

/** Whether `value` has the shape TanStack's `hydrate` reads: queries with a key, a hash and a state. */
function isDehydratedState(value: unknown): value is DehydratedState {
  if (!value || typeof value !== 'object') return false;
  const { queries, mutations } = value as { queries?: unknown; mutations?: unknown };
  if (!Array.isArray(queries) || (mutations !== undefined && !Array.isArray(mutations))) return false;
  return queries.every((query: unknown) => {
    if (!query || typeof query !== 'object') return false;
    const { queryKey, queryHash, state } = query as { queryKey?: unknown; queryHash?: unknown; state?: unknown };
    return Array.isArray(queryKey) && typeof queryHash === 'string' && !!state && typeof state === 'object' && (state as { status?: unknown }).status === 'success';
  });
}

/**
 * The query cache a request-time render was made from (docs/product-rules.md §Web 6: the page-state data block,
 * src/shared/prerender/page-state.ts), removed from the document once read; null when the page has
 * none (a build-time page, the shell). A block that is not JSON or not a dehydrated cache of
 * successful queries is logged and ignored: the page then asks the API as it would without it.
 * The answers in it were checked by the API client's schemas on the server.
 */
export function readPageState(document: Document): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    if (isDehydratedState(value)) return value;
    console.error('The page-state block is not a query cache; the page asks the API instead');
  } catch (error) {
    console.error('The page-state block is not JSON; the page asks the API instead', error);
  }
  return null;
}
