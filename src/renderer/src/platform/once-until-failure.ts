/**
 * `load`, called once and its promise shared, unless it rejects: then the next call tries again
 * (a chunk that failed to load while offline loads once the network is back).
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
