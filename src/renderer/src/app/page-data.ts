import type { FetchQueryOptions, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { PrerenderedPage } from '@shared/prerender/select-page';
import { catalogueGridQuery, contentSettingsOf, figurePageQuery, homeShelfQueries, preloadHomeShelves } from '@renderer/features/catalogue';
import { exchangeRatesQuery, preloadCurrencyOffer, userLocationQuery } from '@renderer/features/currency';
import { settledWithin } from '@renderer/platform/settled-within';
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
 * `options` without the Web Storage copy the pre-render never had (issue 15), answering no sooner
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

/**
 * Which pre-rendered pages the web server renders with their data at request time (issue 15: the
 * first picture, their LCP, is then in the HTML instead of after the entry, the API chunk and the
 * answer), and for whom:
 * - `always`: a figure page (its figure is the same for every visitor, with the first-time
 *   visitor's content settings the client hydrates with);
 * - `first-visit`, only for a visitor without the `user_prefs` cookie (a returning visitor's
 *   content settings, currency and currency choice are in Web Storage, which the server does not
 *   see; their navigations are answered by the service worker's shell anyway):
 *   - home: it shows the local currency offer to those who never chose a currency; a returning
 *     visitor's offer could vanish after hydration and move the shelves;
 *   - the bare catalogue (`/figures`): its first UNMEASURED_CARDS cards in CSS columns, which the
 *     grid keeps when it has measured the window and starts virtualising (VirtualGrid);
 * - null: settings (its LCP is text, already in the build-time page).
 */
export const SERVER_DATA_PAGES: Readonly<Record<PrerenderedPage, 'always' | 'first-visit' | null>> = {
  figure: 'always',
  home: 'first-visit',
  catalogue: 'first-visit',
  settings: null,
};

/**
 * Loads the lazy parts `page` shows in its first render once it has data: home's shelves and its
 * currency offer bar. The server loads them before rendering and the client before hydrating, so
 * both render them (a part still loading would render its placeholder on one side only).
 * Rejects when a chunk fails.
 */
export function preloadDataParts(page: PrerenderedPage): Promise<unknown> {
  return page === 'home' ? Promise.all([preloadHomeShelves(), preloadCurrencyOffer()]) : Promise.resolve();
}

/**
 * Fetches into `services.queryClient` the data `page` renders on the server (SERVER_DATA_PAGES),
 * waiting at most `limitMs`: a figure page its figure and the exchange rates; the catalogue its
 * first page and the exchange rates; home its three shelves, the exchange rates and the visitor's location (the API
 * answers it from Accept-Language, which the render forwards:
 * Platform.requestHeaders). Content settings are the store's as a first-time visitor's (the
 * client hydrates with the same: app/hydration.ts), so the client's hydrating render asks for the
 * same query keys. Never rejects.
 * @param location the requested address (pathname).
 * @returns whether every query the page's first render reads succeeded in time (false for a page
 *   without server data): rendering home without, say, the location would put "Loading prices…"
 *   where the shelves are, so the servers then send the build-time frame instead.
 */
export async function fetchServerPageData(page: PrerenderedPage, services: AppServices, location: { pathname: string }, limitMs = SERVER_DATA_LIMIT_MS): Promise<boolean> {
  if (!SERVER_DATA_PAGES[page]) return false;
  const { queryClient, catalogueApi, ratesApi, platform, preferencesStore } = services;
  const settings = contentSettingsOf(preferencesStore.getInitialState().preferences);
  const cache = { storage: platform.storage, now: Date.now };
  const slug = page === 'figure' ? figureSlugOf(location.pathname) : null;
  const keys: QueryKey[] = [];
  const fetches: Promise<void>[] = [];
  const fetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => {
    keys.push(options.queryKey);
    fetches.push(queryClient.prefetchQuery(options));
  };
  if (page === 'figure' && !slug) return false;
  // Every page rendered with data shows prices in the visitor's currency (a CNY price in JPY).
  fetch(exchangeRatesQuery(ratesApi, cache));
  if (page === 'home') {
    for (const query of homeShelfQueries(catalogueApi, settings)) fetch(query);
    fetch(userLocationQuery(ratesApi, cache));
  } else if (page === 'catalogue') {
    const grid = catalogueGridQuery(catalogueApi, settings, '');
    keys.push(grid.queryKey);
    fetches.push(queryClient.prefetchInfiniteQuery(grid));
  } else if (slug) fetch(figurePageQuery(catalogueApi, settings, slug));
  await settledWithin(Promise.all(fetches), limitMs);
  return keys.every((key) => queryClient.getQueryState(key)?.status === 'success');
}

/** The slug of a figure page's path (`/figures/<slug>`), decoded as the router decodes it; null when malformed. */
export function figureSlugOf(pathname: string): string | null {
  const match = /^\/figures\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Starts the API calls `page` makes as it mounts, now, before it hydrates (issue 15: home's, the
 * catalogue's and a figure page's LCP is a figure picture, which waited for hydration, then the API
 * client's chunk, then the answer). The answers are held until `pageHydrated`, so hydration still
 * adopts the pre-rendered HTML; the page's own queries (same keys) join these in flight. Content
 * settings come from the stored preferences, as the page's components read them. Never throws:
 * a failed call is the page's query failing, shown (and retried) as it always is.
 * @param location the address being hydrated (pathname, search).
 */
export function startPageData(page: PrerenderedPage, services: AppServices, location: { pathname: string; search: string }, pageHydrated: Promise<unknown>): void {
  const { queryClient, catalogueApi, ratesApi, platform, preferencesStore } = services;
  const settings = contentSettingsOf(preferencesStore.getState().preferences);
  const cache = { storage: platform.storage, now: Date.now };
  const start = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => void queryClient.prefetchQuery(held(options, pageHydrated));
  switch (page) {
    case 'home':
      for (const query of homeShelfQueries(catalogueApi, settings)) start(query);
      start(exchangeRatesQuery(ratesApi, cache));
      start(userLocationQuery(ratesApi, cache));
      return;
    case 'catalogue':
      void queryClient.prefetchInfiniteQuery(held(catalogueGridQuery(catalogueApi, settings, location.search), pageHydrated));
      return;
    case 'figure': {
      const slug = figureSlugOf(location.pathname);
      if (slug) start(figurePageQuery(catalogueApi, settings, slug));
      return;
    }
    case 'settings':
      start(exchangeRatesQuery(ratesApi, cache));
      return;
  }
}
