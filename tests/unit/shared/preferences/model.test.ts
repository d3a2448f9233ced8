import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defaultPreferences, displayFormats, languages, preferencesGroups, preferencesSchema, themes, type PreferencesPatch } from '@shared/api';
import { applyPatch, changedGroups, defaultsCopy, mergePreferences, parsePreferences } from '@shared/preferences';

const full = {
  content: { show_nsfw: true, show_prices: false },
  ui: { theme: 'dark', language: 'ja', blur_nsfw: false },
  notifications: { email_digest: false, push_notifications: false },
  currency: { primary: 'USD', display_format: 'code' },
} as const;

describe('mergePreferences (§Preferences 6: merged over the defaults per group)', () => {
  it('gives the §Preferences 1 defaults for nothing', () => {
    expect(mergePreferences(undefined)).toEqual({
      content: { show_nsfw: false, show_prices: true },
      ui: { theme: 'light', language: 'en', blur_nsfw: true },
      notifications: { email_digest: true, push_notifications: true },
      currency: { primary: 'JPY', display_format: 'symbol' },
    });
    for (const junk of [null, [1, 2], 42, 'text', { ui: 'dark' }]) expect(mergePreferences(junk)).toEqual(defaultPreferences);
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
    expect(defaultsCopy()).toEqual(defaultPreferences);
  });
});

describe('parsePreferences (§Preferences 5: an object or a JSON string)', () => {
  it('parses the object form', () => {
    expect(parsePreferences(full)).toEqual(full);
  });

  it('parses the legacy JSON-string form (as the demo API stores the collector)', () => {
    const log = vi.fn();
    const legacy = JSON.stringify({ currency: { primary: 'USD', display_format: 'symbol' }, content: { show_nsfw: false } });
    expect(parsePreferences(legacy, log)).toEqual({ ...defaultPreferences, currency: { primary: 'USD', display_format: 'symbol' } });
    expect(parsePreferences('{"ui":{"theme":"dark","language":"fr","extra":1},"bogus":{}}', log)).toEqual({
      ...defaultPreferences,
      ui: { theme: 'dark', language: 'en', blur_nsfw: true },
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('gives the defaults for a string holding JSON that is not an object, without a parse error', () => {
    const log = vi.fn();
    for (const junk of ['[]', 'null', '42', '"{}"']) expect(parsePreferences(junk, log)).toEqual(defaultPreferences);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'Error parsing preferences' (§Preferences 5) for a broken string and keeps the defaults", () => {
    const log = vi.fn();
    expect(parsePreferences('{"currency": {"primary": "USD"', log)).toEqual(defaultPreferences);
    expect(parsePreferences('not json', log)).toEqual(defaultPreferences);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Error parsing preferences', expect.any(SyntaxError));
  });

  it('uses console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    parsePreferences('not json');
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

  it('treats an undefined field as no change (the one rule of client and demo API)', () => {
    const before = mergePreferences(full);
    const patch: PreferencesPatch = { ui: { theme: undefined, language: 'zh' }, currency: { primary: undefined }, content: undefined };
    const after = applyPatch(before, patch);
    expect(after).toEqual({ ...full, ui: { theme: 'dark', language: 'zh', blur_nsfw: false } });
    expect(Object.values(after.currency)).not.toContain(undefined);
    expect(changedGroups(before, applyPatch(before, { currency: { primary: undefined, display_format: undefined } }))).toEqual([]);
  });
});

/** Anything a store or the server could hold: valid and invalid values for every field, junk around them. */
const anyValue = fc.oneof(fc.boolean(), fc.string(), fc.integer(), fc.constant(null), fc.constantFrom(...themes, ...languages, ...displayFormats, 'USD', 'eur'));
const anyGroup = fc.oneof(
  fc.dictionary(
    fc.constantFrom('show_nsfw', 'show_prices', 'theme', 'language', 'blur_nsfw', 'email_digest', 'push_notifications', 'primary', 'display_format', 'extra'),
    anyValue,
  ),
  anyValue,
);
const anyStored = fc.oneof(
  fc.record({ content: anyGroup, ui: anyGroup, notifications: anyGroup, currency: anyGroup, bogus: anyGroup }, { requiredKeys: [] }),
  anyValue,
  fc.anything(),
);

describe('mergePreferences properties', () => {
  it('always gives complete, schema-valid preferences, and merging again changes nothing', () => {
    fc.assert(
      fc.property(anyStored, (stored) => {
        const merged = mergePreferences(stored);
        expect(z.strictObject(preferencesSchema.shape).safeParse(merged).success).toBe(true);
        for (const group of preferencesGroups) expect(Object.keys(merged[group])).toEqual(Object.keys(defaultPreferences[group]));
        expect(mergePreferences(merged)).toEqual(merged);
        expect(parsePreferences(JSON.stringify(merged), () => {})).toEqual(merged);
      }),
    );
  });
});
