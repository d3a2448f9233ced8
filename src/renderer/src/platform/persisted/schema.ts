import { z } from 'zod/mini';
import {
  cnyRatesResponseSchema,
  defaultPreferences,
  figureSlugSchema,
  jpyRatesResponseSchema,
  locationResponseSchema,
  preferencesPatchSchema,
  preferencesSchema,
  profileSchema,
  themes,
  type Preferences,
  WISHLIST_MAX_ITEMS,
} from '@shared/api';
// From the schema-light module, not the index: the first route must not bring the cart's endpoint schemas (the catalogue's card).
import { CART_MAX_LINES, cartEntrySchema, deviceCartSchema, type CartEntry } from '@shared/api/cart-fields';
import { AUTH_STATUSES, DEFAULT_AUTH_STATUS } from '@shared/constants';
import { OAUTH_PROVIDERS } from '@shared/oauth';
import { mergePreferences } from '@shared/preferences';
import type { PersistedKey } from './keys';

/**
 * How a value is kept as a Web Storage string:
 * - `text`: the string itself (tokens and auth_state are stored bare, as those keys always were);
 * - `json`: JSON.stringify of the value;
 * - `flag`: `true` is stored as `'1'`, `false` as no item at all.
 */
export type Encoding = 'text' | 'json' | 'flag';

/** One persisted key: what a stored value must be, what stands for it when absent or corrupt, how it is stored. */
export interface PersistedEntry<S extends z.ZodMiniType = z.ZodMiniType, D = unknown> {
  /** What a value must be: checked on every read and every write. */
  schema: S;
  /** The value of an absent or corrupt key. `null` means "no value": writing null removes the item. */
  default: D;
  encoding: Encoding;
  /**
   * For a value that parsed but does not fit `schema`: what of it can be kept, or undefined when
   * nothing can. `onInvalid` names each part that was dropped (it is logged).
   */
  salvage?: (decoded: unknown, onInvalid: (path: string) => void) => z.output<S> | undefined;
  /** Remove a corrupt value once read (caches: it is fetched again, no need to log it twice). */
  removeCorrupt?: boolean;
}

function entry<S extends z.ZodMiniType, const D extends z.output<S> | null>(definition: PersistedEntry<S, D>): PersistedEntry<S, D> {
  return definition;
}

/** The envelope zustand's `persist` writes (`{"state":…,"version":0}`), around the persisted part of a store. */
function zustandEnvelope<S extends z.ZodMiniType>(state: S) {
  return z.object({ state, version: z.number() });
}

/** The `timestamp` of a 24 h cache entry (docs/product-rules.md §Currency 2): when it was saved, epoch ms. */
const cacheTimestamp = { timestamp: z.number().check(z.refine(Number.isFinite, 'not a finite epoch ms')) };

/** A stored token: a non-empty string without whitespace. */
const tokenSchema = z.string().check(z.regex(/^\S+$/, 'not a token'));

/** The profile as kept in Web Storage: the server's profile plus when it was fetched (epoch ms). */
export const storedProfileSchema = z.extend(profileSchema, { lastUpdated: z.number() });
export type StoredProfile = z.infer<typeof storedProfileSchema>;

/**
 * Preference changes not yet acknowledged by the server (docs/product-rules.md §Preferences 9): the changed fields'
 * values as a patch, and per field ("group.field") when it was changed, in epoch ms, so that per
 * field the newer change wins (between tabs, and over the server's copy at the next pull).
 */
export const pendingPreferencesSchema = z.object({
  patch: preferencesPatchSchema,
  changedAt: z.record(z.string().check(z.regex(/^(content|ui|notifications|currency)\.[a-z_]+$/)), z.number().check(z.refine(Number.isFinite))),
});
export type PendingPreferences = z.infer<typeof pendingPreferencesSchema>;

/** The one pending web sign-in (RFC 6749 §4.1 + PKCE, RFC 7636): provider, state, verifier, redirect, started at (epoch ms). */
export const pendingOAuthSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string().check(z.minLength(1)),
  codeVerifier: z.string().check(z.minLength(43)),
  redirectUri: z.url(),
  createdAt: z.number(),
  /** Where the sign-in started (path + search, same-origin; docs/product-rules.md §Sign-in 11), to return to after it. */
  returnTo: z.optional(z.string()),
});
export type PendingOAuthSignIn = z.infer<typeof pendingOAuthSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every Web Storage key of the renderer with its schema, default and encoding (ARCHITECTURE.md:
 * "one registry of every persisted Web Storage key", after Bluesky's `src/state/persisted`).
 * Unless said otherwise a key lives in the platform's storage (web: localStorage; desktop: the
 * bridge's storage kept by the main process), which raises `storage` events in other tabs/windows.
 *
 * colour_mode and user_preferences.ui.theme hold the same light/dark choice, and both stay:
 * - the interface colour mode is the shell's own state, held in memory with its own key in
 *   storage, for every visitor (docs/product-rules.md §Shell 5);
 * - ui.theme is a preference (§Preferences 1): merged with the server's copy after sign-in, sent to
 *   the server and carried by the user_prefs cookie.
 * They cannot drift: ColourModeProvider sets the mode from ui.theme on start and on every change of
 * it, and a toggle writes both. So colour_mode decides nothing on its own; it is kept because the
 * shell's state is persisted through its own store under its own key, and existing
 * storage and the e2e suites read it there.
 */
export const persistedEntries = {
  /** `signedIn` | `signedOut` (docs/product-rules.md §Sessions 1); written after the tokens on sign-in, before them on sign-out */
  auth_state: entry({
    schema: z.enum(AUTH_STATUSES),
    default: DEFAULT_AUTH_STATUS,
    encoding: 'text',
  }),
  /** The JWT access token (docs/product-rules.md §Sessions 1–2) */
  access_token: entry({ schema: tokenSchema, default: null, encoding: 'text' }),
  /** The refresh token (docs/product-rules.md §Sessions 1–2) */
  refresh_token: entry({ schema: tokenSchema, default: null, encoding: 'text' }),
  /** The profile with lastUpdated (docs/product-rules.md §Sessions 1) */
  profile: entry({ schema: storedProfileSchema, default: null, encoding: 'json' }),
  /** The four preference groups, exactly the shape of docs/product-rules.md §Preferences 1 */
  user_preferences: entry({
    schema: preferencesSchema,
    default: defaultPreferences as Preferences,
    encoding: 'json',
    // Per field (docs/product-rules.md §Preferences 6): an invalid field takes its default, the valid ones are kept.
    salvage: (decoded, onInvalid) => (isRecord(decoded) ? mergePreferences(decoded, onInvalid) : undefined),
  }),
  /** Preference changes made while signed in that the server has not acknowledged yet (docs/product-rules.md §Preferences 9); removed once sent or on sign-out */
  user_preferences_pending: entry({
    schema: pendingPreferencesSchema,
    default: null,
    encoding: 'json',
  }),
  /** The preferences this device had as an anonymous visitor, kept aside at sign-in and put back (then removed) at sign-out (docs/product-rules.md §Preferences 11) */
  user_preferences_anonymous: entry({
    schema: preferencesSchema,
    default: null,
    encoding: 'json',
    // Per field, like user_preferences: what is valid of the visitor's own choices is put back.
    salvage: (decoded, onInvalid) => (isRecord(decoded) ? mergePreferences(decoded, onInvalid) : undefined),
  }),
  /** The interface colour mode (docs/product-rules.md §Shell 5), the colour-mode store; see above for ui.theme */
  colour_mode: entry({
    schema: zustandEnvelope(z.object({ mode: z.enum(themes) })),
    default: { state: { mode: 'light' }, version: 0 },
    encoding: 'json',
  }),
  /** Whether the user ever chose a currency, so the location offer (docs/product-rules.md §Currency 10) is made once */
  currency_choice: entry({
    schema: zustandEnvelope(z.object({ chosen: z.boolean() })),
    default: { state: { chosen: false }, version: 0 },
    encoding: 'json',
  }),
  /** GET /api/location/ cached for 24 h (docs/product-rules.md §Currency 2) */
  anime_user_location: entry({
    schema: z.extend(locationResponseSchema, cacheTimestamp),
    default: null,
    encoding: 'json',
    removeCorrupt: true,
  }),
  /** GET /api/jpy-rates/ and /api/cny-rates/ cached for 24 h (docs/product-rules.md §Currency 2) */
  anime_exchange_rates: entry({
    schema: z.object({ jpyRates: jpyRatesResponseSchema, cnyRates: cnyRatesResponseSchema, ...cacheTimestamp }),
    default: null,
    encoding: 'json',
    removeCorrupt: true,
  }),
  /** In sessionStorage (this tab only): the one pending web social sign-in, consumed by its callback */
  oauth_pending: entry({
    schema: pendingOAuthSchema,
    default: null,
    encoding: 'json',
  }),
  /** Desktop: the "stored unencrypted" notice was dismissed (docs/product-rules.md §Desktop 11) */
  desktop_unencrypted_notice_dismissed: entry({
    schema: z.boolean(),
    default: false,
    encoding: 'flag',
  }),
  /** The anonymous visitor's wishlist, figure slugs newest first (docs/product-rules.md §Wishlist 2); merged into the account's and emptied at sign-in */
  wishlist: entry({
    schema: z.array(figureSlugSchema).check(z.maxLength(WISHLIST_MAX_ITEMS)),
    default: [] as string[],
    encoding: 'json',
    // A list with one bad slug keeps the good ones (at most WISHLIST_MAX_ITEMS of them).
    salvage: (decoded, onInvalid) => {
      if (!Array.isArray(decoded)) return undefined;
      const kept = decoded.filter((slug, i) => {
        const ok = figureSlugSchema.safeParse(slug).success;
        if (!ok) onInvalid(String(i));
        return ok;
      }) as string[];
      return kept.slice(0, WISHLIST_MAX_ITEMS);
    },
  }),
  /** The anonymous visitor's cart, lines {slug, quantity, added_price, added_status, added_at} newest first (docs/product-rules.md §Cart 3); merged into the account's at sign-in */
  cart: entry({
    schema: deviceCartSchema,
    default: [] as CartEntry[],
    encoding: 'json',
    // A cart with one bad line keeps the others: the first line of each slug, at most CART_MAX_LINES.
    salvage: (decoded, onInvalid) => {
      if (!Array.isArray(decoded)) return undefined;
      const kept: CartEntry[] = [];
      decoded.forEach((line, i) => {
        const parsed = cartEntrySchema.safeParse(line);
        if (parsed.success && !kept.some((entry) => entry.slug === parsed.data.slug)) kept.push(parsed.data);
        else onInvalid(String(i));
      });
      return kept.slice(0, CART_MAX_LINES);
    },
  }),
  /** When a tab last changed the signed-in user's cart on the server (epoch ms): other tabs and windows hear it and fetch the cart again (docs/product-rules.md §Cart 4) */
  cart_changed: entry({
    schema: z.number().check(z.refine(Number.isFinite, 'not a finite epoch ms')),
    default: null,
    encoding: 'json',
  }),
  /** SessionStorage: the Idempotency-Key of the review being placed (docs/product-rules.md §Orders 1) */
  checkout_idempotency: entry({
    schema: z.object({ review: z.string(), key: z.string().check(z.minLength(1)) }),
    default: null,
    encoding: 'json',
  }),
  /** Payments started here: order, epoch ms, failures then, the invoice paid (docs/product-rules.md §Payment 5) */
  payment_started: entry({
    schema: z.array(
      z.object({ order: z.int().check(z.positive()), at: z.int(), failures: z.int().check(z.nonnegative()), invoice: z.optional(z.nullable(z.int().check(z.positive()))) }),
    ),
    default: [] as { order: number; at: number; failures: number; invoice?: number | null }[],
    encoding: 'json',
    // In the platform's storage, not sessionStorage: the desktop's payment returns as a deep link that may open another window or start the app.
  }),
} satisfies Record<PersistedKey, PersistedEntry>;

type Entries = typeof persistedEntries;

/** What `read(key)` gives and `write(key, …)` takes. */
export type PersistedValue<K extends PersistedKey> = z.output<Entries[K]['schema']> | Entries[K]['default'];
