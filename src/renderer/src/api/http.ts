import type { AxiosError, AxiosInstance } from 'axios';
import { onceUntilFailure } from '@renderer/platform/once-until-failure';

/**
 * The HTTP methods the API groups call: axios's own signatures, so an AxiosInstance is one. The
 * app's is {@link lazyHttpClient}; tests may pass a plain axios instance.
 */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/**
 * Whether `error` is an HTTP-client (axios) error: the test `axios.isAxiosError` makes, without
 * importing axios's runtime, which stays off the first route (docs/product-rules.md §Performance 1).
 */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * Whether `error` is a call the server never answered (offline, DNS, refused connection, or the
 * API chunk failing to load: {@link HttpClientLoadError}): an HTTP-client error without a
 * response. Not the server's "no" (a 4xx/5xx has a response), so callers keep the session and the
 * unsent changes and try again once the API answers.
 */
export function isNoResponseError(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}

/**
 * The code that creates the client could not be loaded (offline, or the server no longer has that
 * build's chunk). Shaped as axios's network error (`isAxiosError`, no `response`, code
 * `ERR_NETWORK`), so every caller treats it as the dead network it is: offline banner, kept edits.
 */
export class HttpClientLoadError extends Error {
  readonly isAxiosError = true;
  readonly code = 'ERR_NETWORK';
  readonly response = undefined;
  constructor(cause: unknown) {
    super(`Network Error: the app's network code could not be loaded (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'HttpClientLoadError';
  }
}

/**
 * An object of async methods made by `load` on its first call (a dynamic import of api/runtime.ts),
 * with that object's own type: each method waits for it, then calls it. For the HttpClient and the
 * endpoint groups (api/account.ts, api/catalogue.ts, …), whose methods all answer a promise, so
 * axios, the interceptors and the response schemas load after the first paint and hydration
 * (first route ≤ 197 kB gzip: docs/product-rules.md §Performance 1). A failed load rejects that call with
 * {@link HttpClientLoadError} and is tried again on the next.
 */
export function lazyApi<T extends object>(load: () => Promise<T>): T {
  const loadOnce = onceUntilFailure(load);
  const ready = () => loadOnce().catch((error: unknown) => Promise.reject(new HttpClientLoadError(error)));
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a thenable, and nothing but method names: the group is only ever called.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) => ready().then((api) => (api[name as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args));
    },
  });
}
