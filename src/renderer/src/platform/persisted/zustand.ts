import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { PersistedKey } from './keys';
import type { PersistedValue } from './schema';
import { persisted, type StorageLike } from './registry';

/** The registry keys that hold a zustand `persist` envelope (`{"state":…,"version":…}`). */
export type ZustandKey = {
  [K in PersistedKey]: PersistedValue<K> extends { state: unknown; version: number } ? K : never;
}[PersistedKey];

type StateOf<K extends ZustandKey> = Extract<PersistedValue<K>, { state: unknown }>['state'];

/**
 * The zustand PersistStorage of a store persisted under registry key `key`, in place of
 * `createJSONStorage`: the same stored string (`{"state":…,"version":0}`), but read through the
 * registry (a corrupt value is logged and gives the key's default) and validated on write.
 * Nothing stored reads as null, so zustand keeps the store's current state, as it did before.
 */
export function persistStorageFor<K extends ZustandKey>(storage: StorageLike, key: K): PersistStorage<StateOf<K>> {
  const store = persisted(storage);
  return {
    getItem: () => (store.has(key) ? (store.read(key) as StorageValue<StateOf<K>>) : null),
    // Field order as zustand's own JSON storage wrote it: state, then version.
    setItem: (_name, { state, version }) => store.write(key, { state, version: version ?? 0 } as PersistedValue<K>),
    removeItem: () => store.remove(key),
  };
}
