/**
 * Preference changes the server has not acknowledged yet (docs/product-rules.md §Preferences 9), kept in the registry
 * key `user_preferences_pending` so that a reload, or a spell without the API, loses none of them.
 */
import type { PreferencesGroup, PreferencesPatch } from '@shared/api';
import { persisted, type PendingPreferences, type StorageLike } from '@renderer/platform/persisted';

/** The pending changes over one storage. Each call reads storage afresh, so tabs sharing it merge. */
export interface PendingPreferenceChanges {
  /** The unacknowledged fields as a patch (empty when none). */
  patch(): PreferencesPatch;
  /** The groups with an unacknowledged field. */
  groups(): PreferencesGroup[];
  /** Records the fields of `patch` as changed at `atMs` (epoch ms); per field, a newer record already there wins. */
  record(patch: PreferencesPatch, atMs: number): void;
  /**
   * Forgets the fields of `groups` changed at or before `sentAtMs`: the server answered a request
   * that carried them (accepted, or refused with a 4xx/5xx, after which the server's copy is taken).
   */
  settle(groups: readonly PreferencesGroup[], sentAtMs: number): void;
  /** Forgets everything (sign-out: changes of one account never go to the next). */
  clear(): void;
}

type Fields = Record<string, unknown>;

/** A storage that lives as long as the page (the default when none is given). */
function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/** The pending changes over `storage` (the platform's storage in the app; memory by default). */
export function createPendingPreferenceChanges(storage: StorageLike = memoryStorage()): PendingPreferenceChanges {
  const store = persisted(storage);
  const read = (): PendingPreferences => store.read('user_preferences_pending') ?? { patch: {}, changedAt: {} };
  const write = (value: PendingPreferences) => store.write('user_preferences_pending', Object.keys(value.changedAt).length === 0 ? null : value);

  return {
    patch: () => read().patch,
    groups: () => (Object.keys(read().patch) as PreferencesGroup[]).filter((group) => Object.keys(read().patch[group] ?? {}).length > 0),
    record(patch, atMs) {
      const { patch: current, changedAt } = read();
      const next: Record<string, Fields> = structuredClone(current) as Record<string, Fields>;
      for (const [group, fields] of Object.entries(patch) as [PreferencesGroup, Fields | undefined][]) {
        for (const [field, value] of Object.entries(fields ?? {})) {
          const key = `${group}.${field}`;
          if ((changedAt[key] ?? -Infinity) > atMs) continue;
          (next[group] ??= {})[field] = value;
          changedAt[key] = atMs;
        }
      }
      write({ patch: next as PreferencesPatch, changedAt });
    },
    settle(groups, sentAtMs) {
      const { patch: current, changedAt } = read();
      const next: Record<string, Fields> = structuredClone(current) as Record<string, Fields>;
      for (const group of groups) {
        for (const field of Object.keys(next[group] ?? {})) {
          const key = `${group}.${field}`;
          if ((changedAt[key] ?? -Infinity) > sentAtMs) continue;
          delete next[group]![field];
          delete changedAt[key];
        }
        if (next[group] && Object.keys(next[group]).length === 0) delete next[group];
      }
      write({ patch: next as PreferencesPatch, changedAt });
    },
    clear: () => store.remove('user_preferences_pending'),
  };
}
