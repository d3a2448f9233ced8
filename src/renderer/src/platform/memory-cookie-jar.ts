import type { CookieJar } from './platform';

/**
 * A cookie jar that keeps values in memory for the life of the page only.
 *
 * Used by the desktop app, whose page lives on the privileged `app://figure-shop` origin:
 * - The app's cookies (docs/product-rules.md §Stored 3–4: `auth_token`, `user_prefs`) exist for a web backend
 *   that reads them on same-site requests. The desktop page is never same-site with the API host,
 *   so its cookies would never reach the API anyway; the API is called with the Bearer header.
 * - Chromium stores cookies only for http(s) unless told otherwise, and Electron's custom
 *   standard schemes do not reliably get `document.cookie` (electron/electron#27981), so js-cookie
 *   would silently write nothing there.
 * Keeping them in memory keeps reads after writes consistent within the window (the session and
 * the preferences effect write them) without pretending they persist.
 */
export function createMemoryCookieJar(): CookieJar {
  const jar = new Map<string, string>();
  return {
    get: (name) => jar.get(name),
    set: (name, value) => {
      jar.set(name, value);
    },
    remove: (name) => {
      jar.delete(name);
    },
  };
}
