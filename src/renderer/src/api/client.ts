import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry, { isNetworkError } from 'axios-retry';
import { NETWORK_RETRY_COUNT, networkRetryDelayMs } from '@shared/constants';
import { singleFlight } from './single-flight';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not try a token refresh on a 401 (sign-in, registration and the refresh call itself). */
    skipAuthRefresh?: boolean;
    /** Set once a request has been retried after a refresh, so it is retried at most once. */
    authRetried?: boolean;
  }
}

/**
 * How the client reaches the session without importing the auth feature (imports only point down).
 * - getAccessToken: the current access token or null.
 * - refreshAccessToken: a fresh access token; it rejects (e.g. 'No refresh token available') or
 *   resolves null when none could be had. The client calls it through a single flight.
 */
export interface SessionBinding {
  getAccessToken(): string | null;
  refreshAccessToken(): Promise<string | null>;
  /**
   * Whether a token is known to count as expired (docs/product-rules.md §Sessions 4: 2 s before its exp). Such a token
   * is refreshed before a request is sent rather than after its 401. Optional: without it, every
   * token is sent as it is.
   */
  isKnownExpired?(token: string): boolean;
}

export interface ApiClientOptions {
  baseURL: string;
  session: SessionBinding;
  /** Told after every call whether the server answered at all (false: no response even after the retry). */
  onReachability?: (reachable: boolean) => void;
  /** Sent with every request (a request-time render's forwarded headers: Platform.requestHeaders). */
  headers?: Readonly<Record<string, string>>;
}

/** The error a request fails with when the refresh after its 401 produced no token (docs/product-rules.md §API 4). */
export class NoTokenAfterRefreshError extends Error {
  override name = 'NoTokenAfterRefreshError';
  constructor() {
    super('Session expired: the token refresh returned no access token');
  }
}

/**
 * The one axios instance of the app (docs/product-rules.md §API 1–5):
 * - sends `Accept: application/json`, and `Authorization: Bearer <access token>` when a token exists
 *   (refreshed first when it is known to count as expired);
 * - retries a request that failed with no response once, after 1000 ms × the retry count;
 * - on a 401 refreshes the access token (one refresh for all concurrent 401s, none for a request
 *   that carried an older token than the current one) and retries the request once with the new
 *   token; if the refresh gives no token, the request fails.
 */
export function createApiClient({ baseURL, session, onReachability, headers }: ApiClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL, headers: { ...headers, Accept: 'application/json' } });
  const refreshOnce = singleFlight(() => session.refreshAccessToken());

  instance.interceptors.request.use(async (config) => {
    let token = session.getAccessToken();
    // Sending a token that counts as expired only earns a 401 and a second round trip: join the
    // one refresh first (start-up: a refresh, then everything else in parallel: docs/product-rules.md §Performance 9).
    if (token && !config.skipAuthRefresh && session.isKnownExpired?.(token)) {
      token = await refreshOnce();
      if (!token) throw new NoTokenAfterRefreshError();
    }
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  axiosRetry(instance, {
    retries: NETWORK_RETRY_COUNT,
    retryDelay: networkRetryDelayMs,
    retryCondition: isNetworkError,
  });

  // Registered after axios-retry, so it sees each call's final outcome.
  instance.interceptors.response.use(
    (response) => {
      onReachability?.(true);
      return response;
    },
    (error: AxiosError) => {
      if (axios.isAxiosError(error)) onReachability?.(error.response !== undefined);
      throw error;
    },
  );

  instance.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as InternalAxiosRequestConfig | undefined;
    if (error.response?.status !== 401 || !config || config.skipAuthRefresh || config.authRetried) throw error;
    // A 401 for a request that carried an older token than the current one: another call has
    // already refreshed (the browser queues requests, so 401s arrive in waves after the first
    // refresh ended). Retry with the current token instead of refreshing again (docs/product-rules.md §API 3, §Performance 10).
    const current = session.getAccessToken();
    const sent = AxiosHeaders.from(config.headers).get('Authorization');
    const token = current && sent !== `Bearer ${current}` ? current : await refreshOnce();
    if (!token) throw new NoTokenAfterRefreshError();
    config.authRetried = true;
    return instance.request(config);
  });

  return instance;
}
