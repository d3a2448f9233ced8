import type { z } from 'zod';
import { LOCAL_CACHE_TTL_MS } from '@shared/constants';

/** A cache entry as read back: the value, when it was saved (epoch ms), and whether it is still fresh. */
export interface CacheRead<T> {
  value: T;
  savedAt: number;
  fresh: boolean;
}

/**
 * Pure over a Web Storage: reads `key`, stored as `{...value, timestamp}` (epoch ms). Fresh means
 * younger than `ttlMs` (24 h, spec point 9). Corrupt JSON, a wrong shape or a timestamp in the
 * future read as absent (null) and are removed, so the caller refetches.
 */
export function readCache<T>(storage: Storage, key: string, schema: z.ZodType<T>, nowMs: number, ttlMs = LOCAL_CACHE_TTL_MS): CacheRead<T> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const timestamp = (parsed as { timestamp?: unknown } | null)?.timestamp;
    const value = schema.safeParse(parsed);
    if (typeof timestamp === 'number' && Number.isFinite(timestamp) && timestamp <= nowMs && value.success) {
      return { value: value.data, savedAt: timestamp, fresh: nowMs - timestamp < ttlMs };
    }
  } catch {
    // fall through: corrupt
  }
  console.error(`Ignoring stored ${key}: corrupt; it will be fetched again`);
  storage.removeItem(key);
  return null;
}

/** Saves `value` under `key` as `{...value, timestamp: nowMs}`. Storage errors (quota) only cost the cache. */
export function writeCache(storage: Storage, key: string, value: object, nowMs: number): void {
  try {
    storage.setItem(key, JSON.stringify({ ...value, timestamp: nowMs }));
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
}
