/**
 * The name of every Web Storage key the renderer uses, and nothing else (no imports, no DOM), so
 * Node-side tools (the benchmarks) can name keys without loading the renderer. What each key holds
 * (schema, default, encoding) is in `./schema.ts`; reading and writing go through `./index.ts`.
 * The names are fixed (docs/product-rules.md §Stored 2): what earlier releases wrote must keep
 * reading back in existing users' storage.
 */
export const PERSISTED_KEYS = [
  'auth_state',
  'access_token',
  'refresh_token',
  'profile',
  'user_preferences',
  'user_preferences_pending',
  'user_preferences_anonymous',
  'colour_mode',
  'currency_choice',
  'anime_user_location',
  'anime_exchange_rates',
  'oauth_pending',
  'desktop_unencrypted_notice_dismissed',
  'wishlist',
  'cart',
  'cart_changed',
  'checkout_idempotency',
  'payment_started',
] as const;

/** A Web Storage key of the renderer. */
export type PersistedKey = (typeof PERSISTED_KEYS)[number];
