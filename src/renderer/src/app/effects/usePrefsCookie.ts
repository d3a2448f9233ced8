import { useEffect } from 'react';
import { COOKIE_LIFETIME_DAYS, PREFS_COOKIE_NAME } from '@shared/constants';
import { useKnownRegion } from '@renderer/features/currency';
import { prefsCookieValue, usePreferences } from '@renderer/features/preferences';
import { usePlatform } from '@renderer/platform/PlatformProvider';

/**
 * Rewrites the `user_prefs` cookie (spec points 3 and 9: showAdultContent, theme, language,
 * currency.primary, region; 30 days, secure, path /, SameSite Lax through platform.cookies) on
 * every change of the preferences or the region (null until known: the
 * cookie never triggers a location call itself). Lives in the app layer because it joins two features.
 */
export function usePrefsCookie(): void {
  const { cookies } = usePlatform();
  const preferences = usePreferences();
  const region = useKnownRegion();
  useEffect(() => {
    cookies.set(PREFS_COOKIE_NAME, JSON.stringify(prefsCookieValue(preferences, region)), { expiresDays: COOKIE_LIFETIME_DAYS });
  }, [cookies, preferences, region]);
}
