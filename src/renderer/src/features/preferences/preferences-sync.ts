import { isHttpError } from '@renderer/api/http';
import type { Preferences, PreferencesGroup, PreferencesPatch } from '@shared/api';
import { preferencesGroups } from '@shared/api';
import type { PreferencesApi } from '@renderer/api/preferences';
import { applyPatch, changedGroups } from './preferences-model';
import { updateErrorFor } from './preferences-errors';
import { createPendingPreferenceChanges, type PendingPreferenceChanges } from './preferences-pending';
import type { PreferencesStore } from './preferences-store';

export interface PreferencesSyncDeps {
  store: PreferencesStore;
  api: Pick<PreferencesApi, 'patchAll' | 'patchGroup'>;
  /** Reads the server's copy, parsed and merged over the defaults (GET /api/account/preferences/). */
  fetchServer: () => Promise<Preferences>;
  isSignedIn: () => boolean;
  /**
   * Where unacknowledged changes are kept across reloads (issue 11 point 3; the platform's storage
   * in the app). Default: memory only.
   */
  pending?: PendingPreferenceChanges;
  /** Clock in epoch ms (when a change was made); injected by tests. */
  now?: () => number;
}

/** True for a failure where the server never answered (offline, DNS, refused): not the server's "no". */
function isNoResponse(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}

/** The sync engine's commands (spec point 4 "Preferences"). */
export interface PreferencesSync {
  /** Applies `patch` locally at once; when signed in, queues it for the server. */
  update(patch: PreferencesPatch): void;
  /** Signed in: fetch the server's copy and take it (groups with unsent local changes keep theirs). */
  pull(): Promise<void>;
  /** Signed out: forget queued changes (also the persisted ones) and go back to local-only. */
  reset(): void;
  /** The API answers again (or may): sends the changes kept while it did not (issue 11 point 3). */
  resume(): void;
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
 * On failure the server reports (4xx/5xx) the spec's error is recorded, and the server's copy is
 * refetched and taken. Without any answer (offline; issue 11 point 3) nothing is dropped: the
 * changes stay queued and persisted in `pending`, the status is 'offline', and they are sent on
 * `resume()` or the next `pull()`; at a pull, per field, a pending change wins over the server's copy.
 */
export function createPreferencesSync({
  store,
  api,
  fetchServer,
  isSignedIn,
  pending = createPendingPreferenceChanges(),
  now = Date.now,
}: PreferencesSyncDeps): PreferencesSync {
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
    // Per field, a change the server has not acknowledged is newer than its copy and wins.
    const withPending = applyPatch(server, pending.patch());
    for (const group of preferencesGroups) {
      if (versions[group] !== before[group]) continue;
      (next as Record<string, unknown>)[group] = withPending[group];
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

  // Set when a send got no answer; cleared by resume(), pull() and the next change.
  let offline = false;

  const flush = async (myEpoch: number) => {
    let lastFailed = false;
    while (dirty.size > 0 && myEpoch === epoch && isSignedIn()) {
      const groups = preferencesGroups.filter((group) => dirty.has(group));
      dirty.clear();
      const sentAt = now();
      try {
        await send(groups);
        lastFailed = false;
        if (myEpoch === epoch) pending.settle(groups, sentAt);
      } catch (error) {
        if (myEpoch !== epoch) return;
        if (isNoResponse(error)) {
          // Kept (in memory and in `pending`) for resume(); nothing was reloaded, so say so.
          for (const group of groups) dirty.add(group);
          offline = true;
          store.getState().setSync('offline', null);
          return;
        }
        pending.settle(groups, sentAt);
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
    if (running || offline) return;
    const myEpoch = epoch;
    running = flush(myEpoch).finally(() => {
      running = null;
      // Changes queued while the last answer was on its way.
      if (dirty.size > 0 && myEpoch === epoch && isSignedIn()) kick();
    });
  };

  /** Queues the persisted changes (another tab's, or this one's before a reload) and sends them. */
  const sendPending = () => {
    for (const group of pending.groups()) dirty.add(group);
    if (dirty.size === 0) return;
    store.getState().setSync('saving');
    kick();
  };

  return {
    update(patch) {
      const before = store.getState().preferences;
      store.getState().applyLocal(patch);
      if (!isSignedIn()) return;
      const changed = changedGroups(before, store.getState().preferences);
      if (changed.length === 0) return;
      pending.record(patch, now());
      for (const group of changed) {
        dirty.add(group);
        versions[group] += 1;
      }
      // Each change tries again, even after a send got no answer: the API may be back without the
      // connectivity store having seen it go (a human-paced retry; the change is kept either way).
      offline = false;
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
        offline = false;
        sendPending();
        if (dirty.size === 0 && !running) store.getState().setSync('synced', null);
      } catch (error) {
        if (myEpoch !== epoch) return;
        if (isNoResponse(error) && (pending.groups().length > 0 || dirty.size > 0)) {
          offline = true;
          store.getState().setSync('offline', null);
        } else if (dirty.size === 0 && !running) store.getState().setSync('failed');
      }
    },
    reset() {
      epoch += 1;
      dirty.clear();
      offline = false;
      pending.clear();
      store.getState().setSync('local', null);
    },
    resume() {
      if (!isSignedIn()) return;
      offline = false;
      sendPending();
    },
    async idle() {
      while (running) await running;
    },
  };
}
