/**
 * Preferences: four groups with their defaults (docs/product-rules.md §Preferences 1), and their
 * calls: GET/PATCH /api/account/preferences/, PATCH …/{content|currency|ui}/, GET/PATCH …/discord/.
 */
import { z } from 'zod/mini';
import { currencyCodeSchema, drfBoolean, drfChoice, drfTypeError, drfMessages } from './fields';

export const themes = ['light', 'dark'] as const;
export const languages = ['en', 'ja', 'zh'] as const;
export const displayFormats = ['symbol', 'code', 'name'] as const;
export type Theme = (typeof themes)[number];
export type Language = (typeof languages)[number];
export type DisplayFormat = (typeof displayFormats)[number];

/** Group "content": show_nsfw (default false), show_prices (default true). */
const contentPreferencesSchema = z.object({
  show_nsfw: drfBoolean(),
  show_prices: drfBoolean(),
});
/** Group "ui": theme light|dark (light), language en|ja|zh (en), blur_nsfw (true). */
const uiPreferencesSchema = z.object({
  theme: drfChoice(themes),
  language: drfChoice(languages),
  blur_nsfw: drfBoolean(),
});
/** Group "notifications": email_digest (true), push_notifications (true). */
const notificationPreferencesSchema = z.object({
  email_digest: drfBoolean(),
  push_notifications: drfBoolean(),
});
/** Group "currency": primary ISO 4217 code (JPY), display_format symbol|code|name (symbol). */
const currencyPreferencesSchema = z.object({
  // The description is the GraphQL field's (demo-api/preferences/graphql.ts derives the types).
  primary: currencyCodeSchema.check(z.describe('ISO 4217 code.')),
  display_format: drfChoice(displayFormats),
});

/** All four groups, complete. */
export const preferencesSchema = z.object({
  content: contentPreferencesSchema,
  ui: uiPreferencesSchema,
  notifications: notificationPreferencesSchema,
  currency: currencyPreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
export type ContentPreferences = Preferences['content'];
export type UiPreferences = Preferences['ui'];
export type NotificationPreferences = Preferences['notifications'];
export type CurrencyPreferences = Preferences['currency'];
export type PreferencesGroup = keyof Preferences;

/** The group schemas by name, for per-group parsing and merging over the defaults. */
export const preferencesGroupSchemas = {
  content: contentPreferencesSchema,
  ui: uiPreferencesSchema,
  notifications: notificationPreferencesSchema,
  currency: currencyPreferencesSchema,
} as const;
export const preferencesGroups = ['content', 'ui', 'notifications', 'currency'] as const satisfies readonly PreferencesGroup[];

/** The defaults (docs/product-rules.md §Preferences 1). Frozen so no caller can mutate the shared copy. */
export const defaultPreferences: Readonly<Preferences> = Object.freeze({
  content: Object.freeze({ show_nsfw: false, show_prices: true }),
  ui: Object.freeze({ theme: 'light', language: 'en', blur_nsfw: true }),
  notifications: Object.freeze({ email_digest: true, push_notifications: true }),
  currency: Object.freeze({ primary: 'JPY', display_format: 'symbol' }),
}) as Readonly<Preferences>;

/** A partial update: any subset of groups, each with any subset of its fields. */
export const preferencesPatchSchema = z.object(
  {
    content: z.optional(z.partial(contentPreferencesSchema)),
    ui: z.optional(z.partial(uiPreferencesSchema)),
    notifications: z.optional(z.partial(notificationPreferencesSchema)),
    currency: z.optional(z.partial(currencyPreferencesSchema)),
  },
  { error: drfTypeError(drfMessages.notObject) },
);
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/**
 * GET /api/account/preferences/ answer: `{preferences}`, either an object or a JSON string (legacy
 * storage: docs/product-rules.md §Preferences 5). Left loose on purpose: the client parses the
 * string, then merges each group over the defaults, dropping unknown or invalid fields.
 */
export const preferencesResponseSchema = z.object({
  preferences: z.union([z.string(), z.record(z.string(), z.unknown())]),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** PATCH /api/account/preferences/ {preferences: partial groups}. */
export const preferencesUpdateRequestSchema = z.object({ preferences: preferencesPatchSchema });
/** Answer "not shown"; decided: the whole merged `{preferences}` as an object (parse like GET). */
export const preferencesUpdateResponseSchema = preferencesResponseSchema;

/** PATCH /api/account/preferences/content/ — the group's fields, all optional. */
export const contentPreferencesUpdateRequestSchema = z.partial(contentPreferencesSchema);
export type ContentPreferencesUpdateRequest = z.infer<typeof contentPreferencesUpdateRequestSchema>;
/** PATCH /api/account/preferences/currency/ — the group's fields, all optional. */
export const currencyPreferencesUpdateRequestSchema = z.partial(currencyPreferencesSchema);
export type CurrencyPreferencesUpdateRequest = z.infer<typeof currencyPreferencesUpdateRequestSchema>;
/** PATCH /api/account/preferences/ui/ — the group's fields, all optional. */
export const uiPreferencesUpdateRequestSchema = z.partial(uiPreferencesSchema);
export type UiPreferencesUpdateRequest = z.infer<typeof uiPreferencesUpdateRequestSchema>;

/** Groups with their own PATCH endpoint, and their request schemas. */
export const patchablePreferencesGroups = ['content', 'currency', 'ui'] as const;
export type PatchablePreferencesGroup = (typeof patchablePreferencesGroups)[number];
export const preferencesGroupUpdateRequestSchemas = {
  content: contentPreferencesUpdateRequestSchema,
  currency: currencyPreferencesUpdateRequestSchema,
  ui: uiPreferencesUpdateRequestSchema,
} as const;
/** Answer "not shown"; decided: the whole merged `{preferences}`, like PATCH of all groups. */
export const preferencesGroupUpdateResponseSchema = preferencesResponseSchema;

// ---------------------------------------------------------------- discord

/**
 * GET/PATCH /api/account/preferences/discord/ — fields "not shown"; decided:
 * dm_new_stock (DM me when new figures are in stock, default false),
 * dm_order_updates (DM me about my orders, default true).
 */
export const discordPreferencesSchema = z.object({
  dm_new_stock: drfBoolean(),
  dm_order_updates: drfBoolean(),
});
export type DiscordPreferences = z.infer<typeof discordPreferencesSchema>;
export const defaultDiscordPreferences: Readonly<DiscordPreferences> = Object.freeze({
  dm_new_stock: false,
  dm_order_updates: true,
});
/** GET answer: the discord preferences object itself. */
export const discordPreferencesResponseSchema = discordPreferencesSchema;
/** PATCH payload: any subset of the fields; answers the whole discord preferences. */
export const discordPreferencesUpdateRequestSchema = z.partial(discordPreferencesSchema);
export type DiscordPreferencesUpdateRequest = z.infer<typeof discordPreferencesUpdateRequestSchema>;
export const discordPreferencesUpdateResponseSchema = discordPreferencesSchema;
