import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { Preferences } from '@shared/api';
import { persisted, type StorageLike } from '@renderer/platform/persisted';

/** The part of the preferences store kept in Web Storage. */
export interface PersistedPreferences {
  preferences: Preferences;
}

/**
 * A zustand PersistStorage keeping the preferences as the plain four-group JSON object under
 * `user_preferences` (docs/product-rules.md §Preferences 1–2), so the key holds exactly that shape (no zustand
 * envelope). Read through the registry: unparsable JSON reads as the defaults, an invalid field as
 * its default, and each problem is logged with console.error; valid fields are never lost. Nothing
 * stored reads as null, so the store keeps what it holds.
 */
export function createPreferencesPersistStorage(storage: StorageLike): PersistStorage<PersistedPreferences> {
  const store = persisted(storage);
  return {
    getItem: (): StorageValue<PersistedPreferences> | null =>
      store.has('user_preferences') ? { state: { preferences: store.read('user_preferences') }, version: 0 } : null,
    setItem: (_name, { state }) => store.write('user_preferences', state.preferences),
    removeItem: () => store.remove('user_preferences'),
  };
}
