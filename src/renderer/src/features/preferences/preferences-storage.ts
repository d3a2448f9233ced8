import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { Preferences } from '@shared/api';
import { PREFERENCES_STORAGE_KEY } from '@shared/constants';
import { defaultsCopy, mergePreferences } from './preferences-model';

/** The part of the preferences store kept in Web Storage. */
export interface PersistedPreferences {
  preferences: Preferences;
}

/**
 * A zustand PersistStorage keeping the preferences as the plain four-group JSON object under
 * `user_preferences` (spec point 3), so the key holds exactly the spec's shape. Parsed on read:
 * unparsable JSON reads as the defaults, an invalid field as its default, and each problem is
 * logged with console.error; valid fields are never lost.
 */
export function createPreferencesPersistStorage(storage: Storage): PersistStorage<PersistedPreferences> {
  return {
    getItem: (): StorageValue<PersistedPreferences> | null => {
      const raw = storage.getItem(PREFERENCES_STORAGE_KEY);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch (error) {
        console.error(`Ignoring stored ${PREFERENCES_STORAGE_KEY}: not valid JSON; using the defaults`, error);
        return { state: { preferences: defaultsCopy() }, version: 0 };
      }
      const preferences = mergePreferences(parsed, (path) =>
        console.error(`Ignoring stored ${PREFERENCES_STORAGE_KEY} ${path}: invalid value; using its default`),
      );
      return { state: { preferences }, version: 0 };
    },
    setItem: (_name, { state }) => {
      const value = JSON.stringify(state.preferences);
      if (storage.getItem(PREFERENCES_STORAGE_KEY) !== value) storage.setItem(PREFERENCES_STORAGE_KEY, value);
    },
    removeItem: () => storage.removeItem(PREFERENCES_STORAGE_KEY),
  };
}
