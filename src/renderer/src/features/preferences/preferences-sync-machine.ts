/**
 * The preferences sync engine's transitions as one pure function, read top to bottom: the state
 * (`SyncState`), what can happen (`SyncEvent`) and what the engine then does (`SyncEffect`,
 * performed by `createPreferencesSync` in preferences-sync.ts).
 *
 * The rules it keeps (docs/product-rules.md §Preferences 3–4, 8–10; offline changes kept and sent later):
 * - One PATCH at a time. Each sends the latest local values of every group changed since the
 *   previous one (whole groups), so the last PATCH carries what the screen shows and no older one
 *   can land after it.
 * - A PATCH the server refuses (4xx/5xx) records its error (docs/product-rules.md §Preferences 8) and takes the server's copy.
 * - A PATCH without any answer keeps its groups queued (and persisted as pending); the status is
 *   'offline' and nothing retries on its own until the next change, `pull()` or `resume()`.
 * - A server copy read before a local change of a group never overwrites that group (`versions`).
 * - `reset` (sign-out) starts a new epoch: answers that belong to the old one change nothing.
 */
import type { Preferences, PreferencesGroup, PreferencesPatch } from '@shared/api';
import { preferencesGroups } from '@shared/api';
import { applyPatch } from './preferences-model';
import { updateErrorFor, type PreferencesUpdateError } from './preferences-errors';
import type { SyncStatus } from './preferences-store';

export type GroupVersions = Readonly<Record<PreferencesGroup, number>>;

export interface SyncState {
  /** Bumped by `reset`: an answer carrying an older epoch is dropped. */
  epoch: number;
  /**
   * The one sender: `idle`; `sending` a PATCH; or `refetching` the server's copy after a refused
   * PATCH. From `sending` or `refetching` it goes on with the next batch, or back to `idle`.
   */
  sender: 'idle' | 'sending' | 'refetching';
  /** The current run's last PATCH was refused: its error stays shown when the run ends. */
  lastFailed: boolean;
  /** Groups changed locally and not sent yet, in `preferencesGroups` order. */
  dirty: readonly PreferencesGroup[];
  /** Per group, bumped on every local change. */
  versions: GroupVersions;
}

export const initialSyncState: SyncState = {
  epoch: 0,
  sender: 'idle',
  lastFailed: false,
  dirty: [],
  versions: { content: 0, ui: 0, notifications: 0, currency: 0 },
};

export type SyncEvent =
  /** A local change while signed in (`groups`: the groups whose values it changed). */
  | { type: 'changed'; patch: PreferencesPatch; groups: readonly PreferencesGroup[] }
  /** `resume()` while signed in: the API answers again (or may); `pendingGroups` are the persisted ones. */
  | { type: 'resumed'; pendingGroups: readonly PreferencesGroup[] }
  /** `pull()` while signed in, before the GET. */
  | { type: 'pullStarted' }
  /** The pull's GET answered `server`; `since` is the versions when it began. */
  | { type: 'pulled'; epoch: number; since: GroupVersions; server: Preferences; signedIn: boolean; pendingGroups: readonly PreferencesGroup[] }
  /** The pull's GET failed (`noAnswer`: the server never answered). */
  | { type: 'pullFailed'; epoch: number; noAnswer: boolean; pendingGroups: readonly PreferencesGroup[] }
  /** The server accepted the PATCH of `groups` sent at `sentAt` (epoch ms). */
  | { type: 'sent'; epoch: number; groups: readonly PreferencesGroup[]; sentAt: number; signedIn: boolean }
  /** The PATCH of `groups` failed: refused by the server, or `noAnswer`. */
  | { type: 'sendFailed'; epoch: number; groups: readonly PreferencesGroup[]; sentAt: number; noAnswer: boolean }
  /** The GET after a refused PATCH answered (`server` null: it failed too; the local values stay). */
  | { type: 'refetched'; epoch: number; since: GroupVersions; server: Preferences | null; signedIn: boolean }
  /** Sign-out. */
  | { type: 'reset' };

export type SyncEffect =
  /** `store.setSync(status, error)`; `error` absent keeps the recorded one. */
  | { type: 'status'; status: SyncStatus; error?: PreferencesUpdateError | null }
  /** PATCH the current local values of `groups`; answer with `sent` or `sendFailed`. */
  | { type: 'send'; epoch: number; groups: readonly PreferencesGroup[] }
  /** GET the server's copy; answer with `refetched`. */
  | { type: 'refetch'; epoch: number; since: GroupVersions }
  /** Take the server's copy (with the pending changes over it) for `groups`; the other groups keep theirs. */
  | { type: 'adopt'; server: Preferences; groups: readonly PreferencesGroup[] }
  /** Pending changes: `record` a new one, `settle` the fields a PATCH sent at `sentAt` carried, or `clear` all. */
  | { type: 'record'; patch: PreferencesPatch }
  | { type: 'settle'; groups: readonly PreferencesGroup[]; sentAt: number }
  | { type: 'clearPending' };

export interface SyncTransition {
  state: SyncState;
  effects: SyncEffect[];
}

/** `dirty` with `groups` added, in `preferencesGroups` order. */
const withDirty = (dirty: readonly PreferencesGroup[], groups: readonly PreferencesGroup[]) =>
  preferencesGroups.filter((group) => dirty.includes(group) || groups.includes(group));

/** The groups not changed locally since the versions `since` were read: a server copy read then may overwrite them. */
export function unchangedSince(versions: GroupVersions, since: GroupVersions): PreferencesGroup[] {
  return preferencesGroups.filter((group) => versions[group] === since[group]);
}

/**
 * Pure: `local` with `groups` taken from the server's copy, where per field a change the server has
 * not acknowledged (`pendingPatch`) is newer than its copy and wins; the other groups keep theirs.
 */
export function adoptServerCopy(local: Preferences, server: Preferences, pendingPatch: PreferencesPatch, groups: readonly PreferencesGroup[]): Preferences {
  const next = structuredClone(local);
  const withPending = applyPatch(server, pendingPatch);
  for (const group of groups) (next as Record<string, unknown>)[group] = withPending[group];
  return next;
}

/** Starts a run when the sender is idle (otherwise the run on its way sends the queue next). */
function kick(state: SyncState, effects: SyncEffect[]): SyncTransition {
  if (state.sender !== 'idle') return { state, effects };
  return sendNext({ ...state, lastFailed: false }, true, effects);
}

/** Within a run: sends the next batch, or ends the run (synced unless its last PATCH was refused). */
function sendNext(state: SyncState, signedIn: boolean, effects: SyncEffect[]): SyncTransition {
  if (state.dirty.length > 0 && signedIn) {
    const send: SyncEffect = { type: 'send', epoch: state.epoch, groups: state.dirty };
    return { state: { ...state, sender: 'sending', dirty: [] }, effects: [...effects, send] };
  }
  const done = { ...state, sender: 'idle' as const };
  const synced = signedIn && !state.lastFailed;
  return { state: done, effects: synced ? [...effects, { type: 'status', status: 'synced', error: null }] : effects };
}

/** Queues `groups` (persisted or resumed changes) and starts sending them, if any. */
function queue(state: SyncState, groups: readonly PreferencesGroup[], effects: SyncEffect[]): SyncTransition {
  const dirty = withDirty(state.dirty, groups);
  if (dirty.length === 0) return { state, effects };
  return kick({ ...state, dirty }, [...effects, { type: 'status', status: 'saving' }]);
}

/** Pure: the next state and the effects to perform, in order, for `event` in `state`. */
export function syncTransition(state: SyncState, event: SyncEvent): SyncTransition {
  const stale = 'epoch' in event && event.epoch !== state.epoch;
  // Nothing queued and nothing on its way.
  const idle = state.dirty.length === 0 && state.sender === 'idle';
  switch (event.type) {
    case 'changed': {
      if (event.groups.length === 0) return { state, effects: [] };
      const versions = { ...state.versions };
      for (const group of event.groups) versions[group] += 1;
      // Each change tries again, even after a PATCH got no answer: the API may be back without the
      // connectivity store having seen it go (a human-paced retry; the change is kept either way).
      const next = { ...state, dirty: withDirty(state.dirty, event.groups), versions };
      return kick(next, [{ type: 'record', patch: event.patch }, { type: 'status', status: 'saving' }]);
    }
    case 'resumed':
      return queue(state, event.pendingGroups, []);
    case 'pullStarted':
      return { state, effects: idle ? [{ type: 'status', status: 'loading' }] : [] };
    case 'pulled': {
      if (stale || !event.signedIn) return { state, effects: [] };
      const adopt: SyncEffect = { type: 'adopt', server: event.server, groups: unchangedSince(state.versions, event.since) };
      const queued = queue(state, event.pendingGroups, [adopt]);
      const nowIdle = queued.state.dirty.length === 0 && queued.state.sender === 'idle';
      return nowIdle ? { ...queued, effects: [...queued.effects, { type: 'status', status: 'synced', error: null }] } : queued;
    }
    case 'pullFailed':
      if (stale) return { state, effects: [] };
      if (event.noAnswer && (event.pendingGroups.length > 0 || state.dirty.length > 0)) {
        return { state, effects: [{ type: 'status', status: 'offline', error: null }] };
      }
      return { state, effects: idle ? [{ type: 'status', status: 'failed' }] : [] };
    case 'sent':
      // An answer for an older epoch ends that run and changes nothing else.
      if (stale) return { state: { ...state, sender: 'idle' }, effects: [] };
      return sendNext({ ...state, lastFailed: false }, event.signedIn, [{ type: 'settle', groups: event.groups, sentAt: event.sentAt }]);
    case 'sendFailed':
      if (stale) return { state: { ...state, sender: 'idle' }, effects: [] };
      if (event.noAnswer) {
        // Kept (in memory and as pending) for a later try, which is not made on its own: the run
        // ends here; the next change, `resume()` or `pull()` sends the queue. Nothing was reloaded, so say so.
        const kept = { ...state, sender: 'idle' as const, dirty: withDirty(state.dirty, event.groups) };
        return { state: kept, effects: [{ type: 'status', status: 'offline', error: null }] };
      }
      return {
        state: { ...state, sender: 'refetching', lastFailed: true },
        effects: [
          { type: 'settle', groups: event.groups, sentAt: event.sentAt },
          { type: 'status', status: 'failed', error: updateErrorFor(event.groups) },
          { type: 'refetch', epoch: state.epoch, since: state.versions },
        ],
      };
    case 'refetched': {
      if (stale) return { state: { ...state, sender: 'idle' }, effects: [] };
      const effects: SyncEffect[] = event.server ? [{ type: 'adopt', server: event.server, groups: unchangedSince(state.versions, event.since) }] : [];
      return sendNext(state, event.signedIn, effects);
    }
    case 'reset':
      return { state: { ...state, epoch: state.epoch + 1, dirty: [] }, effects: [{ type: 'clearPending' }, { type: 'status', status: 'local', error: null }] };
  }
}
