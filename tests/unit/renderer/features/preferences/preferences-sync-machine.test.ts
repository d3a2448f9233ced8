/**
 * The preferences sync engine's pure transition function (preferences-sync-machine.ts): each event
 * in each sender state, the effects in order, and answers of an older epoch changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { defaultPreferences, type Preferences } from '@shared/api';
import { applyPatch } from '@renderer/features/preferences/preferences-model';
import {
  adoptServerCopy,
  initialSyncState,
  syncTransition,
  unchangedSince,
  type SyncState,
} from '@renderer/features/preferences/preferences-sync-machine';

const at = (overrides: Partial<SyncState>): SyncState => ({ ...initialSyncState, ...overrides });
const server: Preferences = applyPatch(defaultPreferences, { ui: { theme: 'dark' } });
const v0 = initialSyncState.versions;
const v1 = { ...v0, ui: 1 };

describe('local changes', () => {
  it('an idle sender records the change, says saving and PATCHes the changed groups in group order', () => {
    const patch = { ui: { theme: 'dark' as const }, content: { show_nsfw: true } };
    expect(syncTransition(initialSyncState, { type: 'changed', patch, groups: ['ui', 'content'] })).toEqual({
      state: at({ sender: 'sending', versions: { ...v0, ui: 1, content: 1 } }),
      effects: [
        { type: 'record', patch },
        { type: 'status', status: 'saving' },
        { type: 'send', epoch: 0, groups: ['content', 'ui'] },
      ],
    });
  });

  it('a change that changed no value does nothing', () => {
    expect(syncTransition(initialSyncState, { type: 'changed', patch: {}, groups: [] })).toEqual({ state: initialSyncState, effects: [] });
  });

  it('while a PATCH is on its way the change is queued, not sent', () => {
    const { state, effects } = syncTransition(at({ sender: 'sending', dirty: ['content'] }), { type: 'changed', patch: {}, groups: ['ui'] });
    expect(state).toEqual(at({ sender: 'sending', dirty: ['content', 'ui'], versions: v1 }));
    expect(effects.map((e) => e.type)).toEqual(['record', 'status']);
  });

  it('after a PATCH got no answer (its groups kept in the queue), a change tries again at once with them', () => {
    const { state, effects } = syncTransition(at({ dirty: ['content'] }), { type: 'changed', patch: {}, groups: ['ui'] });
    expect(state).toMatchObject({ sender: 'sending', dirty: [] });
    expect(effects.at(-1)).toEqual({ type: 'send', epoch: 0, groups: ['content', 'ui'] });
  });
});

describe('resume', () => {
  it('sends the persisted changes', () => {
    expect(syncTransition(initialSyncState, { type: 'resumed', pendingGroups: ['notifications'] })).toEqual({
      state: at({ sender: 'sending' }),
      effects: [
        { type: 'status', status: 'saving' },
        { type: 'send', epoch: 0, groups: ['notifications'] },
      ],
    });
  });

  it('with nothing pending, does nothing', () => {
    expect(syncTransition(initialSyncState, { type: 'resumed', pendingGroups: [] })).toEqual({ state: initialSyncState, effects: [] });
  });

  it('while a PATCH is on its way, queues them behind it', () => {
    const { state, effects } = syncTransition(at({ sender: 'sending' }), { type: 'resumed', pendingGroups: ['ui'] });
    expect(state).toEqual(at({ sender: 'sending', dirty: ['ui'] }));
    expect(effects).toEqual([{ type: 'status', status: 'saving' }]);
  });
});

describe('pull', () => {
  it('says loading only when nothing is queued or on its way', () => {
    expect(syncTransition(initialSyncState, { type: 'pullStarted' }).effects).toEqual([{ type: 'status', status: 'loading' }]);
    expect(syncTransition(at({ sender: 'sending' }), { type: 'pullStarted' }).effects).toEqual([]);
    expect(syncTransition(at({ dirty: ['ui'] }), { type: 'pullStarted' }).effects).toEqual([]);
  });

  it('takes the server copy and says synced when nothing is pending', () => {
    expect(syncTransition(initialSyncState, { type: 'pulled', epoch: 0, since: v0, server, signedIn: true, pendingGroups: [] })).toEqual({
      state: initialSyncState,
      effects: [
        { type: 'adopt', server, groups: ['content', 'ui', 'notifications', 'currency'] },
        { type: 'status', status: 'synced', error: null },
      ],
    });
  });

  it('keeps a group changed locally since the GET began', () => {
    const { effects } = syncTransition(at({ versions: v1, sender: 'sending' }), { type: 'pulled', epoch: 0, since: v0, server, signedIn: true, pendingGroups: [] });
    expect(effects).toEqual([{ type: 'adopt', server, groups: ['content', 'notifications', 'currency'] }]);
  });

  it('then sends the pending changes (no synced until they are answered)', () => {
    const { state, effects } = syncTransition(initialSyncState, { type: 'pulled', epoch: 0, since: v0, server, signedIn: true, pendingGroups: ['currency'] });
    expect(state.sender).toBe('sending');
    expect(effects.map((e) => e.type)).toEqual(['adopt', 'status', 'send']);
    expect(effects[1]).toEqual({ type: 'status', status: 'saving' });
  });

  it('an answer for an older epoch, or after sign-out, changes nothing', () => {
    const later = at({ epoch: 1, dirty: ['currency'] });
    expect(syncTransition(later, { type: 'pulled', epoch: 0, since: v0, server, signedIn: true, pendingGroups: ['ui'] })).toEqual({ state: later, effects: [] });
    expect(syncTransition(later, { type: 'pulled', epoch: 1, since: v0, server, signedIn: false, pendingGroups: ['ui'] })).toEqual({ state: later, effects: [] });
    expect(syncTransition(later, { type: 'pullFailed', epoch: 0, noAnswer: true, pendingGroups: ['ui'] })).toEqual({ state: later, effects: [] });
  });

  it('no answer while changes are kept (pending or queued): offline', () => {
    expect(syncTransition(initialSyncState, { type: 'pullFailed', epoch: 0, noAnswer: true, pendingGroups: ['ui'] })).toEqual({
      state: initialSyncState,
      effects: [{ type: 'status', status: 'offline', error: null }],
    });
    expect(syncTransition(at({ dirty: ['ui'] }), { type: 'pullFailed', epoch: 0, noAnswer: true, pendingGroups: [] }).effects).toEqual([
      { type: 'status', status: 'offline', error: null },
    ]);
  });

  it('any other failure, with nothing queued or on its way: failed, keeping the recorded error', () => {
    expect(syncTransition(initialSyncState, { type: 'pullFailed', epoch: 0, noAnswer: true, pendingGroups: [] }).effects).toEqual([{ type: 'status', status: 'failed' }]);
    expect(syncTransition(initialSyncState, { type: 'pullFailed', epoch: 0, noAnswer: false, pendingGroups: ['ui'] }).effects).toEqual([{ type: 'status', status: 'failed' }]);
    expect(syncTransition(at({ sender: 'sending' }), { type: 'pullFailed', epoch: 0, noAnswer: false, pendingGroups: [] }).effects).toEqual([]);
  });
});

describe('PATCH answers', () => {
  const sending = at({ sender: 'sending' });

  it('accepted with nothing queued: settles what it carried and ends the run synced', () => {
    expect(syncTransition(sending, { type: 'sent', epoch: 0, groups: ['ui'], sentAt: 5, signedIn: true })).toEqual({
      state: initialSyncState,
      effects: [
        { type: 'settle', groups: ['ui'], sentAt: 5 },
        { type: 'status', status: 'synced', error: null },
      ],
    });
  });

  it('accepted with changes queued meanwhile: sends them next, one PATCH at a time', () => {
    expect(syncTransition(at({ sender: 'sending', dirty: ['currency', 'content'] }), { type: 'sent', epoch: 0, groups: ['ui'], sentAt: 5, signedIn: true })).toEqual({
      state: sending,
      effects: [
        { type: 'settle', groups: ['ui'], sentAt: 5 },
        { type: 'send', epoch: 0, groups: ['currency', 'content'] },
      ],
    });
  });

  it('accepted after sign-out: settles, sends nothing more and says nothing', () => {
    expect(syncTransition(at({ sender: 'sending', dirty: ['content'] }), { type: 'sent', epoch: 0, groups: ['ui'], sentAt: 5, signedIn: false })).toEqual({
      state: at({ dirty: ['content'] }),
      effects: [{ type: 'settle', groups: ['ui'], sentAt: 5 }],
    });
  });

  it('accepted after an earlier refusal in the same run: the later success clears the failure', () => {
    const { state, effects } = syncTransition(at({ sender: 'sending', lastFailed: true }), { type: 'sent', epoch: 0, groups: ['ui'], sentAt: 5, signedIn: true });
    expect(state.lastFailed).toBe(false);
    expect(effects.at(-1)).toEqual({ type: 'status', status: 'synced', error: null });
  });

  it('refused: settles, records the spec error for the groups and refetches with the current versions', () => {
    const { state, effects } = syncTransition(at({ sender: 'sending', versions: v1, epoch: 2 }), { type: 'sendFailed', epoch: 2, groups: ['ui'], sentAt: 5, noAnswer: false });
    expect(state).toEqual(at({ sender: 'refetching', lastFailed: true, versions: v1, epoch: 2 }));
    expect(effects).toEqual([
      { type: 'settle', groups: ['ui'], sentAt: 5 },
      { type: 'status', status: 'failed', error: 'Failed to update UI preferences' },
      { type: 'refetch', epoch: 2, since: v1 },
    ]);
  });

  it('no answer: the groups go back to the queue, offline, the run ends with no retry; resume sends them', () => {
    const { state, effects } = syncTransition(at({ sender: 'sending', dirty: ['currency'] }), { type: 'sendFailed', epoch: 0, groups: ['ui'], sentAt: 5, noAnswer: true });
    expect(state).toEqual(at({ dirty: ['ui', 'currency'] }));
    expect(effects).toEqual([{ type: 'status', status: 'offline', error: null }]);
    expect(syncTransition(state, { type: 'resumed', pendingGroups: [] }).effects.at(-1)).toEqual({ type: 'send', epoch: 0, groups: ['ui', 'currency'] });
  });

  it.each([
    ['sent', { type: 'sent', epoch: 0, groups: ['ui'], sentAt: 5, signedIn: true }],
    ['sendFailed (refused)', { type: 'sendFailed', epoch: 0, groups: ['ui'], sentAt: 5, noAnswer: false }],
    ['sendFailed (no answer)', { type: 'sendFailed', epoch: 0, groups: ['ui'], sentAt: 5, noAnswer: true }],
    ['refetched', { type: 'refetched', epoch: 0, since: v0, server, signedIn: true }],
  ] as const)('%s for an older epoch ends that run and changes nothing else (no settle, no status)', (_label, event) => {
    const { state, effects } = syncTransition(at({ epoch: 1, sender: 'sending', dirty: ['content'] }), event);
    expect(state).toEqual(at({ epoch: 1, dirty: ['content'] }));
    expect(effects).toEqual([]);
  });
});

describe('refetch after a refused PATCH', () => {
  const refetching = at({ sender: 'refetching', lastFailed: true, versions: v1 });

  it('takes the server copy for the groups not changed since, and ends the run with the error still shown', () => {
    expect(syncTransition(refetching, { type: 'refetched', epoch: 0, since: v0, server, signedIn: true })).toEqual({
      state: at({ lastFailed: true, versions: v1 }),
      effects: [{ type: 'adopt', server, groups: ['content', 'notifications', 'currency'] }],
    });
  });

  it('a failed refetch keeps the local values', () => {
    expect(syncTransition(refetching, { type: 'refetched', epoch: 0, since: v1, server: null, signedIn: true }).effects).toEqual([]);
  });

  it('then sends what was queued meanwhile', () => {
    const { state, effects } = syncTransition(at({ ...refetching, dirty: ['ui'] }), { type: 'refetched', epoch: 0, since: v1, server: null, signedIn: true });
    expect(state.sender).toBe('sending');
    expect(effects).toEqual([{ type: 'send', epoch: 0, groups: ['ui'] }]);
  });
});

describe('reset (sign-out)', () => {
  it('starts a new epoch, drops the queue, forgets the pending changes and goes local (a PATCH on its way is then stale)', () => {
    expect(syncTransition(at({ sender: 'sending', dirty: ['ui'], versions: v1 }), { type: 'reset' })).toEqual({
      state: at({ epoch: 1, sender: 'sending', versions: v1 }),
      effects: [{ type: 'clearPending' }, { type: 'status', status: 'local', error: null }],
    });
  });
});

describe('helpers', () => {
  it('unchangedSince: the groups whose version did not move', () => {
    expect(unchangedSince({ ...v1, currency: 3 }, v0)).toEqual(['content', 'notifications']);
  });

  it('adoptServerCopy: the server copy for the given groups, a pending field winning over it, the other groups kept', () => {
    const local = applyPatch(defaultPreferences, { content: { show_nsfw: true }, ui: { language: 'ja' } });
    const remote = applyPatch(defaultPreferences, { ui: { theme: 'dark', language: 'zh' }, notifications: { email_digest: false } });
    const next = adoptServerCopy(local, remote, { ui: { language: 'ja' } }, ['ui', 'notifications']);
    expect(next.ui).toEqual({ ...remote.ui, language: 'ja' });
    expect(next.notifications).toEqual(remote.notifications);
    expect(next.content).toEqual(local.content);
    expect(local.ui.theme).toBe(defaultPreferences.ui.theme);
  });
});
