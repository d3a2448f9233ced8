import { QueryClient } from '@tanstack/react-query';
import { QUERY_REFETCH_ON_WINDOW_FOCUS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '@shared/constants';
import type { AccountApi } from '@renderer/api/account';
import type { CatalogueApi } from '@renderer/api/catalogue';
import { lazyApi, type HttpClient } from '@renderer/api/http';
import { onceUntilFailure } from '@renderer/platform/once-until-failure';
import { probeApi } from '@renderer/api/reachability';
import { createConnectivityStore, type ConnectivityStore } from '@renderer/features/connectivity';
import type { ModerationApi } from '@renderer/api/moderation';
import type { NotificationsApi } from '@renderer/api/notifications';
import type { PreferencesApi } from '@renderer/api/preferences';
import type { RatesApi } from '@renderer/api/rates';
import type { WishlistApi } from '@renderer/api/wishlist';
import type { Session } from '@renderer/features/auth';
import { accessTokenExpiryMs, createAuthStore, createSession, createTokenChannel, isAccessTokenExpired } from '@renderer/features/auth/setup';
import { createColourModeStore, type ColourModeStore } from '@renderer/features/colour-mode';
import { createPendingPreferenceChanges, createPreferencesStore, createPreferencesSync, serverPreferencesQuery, type PreferencesStore, type PreferencesSync } from '@renderer/features/preferences';
import { createDeviceWishlist, type DeviceWishlist } from '@renderer/features/wishlist';
import type { Platform } from '@renderer/platform';
import type { Services } from '@renderer/platform/services';
import { pinInitialState, type HydrationVariant } from './hydration';

/**
 * Everything the app is wired from, built once at start-up (or per test). Extends `Services`, the
 * open interface every feature adds the members it reads to, so this object is what the single
 * ServicesProvider hands to useServices(), and leaving out a member a feature needs fails `tsc`.
 */
export interface AppServices extends Services {
  platform: Platform;
  authStore: ReturnType<typeof createAuthStore>;
  session: Session;
  account: AccountApi;
  connectivityStore: ConnectivityStore;
  /** Probes the API and, once it answers, re-validates a kept session (issue 3 offline rule). */
  reconnect(): Promise<boolean>;
  queryClient: QueryClient;
  /** Issue 4: preferences (store on `user_preferences` + server sync), colour mode, notifications, rates. */
  preferencesApi: PreferencesApi;
  preferencesStore: PreferencesStore;
  preferencesSync: PreferencesSync;
  colourModeStore: ColourModeStore;
  notificationsApi: NotificationsApi;
  ratesApi: RatesApi;
  /** Issue 12: the catalogue (figures, facets, one figure). */
  catalogueApi: CatalogueApi;
  /** Issue 13 point 1: the account's wishlist and the device's (anonymous) list. */
  wishlistApi: WishlistApi;
  deviceWishlist: DeviceWishlist;
  /** Issue 13: the moderator tools (figure change, announcement, change log). */
  moderationApi: ModerationApi;
  /** Issue 15: the pre-rendered variant the first (hydrating) render must reproduce, or null when client-rendered. */
  hydration: HydrationVariant | null;
}

/** The TanStack Query client with the defaults of spec point 9: stale 5 min, 1 retry, no refetch on focus. */
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
  // hydration (issue 15 item 2).
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
  // The channel hands refreshed tokens to the other tabs/windows directly (issue 11 point 2).
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
    // Changes made while the API is unreachable survive a reload (issue 11 point 3).
    pending: createPendingPreferenceChanges(platform.storage),
  });
  const reconnect = async () => {
    const reachable = await probeApi(http);
    if (reachable && authStore.getState().status === 'signedIn') await session.validateAtStartup();
    return reachable;
  };
  const colourModeStore = createColourModeStore(platform.storage);
  if (hydration) {
    // Issue 15: the hydrating render shows the pre-rendered variant; the stored one applies right after.
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
    deviceWishlist: createDeviceWishlist(platform.storage, typeof window === 'undefined' ? undefined : window),
    moderationApi: lazyApi(() => loadRuntime().then((api) => api.createModerationApi(http))),
  };
}
