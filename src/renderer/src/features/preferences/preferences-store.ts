import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { Preferences, PreferencesPatch } from '@shared/api';
import { applyPatch, defaultsCopy } from './preferences-model';
import type { PreferencesUpdateError } from './preferences-errors';
import { createPreferencesPersistStorage } from './preferences-storage';

/**
 * Where the local preferences stand against the server:
 * - local: anonymous, kept in Web Storage only (docs/product-rules.md §Preferences 3);
 * - loading: signed in, fetching the server's copy;
 * - saving: a PATCH is on its way or queued;
 * - synced: the server holds what the screen shows;
 * - failed: the last PATCH failed (see `error`), the server's copy was refetched;
 * - offline: the API did not answer; the changes are kept on this device and sent when it does
 *   (§Preferences 9).
 */
export type SyncStatus = 'local' | 'loading' | 'saving' | 'synced' | 'failed' | 'offline';

export interface PreferencesState {
  preferences: Preferences;
  status: SyncStatus;
  /** The recorded update error of docs/product-rules.md §Preferences 8, or null. */
  error: PreferencesUpdateError | null;
  /** Applies a partial update locally (the first half of the update of docs/product-rules.md §Preferences 4). */
  applyLocal(patch: PreferencesPatch): void;
  /** Replaces all preferences (e.g. with the server's merged copy). */
  replace(preferences: Preferences): void;
  setSync(status: SyncStatus, error?: PreferencesUpdateError | null): void;
}

export type PreferencesStore = StoreApi<PreferencesState> & { persist: { rehydrate(): Promise<void> | void } };

/**
 * The preferences store (zustand, vanilla): the defaults of docs/product-rules.md §Preferences 1, persisted to `storage` under
 * `user_preferences` and read synchronously at creation. Only `preferences` is persisted; the sync
 * status lives in memory.
 */
export function createPreferencesStore(storage: Storage): PreferencesStore {
  return createStore<PreferencesState>()(
    persist(
      (set) => ({
        preferences: defaultsCopy(),
        status: 'local',
        error: null,
        applyLocal: (patch) => set((state) => ({ preferences: applyPatch(state.preferences, patch) })),
        replace: (preferences) => set({ preferences }),
        setSync: (status, error) => set((state) => ({ status, error: error === undefined ? state.error : error })),
      }),
      {
        name: 'user_preferences',
        storage: createPreferencesPersistStorage(storage),
        partialize: ({ preferences }) => ({ preferences }),
        // Replace, never deep-merge: the storage already merged per group over the defaults.
        merge: (persisted, current) => ({ ...current, preferences: (persisted as { preferences?: Preferences } | undefined)?.preferences ?? current.preferences }),
      },
    ),
  ) as PreferencesStore;
}
