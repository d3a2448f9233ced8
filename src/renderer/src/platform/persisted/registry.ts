/**
 * Reading and writing the registry's keys (parse on read, validate on write) and hearing other
 * tabs change them. The keys, their schemas, defaults and encodings are in `./schema.ts`.
 */
import type { z } from 'zod/mini';
import { zodIssueMessage } from '@shared/validation';
import type { PersistedKey } from './keys';
import { persistedEntries, type Encoding, type PersistedEntry, type PersistedValue } from './schema';

/** The part of the Web Storage interface the registry uses (localStorage, sessionStorage, the desktop bridge). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Typed access to the registry's keys over one Storage. */
export interface PersistedStorage {
  /**
   * The stored value, parsed and checked against the key's schema. Absent: the key's default.
   * Corrupt (not parsable, or not fitting the schema): logged with console.error naming the key,
   * and the default (or, for user_preferences, the valid fields over the defaults). Never throws.
   */
  read<K extends PersistedKey>(key: K): PersistedValue<K>;
  /** Whether anything is stored under `key` (valid or not). */
  has(key: PersistedKey): boolean;
  /**
   * Stores `value` in the key's encoding (`null` removes the item). Leaves the item alone when it
   * already holds exactly that string, so no other tab hears a change that is none.
   * @throws TypeError naming the key when `value` does not fit the key's schema; errors of the
   *   storage itself (quota) propagate.
   */
  write<K extends PersistedKey>(key: K, value: PersistedValue<K>): void;
  /** Removes the item. */
  remove(key: PersistedKey): void;
}

const codecs: Record<Encoding, { encode(value: unknown): string | null; decode(raw: string): unknown }> = {
  text: { encode: (value) => value as string, decode: (raw) => raw },
  json: { encode: (value) => JSON.stringify(value), decode: (raw) => JSON.parse(raw) as unknown },
  // Anything but '1' is handed to the schema as is, so it is reported as corrupt.
  flag: { encode: (value) => (value === true ? '1' : null), decode: (raw) => (raw === '1' ? true : raw) },
};

const entryOf = (key: PersistedKey): PersistedEntry => persistedEntries[key] as PersistedEntry;

/** A fresh copy of the key's default, so no caller can change the registry's. */
const defaultOf = <K extends PersistedKey>(key: K): PersistedValue<K> => structuredClone(entryOf(key).default) as PersistedValue<K>;

/** The first problem zod found, as "path: message" (never the value: it may be a token). */
function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** The registry over `storage` (the platform's storage, or sessionStorage for oauth_pending). */
export function persisted(storage: StorageLike): PersistedStorage {
  const corrupt = <K extends PersistedKey>(key: K, why: string, error?: unknown): PersistedValue<K> => {
    if (error === undefined) console.error(`Ignoring stored ${key}: ${why}; using the default`);
    else console.error(`Ignoring stored ${key}: ${why}; using the default`, error);
    if (entryOf(key).removeCorrupt) storage.removeItem(key);
    return defaultOf(key);
  };
  return {
    read(key) {
      const raw = storage.getItem(key);
      if (raw === null) return defaultOf(key);
      const entry = entryOf(key);
      let decoded: unknown;
      try {
        decoded = codecs[entry.encoding].decode(raw);
      } catch (error) {
        return corrupt(key, 'not valid JSON', error);
      }
      const parsed = entry.schema.safeParse(decoded, { error: zodIssueMessage });
      if (parsed.success) return parsed.data as PersistedValue<typeof key>;
      const salvaged = entry.salvage?.(decoded, (path) => console.error(`Ignoring stored ${key} ${path}: invalid value; using its default`));
      if (salvaged !== undefined) return salvaged as PersistedValue<typeof key>;
      return corrupt(key, `it does not fit its schema (${firstIssue(parsed.error)})`);
    },
    has: (key) => storage.getItem(key) !== null,
    write(key, value) {
      const entry = entryOf(key);
      if (value !== null) {
        const parsed = entry.schema.safeParse(value, { error: zodIssueMessage });
        if (!parsed.success) throw new TypeError(`Cannot store ${key}: ${firstIssue(parsed.error)}`);
      }
      // The value as given is encoded, not zod's copy of it, so the stored string keeps its field order.
      const encoded = value === null ? null : codecs[entry.encoding].encode(value);
      if (encoded === null) storage.removeItem(key);
      else if (storage.getItem(key) !== encoded) storage.setItem(key, encoded);
    },
    remove: (key) => storage.removeItem(key),
  };
}

/**
 * Calls `listener` when another tab or window changes one of `keys` (the `storage` event; the
 * desktop bridge raises the same events between windows, ARCHITECTURE.md "Preload"), with the key
 * that changed, or null when that storage was cleared. Returns the function that stops listening.
 */
export function onPersistedChange<K extends PersistedKey>(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  keys: K | readonly K[],
  listener: (key: K | null) => void,
): () => void {
  const watched: readonly string[] = typeof keys === 'string' ? [keys] : keys;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) listener(null);
    else if (watched.includes(event.key)) listener(event.key as K);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
