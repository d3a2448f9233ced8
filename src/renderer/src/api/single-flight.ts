/**
 * Wraps an async task so that concurrent callers share one run: while a run is in flight every
 * caller gets the same promise; the next call after it settles starts a new run.
 * Used for the token refresh (spec point 4: "Concurrent 401s wait for the single refresh in
 * progress and reuse its new token").
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
