/**
 * A schema built on its first use, then kept: `lazySchema(() => z.object({...}))` returns a getter.
 * For schemas a module exports to some callers only, whose zod constructors would otherwise run
 * when every page loads (start-up is one long task, and total blocking time counts it).
 * `build` runs at most once when it returns; if it throws, the next call tries again.
 */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined;
  return () => (schema ??= build());
}
