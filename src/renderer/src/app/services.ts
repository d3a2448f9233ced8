import { QueryClient } from '@tanstack/react-query';
import { QUERY_REFETCH_ON_WINDOW_FOCUS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '@shared/constants';
import { lazyApi, type HttpClient } from '@renderer/api/http';
import { onceUntilFailure } from '@renderer/platform/once-until-failure';
import { probeApi } from '@renderer/api/reachability';
import { createConnectivityStore, type ConnectivityServices } from '@renderer/features/connectivity';
import type { AuthServices, Session } from '@renderer/features/auth';
import { createCartChanges, createDeviceCart, type CartServices } from '@renderer/features/cart';
import type { CatalogueServices } from '@renderer/features/catalogue';
import type { CollectionServices } from '@renderer/features/collection';
import type { CheckoutServices } from '@renderer/features/checkout';
import type { CurrencyServices } from '@renderer/features/currency';
import type { FulfilmentServices } from '@renderer/features/fulfilment';
import type { ModerationServices } from '@renderer/features/moderation';
import type { NotificationsServices } from '@renderer/features/notifications';
import type { OrdersServices } from '@renderer/features/orders';
import { accessTokenExpiryMs, createAuthStore, createSession, createTokenChannel, isAccessTokenExpired } from '@renderer/features/auth/setup';
import { createColourModeStore, type ColourModeServices } from '@renderer/features/colour-mode';
import { createPendingPreferenceChanges, createPreferencesStore, createPreferencesSync, serverPreferencesQuery, type PreferencesServices } from '@renderer/features/preferences';
import { createDeviceWishlist, type WishlistServices } from '@renderer/features/wishlist';
import type { Platform } from '@renderer/platform';
import type { Services } from '@renderer/platform/services';
import { pinInitialState, type HydrationVariant } from './hydration';

/** Compile-time check: `T` has every member that some feature declared on Services. */
type CoversServices<T extends Services> = T;

/**
 * Everything the app is wired from, built once at start-up (or per test): each feature's own
 * services (declared once, in its services.ts, and merged into `Services`), the platform, and
 * what only the app reads (the query client, the hydration variant). This object is what the
 * single ServicesProvider hands to useServices(); leaving out a feature's services fails `tsc`
 * (CoversServices).
 */
export type AppServices = CoversServices<
  Pick<Services, 'platform'> &
    AuthServices &
    CartServices &
    CatalogueServices &
    CollectionServices &
    CheckoutServices &
    ColourModeServices &
    ConnectivityServices &
    CurrencyServices &
    FulfilmentServices &
    ModerationServices &
    NotificationsServices &
    OrdersServices &
    PreferencesServices &
    WishlistServices & {
      /** TanStack Query's client, with the defaults of docs/product-rules.md §API 2 (createQueryClient). */
      queryClient: QueryClient;
      /** The pre-rendered variant the first (hydrating) render must reproduce, or null when client-rendered. */
      hydration: HydrationVariant | null;
    }
>;

/** The TanStack Query client with the defaults of docs/product-rules.md §API 2: stale 5 min, 1 retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRY, refetchOnWindowFocus: QUERY_REFETCH_ON_WINDOW_FOCUS },
      mutations: { retry: false },
    },
  });
}

/**
 * Composition root: the auth store on the platform's storage, one axios instance bound to the
 * session (which refreshes through it; created on the first call, see api/http.ts), the account API and the session transitions.
 */
export function createAppServices(platform: Platform, hydration: HydrationVariant | null = null): AppServices {
  const authStore = createAuthStore(platform.storage);
  // The client needs the session's refresh and the session needs the client: bind late.
  const late: { session?: Session } = {};
  const connectivityStore = createConnectivityStore();
  // axios, its interceptors and every endpoint group load in one chunk on the first call, after
  // hydration, so the first route stays within its budget (docs/product-rules.md §Performance 1).
  const loadRuntime = onceUntilFailure(() => import('@renderer/api/runtime'));
  const http = lazyApi<HttpClient>(() =>
    loadRuntime().then(({ createApiClient }) =>
      createApiClient({
        onReachability: (reachable) => connectivityStore.getState().setReachable(reachable),
        baseURL: platform.config.apiUrl,
        headers: platform.requestHeaders,
        session: {
          getAccessToken: () => authStore.getState().accessToken,
          refreshAccessToken: () => late.session?.refreshAccessToken() ?? Promise.resolve(null),
          // Only a token whose exp can be read: a malformed one is sent as it is and the server decides.
          isKnownExpired: (token) => accessTokenExpiryMs(token) !== null && isAccessTokenExpired(token),
        },
      }),
    ),
  );
  const account = lazyApi(() => loadRuntime().then((api) => api.createAccountApi(http)));
  // The channel hands refreshed tokens to the other tabs/windows directly (docs/product-rules.md §Sessions 9).
  const session = createSession({ store: authStore, account, cookies: platform.cookies, channel: createTokenChannel() });
  late.session = session;
  const queryClient = createQueryClient();
  const preferencesApi = lazyApi(() => loadRuntime().then((api) => api.createPreferencesApi(http)));
  const preferencesStore = createPreferencesStore(platform.storage);
  const preferencesSync = createPreferencesSync({
    store: preferencesStore,
    api: preferencesApi,
    fetchServer: () => queryClient.fetchQuery(serverPreferencesQuery(preferencesApi)),
    isSignedIn: () => authStore.getState().status === 'signedIn',
    // Changes made while the API is unreachable survive a reload (docs/product-rules.md §Preferences 9).
    pending: createPendingPreferenceChanges(platform.storage),
  });
  const reconnect = async () => {
    const reachable = await probeApi(http);
    if (reachable && authStore.getState().status === 'signedIn') await session.validateAtStartup();
    return reachable;
  };
  const colourModeStore = createColourModeStore(platform.storage);
  if (hydration) {
    // The hydrating render shows the pre-rendered variant (docs/product-rules.md §Web 5); the stored one applies right after.
    pinInitialState(colourModeStore, (state) => ({ ...state, mode: hydration.mode }));
    pinInitialState(preferencesStore, (state) => ({ ...state, preferences: { ...state.preferences, ui: { ...state.preferences.ui, theme: hydration.mode, language: hydration.language } } }));
  }
  return {
    hydration,
    platform,
    authStore,
    session,
    account,
    connectivityStore,
    reconnect,
    queryClient,
    preferencesApi,
    preferencesStore,
    preferencesSync,
    colourModeStore,
    notificationsApi: lazyApi(() => loadRuntime().then((api) => api.createNotificationsApi(http))),
    ratesApi: lazyApi(() => loadRuntime().then((api) => api.createRatesApi(http))),
    catalogueApi: lazyApi(() => loadRuntime().then((api) => api.createCatalogueApi(http))),
    wishlistApi: lazyApi(() => loadRuntime().then((api) => api.createWishlistApi(http))),
    collectionApi: lazyApi(() => loadRuntime().then((api) => api.createCollectionApi(http))),
    deviceWishlist: createDeviceWishlist(platform.storage, typeof window === 'undefined' ? undefined : window),
    cartApi: lazyApi(() => loadRuntime().then((api) => api.createCartApi(http))),
    checkoutApi: lazyApi(() => loadRuntime().then((api) => api.createCheckoutApi(http))),
    deviceCart: createDeviceCart(platform.storage, typeof window === 'undefined' ? undefined : window),
    cartChanges: createCartChanges(platform.storage, typeof window === 'undefined' ? undefined : window),
    moderationApi: lazyApi(() => loadRuntime().then((api) => api.createModerationApi(http))),
    fulfilmentApi: lazyApi(() => loadRuntime().then((api) => api.createFulfilmentApi(http))),
    ordersApi: lazyApi(() => loadRuntime().then((api) => api.createOrdersApi(http))),
  };
}
