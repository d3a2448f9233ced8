import { LOCAL_CACHE_TTL_MS } from '@shared/constants';
import { persisted, type PersistedValue, type StorageLike } from '@renderer/platform/persisted';

/** The registry's 24 h caches (docs/product-rules.md §Currency 2). */
export type CacheKey = 'anime_user_location' | 'anime_exchange_rates';

/** What a cache holds: the cached answer without its `timestamp`. */
export type CachedValue<K extends CacheKey> = Omit<NonNullable<PersistedValue<K>>, 'timestamp'>;

/** A cache entry as read back: the value, when it was saved (epoch ms), and whether it is still fresh. */
export interface CacheRead<T> {
  value: T;
  savedAt: number;
  fresh: boolean;
}

/**
 * Reads cache `key` from a Web Storage, stored as `{...value, timestamp}` (epoch ms). Fresh means
 * younger than `ttlMs` (24 h, docs/product-rules.md §Currency 2). Corrupt JSON or a wrong shape (logged and removed by
 * the registry) and a timestamp in the future (logged and removed here) read as absent (null), so
 * the caller refetches.
 */
export function readCache<K extends CacheKey>(storage: StorageLike, key: K, nowMs: number, ttlMs = LOCAL_CACHE_TTL_MS): CacheRead<CachedValue<K>> | null {
  const entry = persisted(storage).read(key);
  if (entry === null) return null;
  const { timestamp, ...value } = entry;
  if (timestamp > nowMs) {
    console.error(`Ignoring stored ${key}: saved in the future; it will be fetched again`);
    storage.removeItem(key);
    return null;
  }
  return { value: value as CachedValue<K>, savedAt: timestamp, fresh: nowMs - timestamp < ttlMs };
}

/**
 * Saves `value` under cache `key` as `{...value, timestamp: nowMs}`. Storage errors (quota) and a
 * value the registry refuses only cost the cache: they are logged, never thrown.
 */
export function writeCache<K extends CacheKey>(storage: StorageLike, key: K, value: CachedValue<K>, nowMs: number): void {
  try {
    persisted(storage).write(key, { ...value, timestamp: nowMs } as PersistedValue<K>);
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
}
