import { isNoResponseError } from '@renderer/api/http';
import type { Preferences, PreferencesGroup, PreferencesPatch } from '@shared/api';
import type { PreferencesApi } from '@renderer/api/preferences';
import { changedGroups } from './preferences-model';
import { createPendingPreferenceChanges, type PendingPreferenceChanges } from './preferences-pending';
import type { PreferencesStore } from './preferences-store';
import { adoptServerCopy, initialSyncState, syncTransition, type GroupVersions, type SyncEffect, type SyncEvent, type SyncState } from './preferences-sync-machine';

export interface PreferencesSyncDeps {
  store: PreferencesStore;
  api: Pick<PreferencesApi, 'patchAll' | 'patchGroup'>;
  /** Reads the server's copy, parsed and merged over the defaults (GET /api/account/preferences/). */
  fetchServer: () => Promise<Preferences>;
  isSignedIn: () => boolean;
  /**
   * Where unacknowledged changes are kept across reloads (docs/product-rules.md §Preferences 9; the platform's storage
   * in the app). Default: memory only.
   */
  pending?: PendingPreferenceChanges;
  /** Clock in epoch ms (when a change was made); injected by tests. */
  now?: () => number;
}

/** The sync engine's commands (docs/product-rules.md §Preferences 3–4). */
export interface PreferencesSync {
  /** Applies `patch` locally at once; when signed in, queues it for the server. */
  update(patch: PreferencesPatch): void;
  /** Signed in: fetch the server's copy and take it (groups with unsent local changes keep theirs). */
  pull(): Promise<void>;
  /** Signed out: forget queued changes (also the persisted ones) and go back to local-only. */
  reset(): void;
  /** The API answers again (or may): sends the changes kept while it did not (docs/product-rules.md §Preferences 9). */
  resume(): void;
  /** Resolves when nothing is queued or in flight (for tests and sign-out). */
  idle(): Promise<void>;
}

/** PATCHes the local values of `groups`: one group with its own endpoint to it, several (or notifications) to `/preferences/`. */
async function sendGroups(api: PreferencesSyncDeps['api'], preferences: Preferences, groups: readonly PreferencesGroup[]): Promise<void> {
  const [only] = groups;
  if (groups.length === 1 && only && only !== 'notifications') {
    await api.patchGroup(only, preferences[only]);
  } else {
    const patch: PreferencesPatch = {};
    for (const group of groups) (patch as Record<string, unknown>)[group] = preferences[group];
    await api.patchAll(patch);
  }
}

/**
 * The performer of the sync machine's effects (preferences-sync-machine.ts) on the store, the API
 * and `pending`; answers of the API come back to the machine through `dispatch`.
 */
function effectPerformer(
  { store, api, fetchServer, isSignedIn, pending, now }: Required<PreferencesSyncDeps>,
  dispatch: (event: SyncEvent) => void,
): (effect: SyncEffect) => void {
  const refetch = async (epoch: number, since: GroupVersions) => {
    let server: Preferences | null = null;
    try {
      server = await fetchServer();
    } catch {
      // The refetch failed too: the local values stay; the recorded error is what the user sees.
    }
    dispatch({ type: 'refetched', epoch, since, server, signedIn: isSignedIn() });
  };

  return (effect: SyncEffect): void => {
    switch (effect.type) {
      case 'status':
        return store.getState().setSync(effect.status, effect.error);
      case 'record':
        return pending.record(effect.patch, now());
      case 'settle':
        return pending.settle(effect.groups, effect.sentAt);
      case 'clearPending':
        return pending.clear();
      case 'adopt': {
        const local = store.getState().preferences;
        const next = adoptServerCopy(local, effect.server, pending.patch(), effect.groups);
        if (changedGroups(local, next).length > 0) store.getState().replace(next);
        return;
      }
      case 'send': {
        const { epoch, groups } = effect;
        const sentAt = now();
        void sendGroups(api, store.getState().preferences, groups).then(
          () => dispatch({ type: 'sent', epoch, groups, sentAt, signedIn: isSignedIn() }),
          (error: unknown) => dispatch({ type: 'sendFailed', epoch, groups, sentAt, noAnswer: isNoResponseError(error) }),
        );
        return;
      }
      case 'refetch':
        void refetch(effect.epoch, effect.since);
    }
  };
}

/**
 * Keeps the local preferences and the server's in step (docs/product-rules.md §Preferences 3–4, 8–10). The rules (one PATCH
 * at a time, refused and unanswered PATCHes, stale answers) are the transitions of
 * preferences-sync-machine.ts; this closure holds the current state and performs the effects on
 * the store, the API and `pending`.
 *
 * One group with its own endpoint goes to `/preferences/{content|currency|ui}/`; several (or
 * notifications) to `/preferences/`. Changes made without any answer from the API stay queued and
 * persisted in `pending` and are sent on `resume()` or the next `pull()`; at a pull, per field, a
 * pending change wins over the server's copy.
 */
export function createPreferencesSync({
  store,
  api,
  fetchServer,
  isSignedIn,
  pending = createPendingPreferenceChanges(),
  now = Date.now,
}: PreferencesSyncDeps): PreferencesSync {
  let state: SyncState = initialSyncState;
  // Set while the sender is not idle; resolved when it goes back to idle (what `idle()` waits for).
  let running: Promise<void> | null = null;
  let runEnded: () => void = () => undefined;

  const dispatch = (event: SyncEvent): void => {
    const wasIdle = state.sender === 'idle';
    const next = syncTransition(state, event);
    state = next.state;
    if (wasIdle && state.sender !== 'idle') running = new Promise((resolve) => (runEnded = resolve));
    if (!wasIdle && state.sender === 'idle') {
      running = null;
      runEnded();
    }
    for (const effect of next.effects) perform(effect);
  };
  const perform = effectPerformer({ store, api, fetchServer, isSignedIn, pending, now }, dispatch);

  return {
    update(patch) {
      const before = store.getState().preferences;
      store.getState().applyLocal(patch);
      if (!isSignedIn()) return;
      dispatch({ type: 'changed', patch, groups: changedGroups(before, store.getState().preferences) });
    },
    async pull() {
      if (!isSignedIn()) return;
      dispatch({ type: 'pullStarted' });
      const { epoch, versions: since } = state;
      let event: SyncEvent;
      try {
        const server = await fetchServer();
        event = { type: 'pulled', epoch, since, server, signedIn: isSignedIn(), pendingGroups: pending.groups() };
      } catch (error) {
        event = { type: 'pullFailed', epoch, noAnswer: isNoResponseError(error), pendingGroups: pending.groups() };
      }
      dispatch(event);
    },
    reset() {
      dispatch({ type: 'reset' });
    },
    resume() {
      if (!isSignedIn()) return;
      dispatch({ type: 'resumed', pendingGroups: pending.groups() });
    },
    async idle() {
      while (running) await running;
    },
  };
}
