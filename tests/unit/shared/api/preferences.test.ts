import { describe, expect, it } from 'vitest';
import {
  contentPreferencesUpdateRequestSchema,
  currencyPreferencesUpdateRequestSchema,
  defaultDiscordPreferences,
  defaultPreferences,
  discordPreferencesSchema,
  discordPreferencesUpdateRequestSchema,
  preferencesResponseSchema,
  preferencesSchema,
  preferencesUpdateRequestSchema,
  uiPreferencesUpdateRequestSchema,
  drfMessages,
} from '@shared/api';

describe('preferences', () => {
  it('defaults are exactly those of §Preferences 1 and valid', () => {
    expect(defaultPreferences).toEqual({
      content: { show_nsfw: false, show_prices: true },
      ui: { theme: 'light', language: 'en', blur_nsfw: true },
      notifications: { email_digest: true, push_notifications: true },
      currency: { primary: 'JPY', display_format: 'symbol' },
    });
    expect(preferencesSchema.parse(defaultPreferences)).toEqual(defaultPreferences);
    expect(Object.isFrozen(defaultPreferences.ui)).toBe(true);
  });
  it('GET answer is {preferences} as an object or a string', () => {
    expect(preferencesResponseSchema.safeParse({ preferences: { ui: { theme: 'dark' } } }).success).toBe(true);
    expect(preferencesResponseSchema.safeParse({ preferences: '{"ui":{"theme":"dark"}}' }).success).toBe(true);
    expect(preferencesResponseSchema.safeParse({ preferences: 3 }).success).toBe(false);
    expect(preferencesResponseSchema.safeParse({}).success).toBe(false);
  });
  it('PATCH whole takes partial groups and rejects bad values', () => {
    expect(preferencesUpdateRequestSchema.parse({ preferences: { ui: { theme: 'dark' } } })).toEqual({
      preferences: { ui: { theme: 'dark' } },
    });
    expect(preferencesUpdateRequestSchema.safeParse({ preferences: {} }).success).toBe(true);
    const bad = preferencesUpdateRequestSchema.safeParse({ preferences: { ui: { theme: 'blue' } } });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['preferences', 'ui', 'theme'], message: drfMessages.invalidChoice('blue') });
    expect(preferencesUpdateRequestSchema.safeParse({ preferences: 'dark' }).success).toBe(false);
  });
  it('PATCH per group takes that group\'s partial fields', () => {
    expect(contentPreferencesUpdateRequestSchema.parse({ show_nsfw: true })).toEqual({ show_nsfw: true });
    expect(contentPreferencesUpdateRequestSchema.safeParse({ show_nsfw: 'true' }).success).toBe(false);
    expect(currencyPreferencesUpdateRequestSchema.safeParse({ primary: 'USD', display_format: 'name' }).success).toBe(true);
    expect(currencyPreferencesUpdateRequestSchema.safeParse({ primary: 'usd' }).success).toBe(false);
    expect(currencyPreferencesUpdateRequestSchema.safeParse({ primary: 'USDT' }).success).toBe(false);
    expect(uiPreferencesUpdateRequestSchema.safeParse({ language: 'zh' }).success).toBe(true);
    expect(uiPreferencesUpdateRequestSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
  it('discord preferences', () => {
    expect(discordPreferencesSchema.parse(defaultDiscordPreferences)).toEqual({ dm_new_stock: false, dm_order_updates: true });
    expect(discordPreferencesUpdateRequestSchema.safeParse({ dm_new_stock: true }).success).toBe(true);
    expect(discordPreferencesUpdateRequestSchema.safeParse({ dm_new_stock: 1 }).success).toBe(false);
  });
});
