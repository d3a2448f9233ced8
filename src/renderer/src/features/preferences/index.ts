/**
 * Public surface of the preferences feature (spec points 1, 3, 4, 8): other features and the app
 * use only these. The settings page is lazy-loaded from `./pages`.
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
export { formatCalendarDay, formatDate, formatDateTime, formattingLocale, localeOf, LANGUAGE_NAMES, type DateInput } from './locale';
export { SETTINGS_PATH } from './routes';
export { PREFERENCES_UPDATE_ERRORS } from './preferences-errors';
