/**
 * Preferences stay with their owner (docs/product-rules.md §Preferences 11): the anonymous visitor's preferences are kept
 * aside at sign-in and put back at sign-out, so an account's choices never stay on a shared device.
 */
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { Preferences } from '@shared/api';
import { applyPatch, defaultsCopy } from '@renderer/features/preferences/preferences-model';
import { followPreferencesOwner } from '@renderer/features/preferences/preferences-owner';
import { createPreferencesStore } from '@renderer/features/preferences/preferences-store';
import { MemoryStorage } from '../../../../support/memory-storage';

const anonymous: Preferences = applyPatch(defaultsCopy(), { currency: { primary: 'JPY' }, ui: { theme: 'dark' } });
const account: Preferences = applyPatch(defaultsCopy(), { content: { show_nsfw: true }, currency: { primary: 'EUR' } });

function setup(storage = new MemoryStorage()) {
  const auth = createStore<{ status: string }>()(() => ({ status: 'signedOut' }));
  const store = createPreferencesStore(storage);
  store.getState().replace(structuredClone(anonymous));
  const sync = { reset: vi.fn() };
  const stop = followPreferencesOwner({ auth, store, sync, storage });
  const signIn = () => auth.setState({ status: 'signedIn' });
  const signOut = () => auth.setState({ status: 'signedOut' });
  return { storage, auth, store, sync, stop, signIn, signOut };
}

describe('followPreferencesOwner', () => {
  it('keeps the anonymous preferences at sign-in and puts them back at sign-out, then forgets the copy', () => {
    const { storage, store, sync, signIn, signOut } = setup();
    signIn();
    expect(JSON.parse(storage.getItem('user_preferences_anonymous')!)).toEqual(anonymous);
    // The sync engine's merge takes the account's copy (docs/product-rules.md §Preferences 6).
    store.getState().replace(structuredClone(account));
    signOut();
    expect(sync.reset).toHaveBeenCalledTimes(1);
    expect(store.getState().preferences).toEqual(anonymous);
    expect(JSON.parse(storage.getItem('user_preferences')!)).toEqual(anonymous);
    expect(storage.getItem('user_preferences_anonymous')).toBeNull();
  });

  it('never overwrites a kept copy: a second tab hearing the same sign-in after the merge keeps the first', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    first.signIn();
    first.store.getState().replace(structuredClone(account));
    const second = setup(storage);
    second.store.getState().replace(structuredClone(account));
    second.signIn();
    expect(JSON.parse(storage.getItem('user_preferences_anonymous')!)).toEqual(anonymous);
  });

  it('leaves the preferences alone at sign-out when nothing was kept (another tab put them back already)', () => {
    const { store, storage, auth, signOut } = setup();
    auth.setState({ status: 'signedIn' });
    storage.removeItem('user_preferences_anonymous');
    store.getState().replace(structuredClone(anonymous));
    signOut();
    expect(store.getState().preferences).toEqual(anonymous);
  });

  it('ignores changes that are not a sign-in or a sign-out, and stops when unsubscribed', () => {
    const { storage, auth, stop, signIn } = setup();
    auth.setState({ status: 'signedOut' });
    expect(storage.getItem('user_preferences_anonymous')).toBeNull();
    stop();
    signIn();
    expect(storage.getItem('user_preferences_anonymous')).toBeNull();
  });

  it('puts back the valid fields of a damaged copy over the defaults', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { storage, store, signIn, signOut } = setup();
    signIn();
    storage.setItem('user_preferences_anonymous', JSON.stringify({ ...anonymous, ui: { ...anonymous.ui, theme: 'neon' } }));
    store.getState().replace(structuredClone(account));
    signOut();
    expect(store.getState().preferences).toEqual({ ...anonymous, ui: { ...anonymous.ui, theme: defaultsCopy().ui.theme } });
    logged.mockRestore();
  });
});
