import type { Preferences } from '@shared/api';

/** The `user_prefs` cookie's value (spec point 3): showAdultContent, theme, language, currency (primary), region. */
export interface PrefsCookie {
  showAdultContent: boolean;
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
    showAdultContent: preferences.content.show_nsfw,
    theme: preferences.ui.theme,
    language: preferences.ui.language,
    currency: { primary: preferences.currency.primary },
    region,
  };
}
