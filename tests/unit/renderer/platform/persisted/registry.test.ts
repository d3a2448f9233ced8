/**
 * The persisted registry (src/renderer/src/platform/persisted): every Web Storage key of the
 * renderer round-trips in exactly the format earlier releases stored (existing users' storage and
 * the e2e suites read these strings), corrupt values give the default and are logged, writes are
 * validated, and other tabs' changes reach subscribers.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defaultPreferences } from '@shared/api';
import { PERSISTED_KEYS, onPersistedChange, persisted, persistedEntries, type PersistedKey, type PersistedValue } from '@renderer/platform/persisted';
import { MemoryStorage } from '../../../../support/memory-storage';
import { sampleProfile } from '../../../../support/samples';

const jpyRates = { base: 'JPY' as const, date: '2026-04-13', rates: { JPY: 1, USD: 0.0062565 } };
const cnyRates = { base: 'CNY' as const, date: '2026-04-13', rates: { CNY: 1, JPY: 23.3944 } };
const preferences = {
  content: { show_nsfw: true, show_prices: false },
  ui: { theme: 'dark' as const, language: 'ja' as const, blur_nsfw: false },
  notifications: { email_digest: false, push_notifications: true },
  currency: { primary: 'USD', display_format: 'code' as const },
};
const cartLine = {
  slug: 'nendoroid-miku',
  quantity: 2,
  added_price: { amount: 5800, currency: 'JPY' as const },
  added_status: 'in_stock' as const,
  added_at: '2026-11-23T10:00:00Z',
};
const pending = {
  provider: 'discord' as const,
  state: 's-1',
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'http://127.0.0.1:5173/oauth/discord/callback',
  createdAt: 1000,
};

/** A value for every key, and the exact string it is stored as (the format of earlier releases). */
const samples: { [K in PersistedKey]: { value: PersistedValue<K>; stored: string } } = {
  auth_state: { value: 'signedIn', stored: 'signedIn' },
  access_token: { value: 'a.b.c', stored: 'a.b.c' },
  refresh_token: { value: 'r-1', stored: 'r-1' },
  profile: {
    value: { ...sampleProfile, lastUpdated: 1234 },
    stored:
      '{"id":7,"email":"collector@figureshop.test","username":"collector","is_moderator":false,"email_verified":true,"bio":"","status":"","profile_picture_url":null,"background_picture_url":null,"social_provider":null,"date_joined":"2026-01-02T03:04:05Z","lastUpdated":1234}',
  },
  user_preferences: {
    value: preferences,
    stored:
      '{"content":{"show_nsfw":true,"show_prices":false},"ui":{"theme":"dark","language":"ja","blur_nsfw":false},"notifications":{"email_digest":false,"push_notifications":true},"currency":{"primary":"USD","display_format":"code"}}',
  },
  user_preferences_anonymous: {
    value: preferences,
    stored:
      '{"content":{"show_nsfw":true,"show_prices":false},"ui":{"theme":"dark","language":"ja","blur_nsfw":false},"notifications":{"email_digest":false,"push_notifications":true},"currency":{"primary":"USD","display_format":"code"}}',
  },
  user_preferences_pending: {
    value: { patch: { notifications: { email_digest: false } }, changedAt: { 'notifications.email_digest': 7 } },
    stored: '{"patch":{"notifications":{"email_digest":false}},"changedAt":{"notifications.email_digest":7}}',
  },
  colour_mode: { value: { state: { mode: 'dark' }, version: 0 }, stored: '{"state":{"mode":"dark"},"version":0}' },
  currency_choice: { value: { state: { chosen: true }, version: 0 }, stored: '{"state":{"chosen":true},"version":0}' },
  anime_user_location: { value: { currency: 'USD', region: 'US', timestamp: 5 }, stored: '{"currency":"USD","region":"US","timestamp":5}' },
  anime_exchange_rates: {
    value: { jpyRates, cnyRates, timestamp: 6 },
    stored:
      '{"jpyRates":{"base":"JPY","date":"2026-04-13","rates":{"JPY":1,"USD":0.0062565}},"cnyRates":{"base":"CNY","date":"2026-04-13","rates":{"CNY":1,"JPY":23.3944}},"timestamp":6}',
  },
  oauth_pending: {
    value: pending,
    stored: `{"provider":"discord","state":"s-1","codeVerifier":"${'v'.repeat(43)}","redirectUri":"http://127.0.0.1:5173/oauth/discord/callback","createdAt":1000}`,
  },
  desktop_unencrypted_notice_dismissed: { value: true, stored: '1' },
  wishlist: { value: ['nendoroid-miku', 'pop_up_parade-2'], stored: '["nendoroid-miku","pop_up_parade-2"]' },
  cart: {
    value: [cartLine],
    stored: '[{"slug":"nendoroid-miku","quantity":2,"added_price":{"amount":5800,"currency":"JPY"},"added_status":"in_stock","added_at":"2026-11-23T10:00:00Z"}]',
  },
  cart_changed: { value: 1764240000000, stored: '1764240000000' },
  checkout_idempotency: { value: { review: '{"address_id":1}', key: 'k-1' }, stored: '{"review":"{\\"address_id\\":1}","key":"k-1"}' },
  payment_started: { value: [{ order: 42, at: 1764240000000, failures: 1 }], stored: '[{"order":42,"at":1764240000000,"failures":1}]' },
};

/** Stored strings that are not a valid value of the key (unparsable where the key is JSON). */
const corrupt: Record<PersistedKey, string[]> = {
  auth_state: ['maybe', ''],
  access_token: ['not a token', ''],
  refresh_token: ['not a token'],
  profile: ['{"username": 42', '{"email":42}', 'null'],
  user_preferences: ['{"ui": {"theme": "neon"', '42', '[]'],
  user_preferences_anonymous: ['{"ui": {"theme": "neon"', '42', '[]'],
  user_preferences_pending: ['{"patch":', '{"patch":{"ui":{"theme":"neon"}},"changedAt":{}}', '{"patch":{},"changedAt":{"secrets.x":1}}'],
  colour_mode: ['{"state": {"mode": "purple"}', '{"state":{"mode":"purple"},"version":0}', '"dark"'],
  currency_choice: ['[[[', '{"state":{"chosen":"yes"},"version":0}'],
  anime_user_location: ['null,', '{"currency":"usd","region":"US","timestamp":1}', '{"currency":"USD","region":"US"}'],
  anime_exchange_rates: ['{"jpyRates": 7', '{"jpyRates":{},"cnyRates":{},"timestamp":1}'],
  oauth_pending: ['{not json', '{"provider":"github"}'],
  desktop_unencrypted_notice_dismissed: ['0', 'yes'],
  wishlist: ['[not json', '42', '["Not A Slug"]'],
  cart: ['[not json', '42', '[{"slug":"Not A Slug","quantity":1}]'],
  cart_changed: ['soon', '"12"', 'null'],
  checkout_idempotency: ['{"review":', '{"review":"r","key":""}', '"k-1"'],
  payment_started: ['[{"order":', '[{"order":0,"at":1,"failures":0}]', '{"order":1}'],
};

/** A value of the right type for the compiler but refused by the key's schema. */
const invalid: { [K in PersistedKey]: unknown } = {
  auth_state: 'maybe',
  access_token: 'has spaces',
  refresh_token: '',
  profile: { ...sampleProfile, id: 'seven', lastUpdated: 1 },
  user_preferences: { ...preferences, ui: { ...preferences.ui, theme: 'neon' } },
  user_preferences_anonymous: { ...preferences, ui: { ...preferences.ui, theme: 'neon' } },
  user_preferences_pending: { patch: {}, changedAt: { 'ui.theme': Number.NaN } },
  colour_mode: { state: { mode: 'purple' }, version: 0 },
  currency_choice: { state: {}, version: 0 },
  anime_user_location: { currency: 'US', region: 'US', timestamp: 1 },
  anime_exchange_rates: { jpyRates, cnyRates, timestamp: Number.POSITIVE_INFINITY },
  oauth_pending: { ...pending, codeVerifier: 'short' },
  desktop_unencrypted_notice_dismissed: 'yes',
  wishlist: ['Not A Slug'],
  cart: [{ ...cartLine, quantity: 0 }],
  cart_changed: Number.POSITIVE_INFINITY,
  checkout_idempotency: { review: 'r', key: '' },
  payment_started: [{ order: 1.5, at: 1, failures: 0 }],
};

let storage: MemoryStorage;
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  storage = new MemoryStorage();
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('the registry names every key once', () => {
  it('has one entry per key, and the spec keys keep their names', () => {
    expect(Object.keys(persistedEntries).sort()).toEqual([...PERSISTED_KEYS].sort());
    expect(PERSISTED_KEYS).toEqual(
      expect.arrayContaining(['auth_state', 'access_token', 'refresh_token', 'profile', 'user_preferences', 'anime_user_location', 'anime_exchange_rates']),
    );
  });
});

describe.each(PERSISTED_KEYS)('%s', (key) => {
  const { value, stored } = samples[key];

  it('is stored in the same format as before, byte for byte, and reads back', () => {
    persisted(storage).write(key, value);
    expect(storage.getItem(key)).toBe(stored);
    expect(persisted(storage).read(key)).toEqual(value);
  });

  it('reads the stored string of earlier releases', () => {
    storage.setItem(key, stored);
    expect(persisted(storage).read(key)).toEqual(value);
    expect(logged).not.toHaveBeenCalled();
  });

  it('reads as its default when absent, without logging', () => {
    expect(persisted(storage).read(key)).toEqual(persistedEntries[key].default);
    expect(persisted(storage).has(key)).toBe(false);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each(corrupt[key])('reads the corrupt value %j as its default and logs an error naming the key', (raw) => {
    storage.setItem(key, raw);
    expect(persisted(storage).read(key)).toEqual(persistedEntries[key].default);
    expect(logged).toHaveBeenCalled();
    expect(String(logged.mock.calls[0]?.[0])).toContain(key);
  });

  it('refuses to write a value its schema refuses, naming the key, and leaves storage alone', () => {
    storage.setItem(key, stored);
    expect(() => persisted(storage).write(key, invalid[key] as PersistedValue<typeof key>)).toThrow(new RegExp(`^Cannot store ${key}: `));
    expect(storage.getItem(key)).toBe(stored);
  });
});

describe('reading and writing', () => {
  it('writing null (the "no value" default) removes the item', () => {
    for (const key of ['access_token', 'refresh_token', 'profile', 'anime_user_location', 'anime_exchange_rates', 'oauth_pending'] as const) {
      storage.setItem(key, samples[key].stored);
      persisted(storage).write(key, null);
      expect(storage.getItem(key)).toBeNull();
    }
  });

  it('the dismissed flag is stored as "1" and false removes it', () => {
    persisted(storage).write('desktop_unencrypted_notice_dismissed', true);
    expect(storage.getItem('desktop_unencrypted_notice_dismissed')).toBe('1');
    persisted(storage).write('desktop_unencrypted_notice_dismissed', false);
    expect(storage.getItem('desktop_unencrypted_notice_dismissed')).toBeNull();
  });

  it('does not write a value that is already stored (no storage event for a non-change)', () => {
    storage.setItem('auth_state', 'signedIn');
    const setItem = vi.spyOn(storage, 'setItem');
    persisted(storage).write('auth_state', 'signedIn');
    expect(setItem).not.toHaveBeenCalled();
    persisted(storage).write('auth_state', 'signedOut');
    expect(setItem).toHaveBeenCalledWith('auth_state', 'signedOut');
  });

  it('keeps the valid preference fields of a partly invalid value, logging each invalid one (§Preferences 6)', () => {
    storage.setItem('user_preferences', JSON.stringify({ ...preferences, ui: { ...preferences.ui, theme: 'neon' }, notifications: 'all' }));
    expect(persisted(storage).read('user_preferences')).toEqual({
      ...preferences,
      ui: { ...preferences.ui, theme: 'light' },
      notifications: defaultPreferences.notifications,
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('user_preferences ui.theme'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('user_preferences notifications'));
  });

  it('merges stored preferences missing groups or fields over the defaults, silently', () => {
    storage.setItem('user_preferences', '{"ui":{"theme":"dark"}}');
    expect(persisted(storage).read('user_preferences')).toEqual({ ...defaultPreferences, ui: { ...defaultPreferences.ui, theme: 'dark' } });
    expect(logged).not.toHaveBeenCalled();
  });

  it('hands out copies of the defaults, never the registry\'s own', () => {
    const first = persisted(storage).read('user_preferences');
    first.ui.theme = 'dark';
    expect(persisted(storage).read('user_preferences').ui.theme).toBe('light');
  });

  it('removes a corrupt cache entry once read (it is fetched again) but keeps other corrupt values', () => {
    storage.setItem('anime_exchange_rates', '{"jpyRates": 7');
    storage.setItem('colour_mode', '[[[');
    persisted(storage).read('anime_exchange_rates');
    persisted(storage).read('colour_mode');
    expect(storage.getItem('anime_exchange_rates')).toBeNull();
    expect(storage.getItem('colour_mode')).toBe('[[[');
  });

  it('never logs a stored token', () => {
    storage.setItem('access_token', 'secret token');
    persisted(storage).read('access_token');
    expect(JSON.stringify(logged.mock.calls)).not.toContain('secret');
  });
});

describe('onPersistedChange (storage events from other tabs and windows)', () => {
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('hears the watched keys and a cleared storage, ignores the rest, and stops when told', () => {
    const target = new EventTarget() as unknown as Window;
    const heard: (string | null)[] = [];
    const stop = onPersistedChange(target, ['auth_state', 'access_token'], (key) => heard.push(key));
    target.dispatchEvent(storageEvent('access_token'));
    target.dispatchEvent(storageEvent('user_preferences'));
    target.dispatchEvent(storageEvent(null));
    target.dispatchEvent(storageEvent('auth_state'));
    stop();
    target.dispatchEvent(storageEvent('auth_state'));
    expect(heard).toEqual(['access_token', null, 'auth_state']);
  });

  it('takes a single key', () => {
    const target = new EventTarget() as unknown as Window;
    const heard: (string | null)[] = [];
    onPersistedChange(target, 'user_preferences', (key) => heard.push(key));
    target.dispatchEvent(storageEvent('user_preferences'));
    target.dispatchEvent(storageEvent('colour_mode'));
    expect(heard).toEqual(['user_preferences']);
  });
});
