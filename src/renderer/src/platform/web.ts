import Cookies from 'js-cookie';
import { COOKIE_ATTRIBUTES } from '@shared/constants';
import { loadWebConfig } from './config';
import type { CookieJar, Platform } from './platform';

/**
 * Cookies through js-cookie with the attributes of docs/product-rules.md §Stored 3 (secure, path /,
 * SameSite Lax), `Secure` on every origin (§Stored 5): browsers treat http://127.0.0.1 and
 * http://localhost as secure contexts and keep a Secure cookie set there (checked in Chromium 156).
 */
export function createBrowserCookieJar(): CookieJar {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, { expiresDays }) => {
      Cookies.set(name, value, { ...COOKIE_ATTRIBUTES, expires: expiresDays });
    },
    remove: (name) => Cookies.remove(name, { path: COOKIE_ATTRIBUTES.path }),
  };
}

/** The web platform: window.localStorage, document.cookie, config from Vite's build-time env. */
export function createWebPlatform(): Platform {
  return {
    kind: 'web',
    storage: window.localStorage,
    cookies: createBrowserCookieJar(),
    config: loadWebConfig(import.meta.env),
    appUrl: (path) => new URL(path, window.location.origin).toString(),
  };
}
