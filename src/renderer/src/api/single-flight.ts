/**
 * Wraps an async task so that concurrent callers share one run: while a run is in flight every
 * caller gets the same promise; the next call after it settles starts a new run.
 * Used for the token refresh (docs/product-rules.md §API 3: concurrent 401s wait for the one
 * refresh in progress and use its token).
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
