/**
 * Public surface of the preferences feature (docs/product-rules.md §Preferences): other features and the app
 * use only these. The settings page's content is here; the app composes the page
 * (app/pages/SettingsPage.tsx, lazy-loaded) with the currency and notifications parts.
 */
export {
  PreferencesProvider,
  usePreference,
  usePreferences,
  usePreferencesSyncState,
  useUpdatePreferences,
} from './PreferencesProvider';
export { useLanguageSync } from './useLanguageSync';
export { usePrefsCookie } from './usePrefsCookie';
export { useDiscordPreferences, useIsDiscordUser, useUpdateDiscordPreferences } from './useDiscordPreferences';
export { createPreferencesStore, type PreferencesStore, type SyncStatus } from './preferences-store';
export { createPreferencesSync, type PreferencesSync } from './preferences-sync';
export { createPendingPreferenceChanges } from './preferences-pending';
export { serverPreferencesQuery, preferencesKeys } from './preferences-queries';
export { prefsCookieValue, type PrefsCookie } from './preferences-cookie';
export { currencyFractionDigits, formatCount, formatPrice, formattingLocale, localeOf, LANGUAGE_NAMES, type DateInput } from './locale';
export { useFormat, type Format } from './use-format';
export { SETTINGS_PATH } from './routes';
export { SettingsContent, type SettingsSlots } from './components/SettingsContent';
// For the settings page's parts that other features own (the currency group, the push switch).
export { useSettingsTranslation } from './strings';
export { PREFERENCES_UPDATE_ERRORS } from './preferences-errors';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { PreferencesServices } from './services';
