/**
 * The renderer's half of each page of src/shared/prerender/pages.ts (which holds its path, module
 * key and render mode): its component or lazy loader, the queries its first render reads from the
 * API, and the loaders of the lazy parts it shows with data. Typed by that table's names, so a page
 * left out here, a loader for a page bundled in the entry, or queries for a page rendered only in
 * the browser fail `tsc`. Read by the router (app/router.tsx builds the routes and the lazy pages
 * from it) and app/page-data.ts (the queries, started before hydrating and fetched for a
 * request-time render). The loaders keep every lazy page its own chunk: none is imported here.
 */
import type { ComponentType } from 'react';
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageName, PrerenderedPage, PAGES } from '@shared/prerender/pages';
import { matchPage } from '@shared/prerender/pages';
import { catalogueGridQuery, figurePageQuery, homeShelfQueries, preloadHomeShelves, type QueryContentSettings } from '@renderer/features/catalogue';
import { exchangeRatesQuery, preloadCurrencyOffer, userLocationQuery } from '@renderer/features/currency';
import { loadOAuthCallbackPage, loadPasswordResetPage, loadVerifyEmailPage } from '@renderer/features/auth/pages';
import { loadCataloguePage, loadFigurePage } from '@renderer/features/catalogue/pages';
import { loadCheckoutAddressPage, loadCheckoutDeliveryPage } from '@renderer/features/checkout/pages';
import { loadModerationPage } from '@renderer/features/moderation/pages';
import { loadFulfilmentPage } from '@renderer/features/fulfilment/pages';
import { loadNotificationsPage } from '@renderer/features/notifications/pages';
import { loadOrdersPage } from '@renderer/features/orders/pages';
import { loadConfirmEmailPage, loadProfilePage } from '@renderer/features/profile/pages';
import { HomePage } from './pages/HomePage';
import { loadCartPage, loadCheckoutReviewPage, loadCollectionPage, loadOrderPage, loadSettingsPage, loadSharedCollectionPage, loadWishlistPage } from './pages/lazy-pages';
import { NotFoundPage } from './pages/NotFoundPage';
import type { AppServices } from './services';

/**
 * What app/page-data.ts does to a query's options before starting it (holds its answer until
 * hydration on the client; no retry after a 4xx on the server); keeps their type.
 */
export type QueryAdapter = <O extends { queryKey: QueryKey }>(options: O) => O;

/** One query a page's first render reads, to start ahead of it. */
export interface PageQuery {
  queryKey: QueryKey;
  /** Starts it in `queryClient` with `adapt`ed options; resolves once it has settled, never rejects. */
  prefetch(queryClient: QueryClient, adapt: QueryAdapter): Promise<void>;
}

/** A query (TanStack's `queryOptions`) as a PageQuery. */
export function pageQuery<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): PageQuery {
  return { queryKey: options.queryKey, prefetch: (queryClient, adapt) => queryClient.prefetchQuery(adapt(options)) };
}

/** An infinite query (TanStack's `infiniteQueryOptions`) as a PageQuery: its first page. */
export function infinitePageQuery<T, K extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, Error, T, K, P>): PageQuery {
  return { queryKey: options.queryKey, prefetch: (queryClient, adapt) => queryClient.prefetchInfiniteQuery(adapt(options)) };
}

/** What a page's queries are built from: the address and the visitor's content settings, as its components read them. */
export interface PageContext {
  catalogueApi: AppServices['catalogueApi'];
  ratesApi: AppServices['ratesApi'];
  settings: QueryContentSettings;
  /** The currency feature's Web Storage cache. */
  cache: Parameters<typeof exchangeRatesQuery>[1];
  /** The page's address (pathname as sent, search with its `?` or `''`). */
  location: { pathname: string; search: string };
}

/** A lazy page's loader, in the shape React.lazy takes. */
type PageLoader = () => Promise<{ default: ComponentType }>;

/** A page bundled in the entry gives its component, a lazy one (a module key in pages.ts) its loader. */
type PageSource<K extends PageName> = (typeof PAGES)[K]['module'] extends string ? { load: PageLoader } : { component: ComponentType };

/**
 * A pre-rendered page: the queries its first render reads from the API, built exactly as its
 * components build them (same keys), so they join these in flight; null when the address cannot be
 * this page (a malformed figure slug): nothing is asked. Started before hydrating; a request-time
 * render fetches them (and the exchange rates: every page rendered with data shows prices) first.
 */
type PageData<K extends PageName> = K extends PrerenderedPage ? { queries(context: PageContext): PageQuery[] | null } : unknown;

/** A page with `dataParts` in pages.ts: their loaders, one per module key, in the same order. */
type DataParts<K extends PageName> = (typeof PAGES)[K] extends { dataParts: infer Keys extends readonly string[] } ? { dataParts: { readonly [I in keyof Keys]: () => Promise<unknown> } } : unknown;

/** The renderer's half of one page (see the module comment). */
export type PageParts<K extends PageName> = PageSource<K> & PageData<K> & DataParts<K>;

/** The slug of a figure page's path (`/figures/<slug>`), decoded as the router decodes it; null when malformed. */
export function figureSlugOf(pathname: string): string | null {
  const slug = matchPage('figure', pathname)?.slug;
  if (!slug) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

export const PAGE_TABLE: { readonly [K in PageName]: PageParts<K> } = {
  home: {
    component: HomePage,
    queries: ({ catalogueApi, ratesApi, settings, cache }) => [
      ...homeShelfQueries(catalogueApi, settings).map(pageQuery),
      pageQuery(exchangeRatesQuery(ratesApi, cache)),
      pageQuery(userLocationQuery(ratesApi, cache)),
    ],
    dataParts: [preloadHomeShelves, preloadCurrencyOffer],
  },
  catalogue: {
    load: loadCataloguePage,
    queries: ({ catalogueApi, settings, location }) => [infinitePageQuery(catalogueGridQuery(catalogueApi, settings, location.search))],
  },
  figure: {
    load: loadFigurePage,
    queries: ({ catalogueApi, settings, location }) => {
      const slug = figureSlugOf(location.pathname);
      return slug === null ? null : [pageQuery(figurePageQuery(catalogueApi, settings, slug))];
    },
  },
  settings: {
    load: loadSettingsPage,
    queries: ({ ratesApi, cache }) => [pageQuery(exchangeRatesQuery(ratesApi, cache))],
  },
  passwordReset: { load: loadPasswordResetPage },
  verifyEmail: { load: loadVerifyEmailPage },
  oauthCallback: { load: loadOAuthCallbackPage },
  profile: { load: loadProfilePage },
  confirmEmail: { load: loadConfirmEmailPage },
  notifications: { load: loadNotificationsPage },
  wishlist: { load: loadWishlistPage },
  collection: { load: loadCollectionPage },
  sharedCollection: { load: loadSharedCollectionPage },
  cart: {
    load: loadCartPage,
    // Its lines come after hydration (the device's cart is in Web Storage, the account's behind the
    // session); the summary's "≈" total reads the rates.
    queries: ({ ratesApi, cache }) => [pageQuery(exchangeRatesQuery(ratesApi, cache))],
  },
  checkoutAddress: { load: loadCheckoutAddressPage },
  checkoutDelivery: { load: loadCheckoutDeliveryPage },
  checkoutReview: { load: loadCheckoutReviewPage },
  orders: { load: loadOrdersPage },
  order: { load: loadOrderPage },
  moderation: { load: loadModerationPage },
  fulfilment: { load: loadFulfilmentPage },
  notFound: { component: NotFoundPage },
};
