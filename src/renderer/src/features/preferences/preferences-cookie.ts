import type { Preferences } from '@shared/api';

/**
 * The `user_prefs` cookie's value (docs/product-rules.md §Stored 4): theme, language, currency (primary), region.
 * No adult-content flag: no server reads one. The web server picks the pre-rendered variant by
 * theme and language, and a request-time render uses a first-time visitor's content settings
 * (what the client hydrates with); which adult figures show is the browser's own content.show_nsfw,
 * and for a signed-in user the API's stored one.
 */
export interface PrefsCookie {
  theme: Preferences['ui']['theme'];
  language: Preferences['ui']['language'];
  currency: { primary: string };
  region: string | null;
}

/**
 * Pure: the `user_prefs` cookie payload from the preferences and the visitor's region (null until
 * known). Servers rendering for this visitor read it; it never holds anything private.
 */
export function prefsCookieValue(preferences: Preferences, region: string | null): PrefsCookie {
  return {
    theme: preferences.ui.theme,
    language: preferences.ui.language,
    currency: { primary: preferences.currency.primary },
    region,
  };
}
