import { useEffect } from 'react';
import { COOKIE_LIFETIME_DAYS, PREFS_COOKIE_NAME } from '@shared/constants';
import { usePlatform } from '@renderer/platform/services';
import { usePreferences } from './PreferencesProvider';
import { prefsCookieValue } from './preferences-cookie';

/**
 * Rewrites the `user_prefs` cookie (docs/product-rules.md §Stored 3–4: theme, language, currency.primary,
 * region; 30 days, secure, path /, SameSite Lax through platform.cookies) on
 * every change of the preferences or the region. `region` is the currency feature's known region
 * (null until known: the cookie never triggers a location call itself), passed in by the app so
 * that preferences does not import currency, which imports preferences.
 */
export function usePrefsCookie(region: string | null): void {
  const { cookies } = usePlatform();
  const preferences = usePreferences();
  useEffect(() => {
    cookies.set(PREFS_COOKIE_NAME, JSON.stringify(prefsCookieValue(preferences, region)), { expiresDays: COOKIE_LIFETIME_DAYS });
  }, [cookies, preferences, region]);
}
