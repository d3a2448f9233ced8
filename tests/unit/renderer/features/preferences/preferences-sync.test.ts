import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences, type Preferences, type PreferencesPatch } from '@shared/api';
import { applyPatch, defaultsCopy, mergePreferences } from '@renderer/features/preferences/preferences-model';
import { createPreferencesStore } from '@renderer/features/preferences/preferences-store';
import { createPreferencesSync } from '@renderer/features/preferences/preferences-sync';
import { MemoryStorage } from '../../../../support/memory-storage';

/** A fake server: records calls, applies patches like the demo API, answers after `delay()` ms. */
function fakeServer(options: { delay?: () => number; fail?: (call: string) => boolean; initial?: Preferences } = {}) {
  let held: Preferences = structuredClone(options.initial ?? defaultsCopy());
  const calls: Array<{ call: string; body: unknown }> = [];
  const respond = async <T>(call: string, body: unknown, apply: () => T): Promise<T> => {
    calls.push({ call, body });
    const wait = options.delay?.() ?? 0;
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (options.fail?.(call)) throw new Error('Request failed with status code 500');
    return apply();
  };
  const api = {
    patchGroup: vi.fn((group: 'content' | 'currency' | 'ui', fields: object) =>
      respond(`PATCH /${group}/`, fields, () => {
        held = applyPatch(held, { [group]: fields });
        return { preferences: held };
      }),
    ),
    patchAll: vi.fn((patch: PreferencesPatch) =>
      respond('PATCH /', patch, () => {
        held = applyPatch(held, patch);
        return { preferences: held };
      }),
    ),
  };
  const fetchServer = vi.fn(() => respond('GET /', null, () => mergePreferences(structuredClone(held))));
  return { api, fetchServer, calls, held: () => held };
}

function setup(signedIn: boolean, server = fakeServer()) {
  const store = createPreferencesStore(new MemoryStorage());
  const auth = { signedIn };
  const sync = createPreferencesSync({ store, api: server.api, fetchServer: server.fetchServer, isSignedIn: () => auth.signedIn });
  return { store, sync, server, auth };
}

describe('preferences sync (§Preferences 4, 6, 8)', () => {
  it('anonymous: applies locally and makes no call at all', async () => {
    const { store, sync, server } = setup(false);
    sync.update({ content: { show_nsfw: true } });
    await sync.pull();
    await sync.idle();
    expect(store.getState().preferences.content.show_nsfw).toBe(true);
    expect(store.getState().status).toBe('local');
    expect(server.calls).toEqual([]);
  });

  it('signed in: applies locally first, then PATCHes the one group to its own endpoint', async () => {
    const { store, sync, server } = setup(true);
    sync.update({ ui: { theme: 'dark' } });
    expect(store.getState().preferences.ui.theme).toBe('dark');
    expect(store.getState().status).toBe('saving');
    await sync.idle();
    expect(server.calls).toEqual([{ call: 'PATCH /ui/', body: { theme: 'dark', language: 'en', blur_nsfw: true } }]);
    expect(store.getState().status).toBe('synced');
    expect(server.held().ui.theme).toBe('dark');
  });

  it('sends several groups (or notifications) to PATCH /api/account/preferences/', async () => {
    const { sync, server } = setup(true);
    sync.update({ ui: { language: 'ja' }, currency: { primary: 'EUR' } });
    await sync.idle();
    sync.update({ notifications: { email_digest: false } });
    await sync.idle();
    expect(server.calls.map((c) => c.call)).toEqual(['PATCH /', 'PATCH /']);
    expect(server.calls[0]?.body).toEqual({ ui: { theme: 'light', language: 'ja', blur_nsfw: true }, currency: { primary: 'EUR', display_format: 'symbol' } });
    expect(server.calls[1]?.body).toEqual({ notifications: { email_digest: false, push_notifications: true } });
  });

  it('does not call the server for a change that changes nothing', async () => {
    const { sync, server } = setup(true);
    sync.update({ content: { show_prices: true } });
    await sync.idle();
    expect(server.calls).toEqual([]);
  });

  it.each([
    ['content', { content: { show_nsfw: true } }, 'Failed to update content preferences'],
    ['ui', { ui: { blur_nsfw: false } }, 'Failed to update UI preferences'],
    ['currency', { currency: { display_format: 'name' } }, 'Failed to update currency preferences'],
    ['several groups', { content: { show_nsfw: true }, ui: { blur_nsfw: false } }, 'Failed to update preferences'],
  ] as const)('a failed %s update records %j and refetches the server copy', async (_name, patch, message) => {
    const server = fakeServer({ fail: (call) => call.startsWith('PATCH') });
    const { store, sync } = setup(true, server);
    sync.update(patch as PreferencesPatch);
    await sync.idle();
    expect(store.getState().status).toBe('failed');
    expect(store.getState().error).toBe(message);
    expect(server.fetchServer).toHaveBeenCalledTimes(1);
    // The refetched server copy is what the screen shows now.
    expect(store.getState().preferences).toEqual(defaultPreferences);
  });

  it('a later success clears the recorded error', async () => {
    let failing = true;
    const server = fakeServer({ fail: (call) => failing && call.startsWith('PATCH') });
    const { store, sync } = setup(true, server);
    sync.update({ content: { show_nsfw: true } });
    await sync.idle();
    failing = false;
    sync.update({ content: { show_nsfw: true } });
    await sync.idle();
    expect(store.getState()).toMatchObject({ status: 'synced', error: null });
  });

  it('pull: takes the server copy merged over the defaults', async () => {
    const server = fakeServer({ initial: mergePreferences({ currency: { primary: 'USD' }, ui: { language: 'zh' } }) });
    const { store, sync } = setup(true, server);
    store.getState().applyLocal({ content: { show_nsfw: true } });
    await sync.pull();
    expect(store.getState().preferences).toEqual(mergePreferences({ currency: { primary: 'USD' }, ui: { language: 'zh' } }));
    expect(store.getState().status).toBe('synced');
  });

  it('pull keeps a group changed locally while the GET was on its way', async () => {
    const server = fakeServer({ delay: () => 20, initial: mergePreferences({ ui: { language: 'zh' }, currency: { primary: 'USD' } }) });
    const { store, sync } = setup(true, server);
    const pulling = sync.pull();
    sync.update({ currency: { primary: 'EUR' } });
    await pulling;
    await sync.idle();
    expect(store.getState().preferences.ui.language).toBe('zh');
    expect(store.getState().preferences.currency.primary).toBe('EUR');
    expect(server.held().currency.primary).toBe('EUR');
  });

  it('reset (sign-out) drops queued changes and answers of the old session', async () => {
    const server = fakeServer({ delay: () => 10 });
    const { store, sync, auth } = setup(true, server);
    sync.update({ ui: { theme: 'dark' } });
    auth.signedIn = false;
    sync.reset();
    await sync.idle();
    expect(store.getState().status).toBe('local');
    expect(store.getState().preferences.ui.theme).toBe('dark');
  });

  it('rapid changes end with the server holding exactly what the screen shows (random latencies)', async () => {
    const patchArb = fc.oneof(
      fc.record({ content: fc.record({ show_nsfw: fc.boolean(), show_prices: fc.boolean() }, { requiredKeys: [] }) }),
      fc.record({ ui: fc.record({ theme: fc.constantFrom('light', 'dark'), language: fc.constantFrom('en', 'ja', 'zh') }, { requiredKeys: [] }) }),
      fc.record({ currency: fc.record({ primary: fc.constantFrom('JPY', 'USD', 'EUR'), display_format: fc.constantFrom('symbol', 'code', 'name') }, { requiredKeys: [] }) }),
      fc.record({ notifications: fc.record({ email_digest: fc.boolean() }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(patchArb, fc.nat(5)), { minLength: 1, maxLength: 12 }), fc.infiniteStream(fc.nat(8)), async (steps, delays) => {
        const server = fakeServer({ delay: () => delays.next().value });
        const { store, sync } = setup(true, server);
        await sync.pull();
        for (const [patch, pause] of steps) {
          sync.update(patch as PreferencesPatch);
          if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
        }
        await sync.idle();
        expect(server.held()).toEqual(store.getState().preferences);
        expect(store.getState().status).toBe('synced');
      }),
      { numRuns: 40 },
    );
  });
});
