import type { Preferences, PreferencesGroup, PreferencesPatch } from '@shared/api';
import { preferencesGroups } from '@shared/api';
import type { PreferencesApi } from '@renderer/api/preferences';
import { changedGroups } from './preferences-model';
import { updateErrorFor } from './preferences-errors';
import type { PreferencesStore } from './preferences-store';

export interface PreferencesSyncDeps {
  store: PreferencesStore;
  api: Pick<PreferencesApi, 'patchAll' | 'patchGroup'>;
  /** Reads the server's copy, parsed and merged over the defaults (GET /api/account/preferences/). */
  fetchServer: () => Promise<Preferences>;
  isSignedIn: () => boolean;
}

/** The sync engine's commands (spec point 4 "Preferences"). */
export interface PreferencesSync {
  /** Applies `patch` locally at once; when signed in, queues it for the server. */
  update(patch: PreferencesPatch): void;
  /** Signed in: fetch the server's copy and take it (groups with unsent local changes keep theirs). */
  pull(): Promise<void>;
  /** Signed out: forget queued changes and go back to local-only. */
  reset(): void;
  /** Resolves when nothing is queued or in flight (for tests and sign-out). */
  idle(): Promise<void>;
}

/**
 * Keeps the local preferences and the server's in step (spec points 1, 4, 8).
 *
 * Ordering: one PATCH at a time; each sends the latest local values of the groups changed since the
 * previous one (whole groups, not single fields), so however fast changes come, the last PATCH
 * carries what the screen shows and no older request can land after it. One group with its own
 * endpoint goes to `/preferences/{content|currency|ui}/`; several (or notifications) to `/preferences/`.
 * On failure the spec's error is recorded, and the server's copy is refetched and taken.
 */
export function createPreferencesSync({ store, api, fetchServer, isSignedIn }: PreferencesSyncDeps): PreferencesSync {
  const dirty = new Set<PreferencesGroup>();
  // Bumped on every local change of a group: a server copy read before a change never overwrites it.
  const versions: Record<PreferencesGroup, number> = { content: 0, ui: 0, notifications: 0, currency: 0 };
  let running: Promise<void> | null = null;
  // Bumped by reset(): answers that arrive for an older session are dropped.
  let epoch = 0;

  /** Reads the server's copy and takes it for every group not changed locally since the read began. */
  const fetchAndAdopt = async (isCurrent: () => boolean) => {
    const before = { ...versions };
    const server = await fetchServer();
    if (!isCurrent()) return;
    const local = store.getState().preferences;
    const next = structuredClone(local);
    for (const group of preferencesGroups) {
      if (dirty.has(group) || versions[group] !== before[group]) continue;
      (next as Record<string, unknown>)[group] = server[group];
    }
    if (changedGroups(local, next).length > 0) store.getState().replace(next);
  };

  const send = async (groups: PreferencesGroup[]) => {
    const { preferences } = store.getState();
    const [only] = groups;
    if (groups.length === 1 && only && only !== 'notifications') {
      await api.patchGroup(only, preferences[only]);
    } else {
      const patch: PreferencesPatch = {};
      for (const group of groups) (patch as Record<string, unknown>)[group] = preferences[group];
      await api.patchAll(patch);
    }
  };

  const flush = async (myEpoch: number) => {
    let lastFailed = false;
    while (dirty.size > 0 && myEpoch === epoch && isSignedIn()) {
      const groups = preferencesGroups.filter((group) => dirty.has(group));
      dirty.clear();
      try {
        await send(groups);
        lastFailed = false;
      } catch {
        if (myEpoch !== epoch) return;
        lastFailed = true;
        store.getState().setSync('failed', updateErrorFor(groups));
        try {
          await fetchAndAdopt(() => myEpoch === epoch);
        } catch {
          // The refetch failed too: the local values stay; the error above is what the user sees.
        }
      }
    }
    if (myEpoch !== epoch || !isSignedIn()) return;
    // The last answer decides: an earlier failure is cleared by a later success.
    if (!lastFailed) store.getState().setSync('synced', null);
  };

  const kick = () => {
    if (running) return;
    const myEpoch = epoch;
    running = flush(myEpoch).finally(() => {
      running = null;
      // Changes queued while the last answer was on its way.
      if (dirty.size > 0 && myEpoch === epoch && isSignedIn()) kick();
    });
  };

  return {
    update(patch) {
      const before = store.getState().preferences;
      store.getState().applyLocal(patch);
      if (!isSignedIn()) return;
      const changed = changedGroups(before, store.getState().preferences);
      if (changed.length === 0) return;
      for (const group of changed) {
        dirty.add(group);
        versions[group] += 1;
      }
      store.getState().setSync('saving');
      kick();
    },
    async pull() {
      if (!isSignedIn()) return;
      const myEpoch = epoch;
      if (dirty.size === 0 && !running) store.getState().setSync('loading');
      try {
        await fetchAndAdopt(() => myEpoch === epoch && isSignedIn());
        if (myEpoch !== epoch || !isSignedIn()) return;
        if (dirty.size === 0 && !running) store.getState().setSync('synced', null);
      } catch {
        if (myEpoch === epoch && dirty.size === 0 && !running) store.getState().setSync('failed');
      }
    },
    reset() {
      epoch += 1;
      dirty.clear();
      store.getState().setSync('local', null);
    },
    async idle() {
      while (running) await running;
    },
  };
}
