import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences } from '@shared/api';
import * as shared from '@shared/preferences';
import { prefsCookieValue } from '@renderer/features/preferences/preferences-cookie';
import { updateErrorFor } from '@renderer/features/preferences/preferences-errors';
import * as model from '@renderer/features/preferences/preferences-model';
import { createPreferencesPersistStorage } from '@renderer/features/preferences/preferences-storage';
import { createPreferencesStore } from '@renderer/features/preferences/preferences-store';
import { MemoryStorage } from '../../../../support/memory-storage';

const full = {
  content: { show_nsfw: true, show_prices: false },
  ui: { theme: 'dark', language: 'ja', blur_nsfw: false },
  notifications: { email_digest: false, push_notifications: false },
  currency: { primary: 'USD', display_format: 'code' },
} as const;

// The pure rules (merge, parse, patch) are tested in tests/unit/shared/preferences/model.test.ts.
describe('preferences-model', () => {
  it('is the shared rules themselves, not a copy', () => {
    expect(model.parseServerPreferences).toBe(shared.parsePreferences);
    expect(model.mergePreferences).toBe(shared.mergePreferences);
    expect(model.applyPatch).toBe(shared.applyPatch);
    expect(model.defaultsCopy).toBe(shared.defaultsCopy);
    expect(model.changedGroups).toBe(shared.changedGroups);
  });
});

describe('updateErrorFor (§Preferences 8 messages)', () => {
  it('names the group for one group with its own endpoint, the general message otherwise', () => {
    expect(updateErrorFor(['content'])).toBe('Failed to update content preferences');
    expect(updateErrorFor(['ui'])).toBe('Failed to update UI preferences');
    expect(updateErrorFor(['currency'])).toBe('Failed to update currency preferences');
    expect(updateErrorFor(['notifications'])).toBe('Failed to update preferences');
    expect(updateErrorFor(['content', 'ui'])).toBe('Failed to update preferences');
  });
});

describe('prefsCookieValue (§Stored 4 cookie user_prefs)', () => {
  // toEqual: nothing else, in particular no adult-content flag (no server reads one).
  it('holds theme, language, currency.primary and region, and no adult-content flag', () => {
    expect(prefsCookieValue(model.mergePreferences(full), 'US')).toEqual({
      theme: 'dark',
      language: 'ja',
      currency: { primary: 'USD' },
      region: 'US',
    });
  });
});

describe('preferences in Web Storage (key user_preferences, parse on read)', () => {
  it('starts from the defaults and writes the plain four-group object', () => {
    const storage = new MemoryStorage();
    const store = createPreferencesStore(storage);
    expect(store.getState().preferences).toEqual(defaultPreferences);
    store.getState().applyLocal({ content: { show_nsfw: true } });
    expect(JSON.parse(storage.getItem('user_preferences') ?? '')).toEqual({ ...defaultPreferences, content: { show_nsfw: true, show_prices: true } });
  });

  it('reads back what it wrote (survives a reload)', () => {
    const storage = new MemoryStorage();
    createPreferencesStore(storage).getState().applyLocal({ ui: { language: 'zh', theme: 'dark' } });
    expect(createPreferencesStore(storage).getState().preferences.ui).toEqual({ theme: 'dark', language: 'zh', blur_nsfw: true });
  });

  it('an undefined field in a local update is no change (as on the demo API)', () => {
    const storage = new MemoryStorage();
    const store = createPreferencesStore(storage);
    store.getState().applyLocal({ ui: { theme: 'dark' } });
    const before = storage.getItem('user_preferences');
    store.getState().applyLocal({ ui: { theme: undefined }, currency: { primary: undefined } });
    expect(store.getState().preferences).toEqual({ ...defaultPreferences, ui: { ...defaultPreferences.ui, theme: 'dark' } });
    expect(storage.getItem('user_preferences')).toBe(before);
  });

  it('reads corrupt JSON as the defaults and logs it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem('user_preferences', '{"content":');
    expect(createPreferencesStore(storage).getState().preferences).toEqual(defaultPreferences);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('loses only the invalid field of a stored value', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem('user_preferences', JSON.stringify({ ...full, ui: { ...full.ui, theme: 42 } }));
    const read = createPreferencesPersistStorage(storage).getItem('user_preferences') as { state: { preferences: unknown } };
    const { preferences } = read.state;
    expect(preferences).toEqual({ ...full, ui: { theme: 'light', language: 'ja', blur_nsfw: false } });
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('ui.theme'));
    spy.mockRestore();
  });
});
