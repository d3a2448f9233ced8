/** Public surface of the preferences feature (spec points 1, 3, 4, 8): other features and the app use only these. */
export {
  PreferencesProvider,
  usePreference,
  usePreferences,
  usePreferencesSyncState,
  useUpdatePreferences,
} from './PreferencesProvider';
export { useDiscordPreferences, useIsDiscordUser, useUpdateDiscordPreferences } from './useDiscordPreferences';
export { createPreferencesStore, type PreferencesStore, type SyncStatus } from './preferences-store';
export { createPreferencesSync, type PreferencesSync } from './preferences-sync';
export { serverPreferencesQuery, preferencesKeys } from './preferences-queries';
export { prefsCookieValue, type PrefsCookie } from './preferences-cookie';
export { localeOf } from './locale';
export { PREFERENCES_UPDATE_ERRORS } from './preferences-errors';
