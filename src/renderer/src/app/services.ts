import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_TIME_MS } from '@shared/constants';
import { createAccountApi, type AccountApi } from '@renderer/api/account';
import { createApiClient } from '@renderer/api/client';
import { probeApi } from '@renderer/api/reachability';
import { createConnectivityStore, type ConnectivityStore } from '@renderer/features/connectivity';
import { createNotificationsApi, type NotificationsApi } from '@renderer/api/notifications';
import { createPreferencesApi, type PreferencesApi } from '@renderer/api/preferences';
import { createRatesApi, type RatesApi } from '@renderer/api/rates';
import { accessTokenExpiryMs, isAccessTokenExpired } from '@renderer/features/auth/access-token';
import { createAuthStore } from '@renderer/features/auth/auth-store';
import { createSession, type Session } from '@renderer/features/auth/session';
import { createColourModeStore, type ColourModeStore } from '@renderer/features/colour-mode';
import { createPreferencesStore, createPreferencesSync, serverPreferencesQuery, type PreferencesStore, type PreferencesSync } from '@renderer/features/preferences';
import type { Platform } from '@renderer/platform';

/** Everything the app is wired from, built once at start-up (or per test). */
export interface AppServices {
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
}

/** The TanStack Query client with the defaults of spec point 9: stale 5 min, 1 retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Composition root: the auth store on the platform's storage, one axios instance bound to the
 * session (which refreshes through it), the account API and the session transitions.
 */
export function createAppServices(platform: Platform): AppServices {
  const authStore = createAuthStore(platform.storage);
  // The client needs the session's refresh and the session needs the client: bind late.
  const late: { session?: Session } = {};
  const connectivityStore = createConnectivityStore();
  const http = createApiClient({
    onReachability: (reachable) => connectivityStore.getState().setReachable(reachable),
    baseURL: platform.config.apiUrl,
    session: {
      getAccessToken: () => authStore.getState().accessToken,
      refreshAccessToken: () => late.session?.refreshAccessToken() ?? Promise.resolve(null),
      // Only a token whose exp can be read: a malformed one is sent as it is and the server decides.
      isKnownExpired: (token) => accessTokenExpiryMs(token) !== null && isAccessTokenExpired(token),
    },
  });
  const account = createAccountApi(http);
  const session = createSession({ store: authStore, account, cookies: platform.cookies });
  late.session = session;
  const queryClient = createQueryClient();
  const preferencesApi = createPreferencesApi(http);
  const preferencesStore = createPreferencesStore(platform.storage);
  const preferencesSync = createPreferencesSync({
    store: preferencesStore,
    api: preferencesApi,
    fetchServer: () => queryClient.fetchQuery(serverPreferencesQuery(preferencesApi)),
    isSignedIn: () => authStore.getState().status === 'signedIn',
  });
  const reconnect = async () => {
    const reachable = await probeApi(http);
    if (reachable && authStore.getState().status === 'signedIn') await session.validateAtStartup();
    return reachable;
  };
  return {
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
    colourModeStore: createColourModeStore(platform.storage),
    notificationsApi: createNotificationsApi(http),
    ratesApi: createRatesApi(http),
  };
}
