/**
 * Preference changes made while the API is unreachable (docs/product-rules.md §Preferences 9): kept (persisted, so a
 * reload keeps them), reported as "saved on this device", sent when the API answers again, and per
 * field newer than the server's copy. A failure the server reports (4xx/5xx) keeps
 * §Preferences 8: its error and a refetch.
 */
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type { Preferences, PreferencesPatch } from '@shared/api';
import { applyPatch, defaultsCopy, mergePreferences } from '@renderer/features/preferences/preferences-model';
import { createPendingPreferenceChanges } from '@renderer/features/preferences/preferences-pending';
import { createPreferencesStore } from '@renderer/features/preferences/preferences-store';
import { createPreferencesSync } from '@renderer/features/preferences/preferences-sync';
import { MemoryStorage } from '../../../../support/memory-storage';

const config = { headers: {} } as InternalAxiosRequestConfig;
const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK', config, {});
const serverError = (status: number) =>
  new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, { status, data: {}, config, headers: {}, statusText: '' } as AxiosResponse);

/** A demo-API-like server that can be unplugged (no answer) or made to answer 500. */
function fakeServer(initial: Preferences = defaultsCopy()) {
  let held = structuredClone(initial);
  const state = { reachable: true, status500: false };
  const calls: string[] = [];
  const answer = async <T>(call: string, apply: () => T): Promise<T> => {
    calls.push(call);
    await Promise.resolve();
    if (!state.reachable) throw noAnswer();
    if (state.status500) throw serverError(500);
    return apply();
  };
  const api = {
    patchGroup: vi.fn((group: 'content' | 'currency' | 'ui', fields: object) => answer(`PATCH /${group}/`, () => ({ preferences: (held = applyPatch(held, { [group]: fields })) }))),
    patchAll: vi.fn((patch: PreferencesPatch) => answer('PATCH /', () => ({ preferences: (held = applyPatch(held, patch)) }))),
  };
  const fetchServer = vi.fn(() => answer('GET /', () => mergePreferences(structuredClone(held))));
  return { api, fetchServer, calls, state, held: () => held, setHeld: (p: Preferences) => void (held = p) };
}

/** One page load: a store and sync over `storage` (what survives a reload), signed in. */
function load(storage: MemoryStorage, server: ReturnType<typeof fakeServer>, clock = { now: 1000 }) {
  const store = createPreferencesStore(storage);
  const sync = createPreferencesSync({
    store,
    api: server.api,
    fetchServer: server.fetchServer,
    isSignedIn: () => true,
    pending: createPendingPreferenceChanges(storage),
    now: () => clock.now,
  });
  return { store, sync };
}

describe('offline preference changes', () => {
  it('keeps a change made without the API, says so, survives a reload, and sends it when the API answers', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    const first = load(storage, server);
    await first.sync.pull();
    server.state.reachable = false;

    first.sync.update({ notifications: { email_digest: false } });
    await first.sync.idle();
    expect(first.store.getState()).toMatchObject({ status: 'offline', error: null });
    expect(first.store.getState().preferences.notifications.email_digest).toBe(false);
    // Nothing was reloaded from the server (it could not be), and nothing was dropped.
    expect(server.calls).toEqual(['GET /', 'PATCH /']);
    expect(JSON.parse(storage.getItem('user_preferences_pending')!)).toEqual({
      patch: { notifications: { email_digest: false } },
      changedAt: { 'notifications.email_digest': 1000 },
    });

    // Reload while still offline: the change is shown and still pending.
    const second = load(storage, server);
    expect(second.store.getState().preferences.notifications.email_digest).toBe(false);
    await second.sync.pull();
    expect(second.store.getState().status).toBe('offline');
    expect(server.held().notifications.email_digest).toBe(true);

    // Back online: sent, acknowledged, forgotten.
    server.state.reachable = true;
    second.sync.resume();
    await second.sync.idle();
    expect(server.held().notifications.email_digest).toBe(false);
    expect(second.store.getState().status).toBe('synced');
    expect(storage.getItem('user_preferences_pending')).toBeNull();
  });

  it('each change made while offline tries once and is kept; all go in one PATCH on resume', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    const { store, sync } = load(storage, server);
    server.state.reachable = false;
    sync.update({ notifications: { email_digest: false } });
    await sync.idle();
    sync.update({ ui: { theme: 'dark' } });
    await sync.idle();
    // The second try carries both kept groups.
    expect(server.calls).toEqual(['PATCH /', 'PATCH /']);
    expect(store.getState().status).toBe('offline');
    server.state.reachable = true;
    sync.resume();
    await sync.idle();
    expect(server.calls).toEqual(['PATCH /', 'PATCH /', 'PATCH /']);
    expect(server.held()).toMatchObject({ ui: { theme: 'dark' }, notifications: { email_digest: false } });
  });

  it('at the next pull, per field, the pending change wins over the server copy and the rest is the server’s', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    const first = load(storage, server);
    server.state.reachable = false;
    first.sync.update({ notifications: { email_digest: false } });
    await first.sync.idle();
    // Meanwhile another device changed another field of the same group, and the theme.
    server.setHeld(applyPatch(server.held(), { notifications: { push_notifications: false }, ui: { theme: 'dark' } }));
    server.state.reachable = true;

    const second = load(storage, server);
    await second.sync.pull();
    await second.sync.idle();
    expect(second.store.getState().preferences.notifications).toEqual({ email_digest: false, push_notifications: false });
    expect(second.store.getState().preferences.ui.theme).toBe('dark');
    expect(server.held().notifications).toEqual({ email_digest: false, push_notifications: false });
    expect(storage.getItem('user_preferences_pending')).toBeNull();
    expect(second.store.getState().status).toBe('synced');
  });

  it('a failure the server reports (500) keeps §Preferences 8: the error, a refetch, and the change is not kept', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    const { store, sync } = load(storage, server);
    server.state.status500 = true;
    sync.update({ notifications: { email_digest: false } });
    await sync.idle();
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'Failed to update preferences' });
    expect(server.calls).toEqual(['PATCH /', 'GET /']);
    expect(storage.getItem('user_preferences_pending')).toBeNull();
  });

  it('sign-out forgets the pending changes (they never go to the next account)', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    const { sync } = load(storage, server);
    server.state.reachable = false;
    sync.update({ content: { show_nsfw: true } });
    await sync.idle();
    expect(storage.getItem('user_preferences_pending')).not.toBeNull();
    sync.reset();
    expect(storage.getItem('user_preferences_pending')).toBeNull();
  });
});

describe('pending preference changes', () => {
  it('per field the newer record wins, and settling forgets only what was sent', () => {
    const storage = new MemoryStorage();
    const pending = createPendingPreferenceChanges(storage);
    pending.record({ ui: { theme: 'dark' } }, 20);
    // An older change from another tab does not override the newer one.
    pending.record({ ui: { theme: 'light', language: 'ja' } }, 10);
    expect(pending.patch()).toEqual({ ui: { theme: 'dark', language: 'ja' } });
    pending.record({ notifications: { email_digest: false } }, 30);
    expect(pending.groups()).toEqual(['ui', 'notifications']);
    // A send that began at 25 carried the ui fields but not a change made after it.
    pending.record({ ui: { blur_nsfw: false } }, 40);
    pending.settle(['ui'], 25);
    expect(pending.patch()).toEqual({ ui: { blur_nsfw: false }, notifications: { email_digest: false } });
    pending.settle(['ui', 'notifications'], 50);
    expect(storage.getItem('user_preferences_pending')).toBeNull();
  });
});
