import { hashKey, type DefaultOptions, type QueryClient, type QueryFunction, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { Preferences } from '@shared/api/preferences';
import { isRequestRendered, type PrerenderedPage } from '@shared/prerender/pages';
import { contentSettingsOf } from '@renderer/features/catalogue';
import { exchangeRatesQuery } from '@renderer/features/currency';
import { isHttpError } from '@renderer/api/http';
import { settledWithin } from '@renderer/platform/settled-within';
import { PAGE_TABLE, pageQuery, type PageContext, type PageQuery } from './page-table';
import type { AppServices } from './services';

/**
 * The longest a pre-rendered page's early answers are held back waiting for its hydration (ms),
 * should it never signal (its chunk failed to load): then they reach the app anyway.
 */
export const HELD_ANSWER_LIMIT_MS = 10_000;

/**
 * `queryFn`, answering no sooner than `until` has settled (or HELD_ANSWER_LIMIT_MS has passed), and
 * failing no sooner either: the request goes out now, its answer (or error) reaches the query
 * cache later. For queries started before hydration: the hydrating render must see what the
 * pre-render saw (nothing yet), or React finds the HTML does not match and renders it again.
 */
export function heldUntil<T, K extends QueryKey, P>(queryFn: QueryFunction<T, K, P>, until: Promise<unknown>): QueryFunction<T, K, P> {
  return async (context: QueryFunctionContext<K, P>) => {
    const [outcome] = await Promise.allSettled([queryFn(context)]);
    await settledWithin(until, HELD_ANSWER_LIMIT_MS);
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  };
}

/**
 * `options` without the Web Storage copy the pre-render never had, answering no sooner
 * than `until`. @throws Error when the options have no query function (a programming error).
 */
function held<O extends { queryKey: QueryKey; queryFn?: unknown }>(options: O, until: Promise<unknown>): O {
  const { queryFn } = options;
  if (typeof queryFn !== 'function') throw new Error(`page-data: query ${JSON.stringify(options.queryKey)} has no query function`);
  return { ...options, initialData: undefined, initialDataUpdatedAt: undefined, queryFn: heldUntil(queryFn as QueryFunction<unknown>, until) };
}

/**
 * The longest a request-time render waits for the API (ms) before it renders the page without its
 * data (the client then asks, as it does for a build-time page): a slow API must not hold the HTML.
 */
export const SERVER_DATA_LIMIT_MS = 1_500;

/** A query's `retry` option (TanStack Query's RetryValue). */
type Retry = NonNullable<DefaultOptions['queries']>['retry'];

/** Whether `error` is the API's 4xx answer (RFC 9110 §15.5): asking again gets the same answer. */
function isClientErrorAnswer(error: unknown): boolean {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * `options` for a server render's fetch: retried as they (or the client's defaults) say, but never
 * after a 4xx. A 4xx is an answer, not a failed network: waiting out the retry delay (1 s) would
 * hold the response and a render slot (request-render.ts MAX_CONCURRENT_RENDERS) for the same
 * answer, where the page can go out without that data (the build-time frame) at once.
 */
function noRetryAfterClientError<O extends { queryKey: QueryKey; retry?: Retry }>(options: O, queryClient: QueryClient): O {
  // The query's own rule, else its key's defaults, else the client's (TanStack's merge order).
  const retry = options.retry ?? queryClient.getQueryDefaults(options.queryKey).retry ?? queryClient.getDefaultOptions().queries?.retry ?? false;
  return {
    ...options,
    retry: (failureCount: number, error: Error) => {
      if (isClientErrorAnswer(error)) return false;
      // TanStack Query's own reading of `retry`.
      if (typeof retry === 'function') return retry(failureCount, error);
      return retry === true || (typeof retry === 'number' && failureCount < retry);
    },
  };
}

/**
 * Loads the lazy parts `page` shows in its first render once it has data (app/page-table.tsx
 * `dataParts`: home's shelves and its currency offer bar). The server loads them before rendering
 * and the client before hydrating, so both render them (a part still loading would render its
 * placeholder on one side only). Rejects when a chunk fails.
 */
export function preloadDataParts(page: PrerenderedPage): Promise<unknown> {
  const parts = PAGE_TABLE[page];
  return 'dataParts' in parts ? Promise.all(parts.dataParts.map((load) => load())) : Promise.resolve();
}

/** The context `page`'s queries are built from (app/page-table.tsx), with the content settings of `preferences`. */
function pageContext(services: AppServices, preferences: Preferences, location: { pathname: string; search: string }): PageContext {
  const { catalogueApi, ratesApi, platform } = services;
  return { catalogueApi, ratesApi, settings: contentSettingsOf(preferences), cache: { storage: platform.storage, now: Date.now }, location };
}

/**
 * Fetches into `services.queryClient` the data `page` renders on the server (a page rendered at
 * request time: src/shared/prerender/pages.ts), waiting at most `limitMs`: the exchange rates and
 * the page's queries (app/page-table.tsx): a figure page its figure; the catalogue its first page;
 * home its three shelves and the visitor's location (the API answers it from Accept-Language,
 * which the render forwards: Platform.requestHeaders). Content settings are the store's as a
 * first-time visitor's (the client hydrates with the same: app/hydration.ts), so the client's
 * hydrating render asks for the same query keys. A 4xx answer is never retried
 * (noRetryAfterClientError). Never rejects.
 * @param location the requested address (pathname; search, `''` when left out).
 * @returns whether every query the page's first render reads succeeded in time (false for a page
 *   without server data): rendering home without, say, the location would put "Loading prices…"
 *   where the shelves are, so the servers then send the build-time frame instead.
 */
export async function fetchServerPageData(
  page: PrerenderedPage,
  services: AppServices,
  location: { pathname: string; search?: string },
  limitMs = SERVER_DATA_LIMIT_MS,
): Promise<boolean> {
  if (!isRequestRendered(page)) return false;
  const { queryClient, preferencesStore } = services;
  const context = pageContext(services, preferencesStore.getInitialState().preferences, { pathname: location.pathname, search: location.search ?? '' });
  const queries = PAGE_TABLE[page].queries(context);
  if (!queries) return false;
  // Every page rendered with data shows prices in the visitor's currency (a CNY price in JPY).
  const rates = pageQuery(exchangeRatesQuery(context.ratesApi, context.cache));
  const all = [rates, ...queries.filter((query) => hashKey(query.queryKey) !== hashKey(rates.queryKey))];
  const adapt = <O extends { queryKey: QueryKey; retry?: Retry }>(options: O) => noRetryAfterClientError(options, queryClient);
  await settledWithin(Promise.all(all.map((query) => query.prefetch(queryClient, adapt))), limitMs);
  return all.every((query) => queryClient.getQueryState(query.queryKey)?.status === 'success');
}

/**
 * Starts the API calls `page` makes as it mounts, now, before it hydrates (home's, the
 * catalogue's and a figure page's LCP is a figure picture, which waited for hydration, then the API
 * client's chunk, then the answer). The answers are held until `pageHydrated`, so hydration still
 * adopts the pre-rendered HTML; the page's own queries (same keys) join these in flight. Content
 * settings come from the stored preferences, as the page's components read them. Never throws:
 * a failed call is the page's query failing, shown (and retried) as it always is.
 * @param location the address being hydrated (pathname, search).
 */
export function startPageData(page: PrerenderedPage, services: AppServices, location: { pathname: string; search: string }, pageHydrated: Promise<unknown>): void {
  const { queryClient, preferencesStore } = services;
  const queries: PageQuery[] = PAGE_TABLE[page].queries(pageContext(services, preferencesStore.getState().preferences, location)) ?? [];
  for (const query of queries) void query.prefetch(queryClient, (options) => held(options, pageHydrated));
}
