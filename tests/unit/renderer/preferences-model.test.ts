import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences } from '@shared/api';
import { prefsCookieValue } from '@renderer/features/preferences/preferences-cookie';
import { updateErrorFor } from '@renderer/features/preferences/preferences-errors';
import { applyPatch, changedGroups, mergePreferences, parseServerPreferences } from '@renderer/features/preferences/preferences-model';
import { createPreferencesPersistStorage } from '@renderer/features/preferences/preferences-storage';
import { createPreferencesStore } from '@renderer/features/preferences/preferences-store';
import { MemoryStorage } from '../../support/memory-storage';

const full = {
  content: { show_nsfw: true, show_prices: false },
  ui: { theme: 'dark', language: 'ja', blur_nsfw: false },
  notifications: { email_digest: false, push_notifications: false },
  currency: { primary: 'USD', display_format: 'code' },
} as const;

describe('mergePreferences (spec point 4: merged over the defaults per group)', () => {
  it('gives the spec point 3 defaults for nothing', () => {
    expect(mergePreferences(undefined)).toEqual({
      content: { show_nsfw: false, show_prices: true },
      ui: { theme: 'light', language: 'en', blur_nsfw: true },
      notifications: { email_digest: true, push_notifications: true },
      currency: { primary: 'JPY', display_format: 'symbol' },
    });
    expect(mergePreferences(null)).toEqual(defaultPreferences);
    expect(mergePreferences([1, 2])).toEqual(defaultPreferences);
  });

  it('takes a complete object as is', () => {
    expect(mergePreferences(full)).toEqual(full);
  });

  it('fills a missing group and a missing field with their defaults', () => {
    const merged = mergePreferences({ currency: { primary: 'USD' }, content: { show_nsfw: true } });
    expect(merged.currency).toEqual({ primary: 'USD', display_format: 'symbol' });
    expect(merged.content).toEqual({ show_nsfw: true, show_prices: true });
    expect(merged.ui).toEqual(defaultPreferences.ui);
    expect(merged.notifications).toEqual(defaultPreferences.notifications);
  });

  it('drops unknown groups and fields, and invalid values fall back to their default alone', () => {
    const onInvalid = vi.fn();
    const merged = mergePreferences(
      { ui: { theme: 'sepia', language: 'zh', extra: 1 }, currency: { primary: 'usd', display_format: 'name' }, discord: { x: 1 }, content: 'yes' },
      onInvalid,
    );
    expect(merged.ui).toEqual({ theme: 'light', language: 'zh', blur_nsfw: true });
    expect(merged.currency).toEqual({ primary: 'JPY', display_format: 'name' });
    expect(merged.content).toEqual(defaultPreferences.content);
    expect(merged).not.toHaveProperty('discord');
    expect(merged.ui).not.toHaveProperty('extra');
    expect(onInvalid.mock.calls.map(([path]) => path).sort()).toEqual(['content', 'currency.primary', 'ui.theme']);
  });

  it('never shares objects with the frozen defaults', () => {
    const merged = mergePreferences({});
    merged.content.show_nsfw = true;
    expect(defaultPreferences.content.show_nsfw).toBe(false);
  });
});

describe('parseServerPreferences (spec point 3: an object or a JSON string)', () => {
  it('parses the object form', () => {
    expect(parseServerPreferences(full)).toEqual(full);
  });

  it('parses the legacy JSON-string form (as the demo API stores the collector)', () => {
    const log = vi.fn();
    const legacy = JSON.stringify({ currency: { primary: 'USD', display_format: 'symbol' }, content: { show_nsfw: false } });
    expect(parseServerPreferences(legacy, log)).toEqual({ ...defaultPreferences, currency: { primary: 'USD', display_format: 'symbol' } });
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'Error parsing preferences' for a broken string and keeps the defaults", () => {
    const log = vi.fn();
    expect(parseServerPreferences('{"currency": {"primary": "USD"', log)).toEqual(defaultPreferences);
    expect(log).toHaveBeenCalledWith('Error parsing preferences', expect.any(SyntaxError));
  });

  it('uses console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    parseServerPreferences('not json');
    expect(spy).toHaveBeenCalledWith('Error parsing preferences', expect.anything());
    spy.mockRestore();
  });
});

describe('applyPatch and changedGroups', () => {
  it('applies a partial update without touching the input', () => {
    const before = mergePreferences({});
    const after = applyPatch(before, { ui: { language: 'zh' }, currency: { primary: 'EUR' } });
    expect(after.ui).toEqual({ theme: 'light', language: 'zh', blur_nsfw: true });
    expect(after.currency.primary).toBe('EUR');
    expect(before.ui.language).toBe('en');
    expect(changedGroups(before, after)).toEqual(['ui', 'currency']);
    expect(changedGroups(before, applyPatch(before, { content: { show_prices: true } }))).toEqual([]);
  });
});

describe('updateErrorFor (spec point 8 catalogue)', () => {
  it('names the group for one group with its own endpoint, the general message otherwise', () => {
    expect(updateErrorFor(['content'])).toBe('Failed to update content preferences');
    expect(updateErrorFor(['ui'])).toBe('Failed to update UI preferences');
    expect(updateErrorFor(['currency'])).toBe('Failed to update currency preferences');
    expect(updateErrorFor(['notifications'])).toBe('Failed to update preferences');
    expect(updateErrorFor(['content', 'ui'])).toBe('Failed to update preferences');
  });
});

describe('prefsCookieValue (spec point 3 cookie user_prefs)', () => {
  it('holds showAdultContent, theme, language, currency.primary and region', () => {
    expect(prefsCookieValue(mergePreferences(full), 'US')).toEqual({
      showAdultContent: true,
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
