import Cookies from 'js-cookie';
import { parseConfig } from './config';
import type { CookieJar, Platform } from './platform';

/**
 * Cookies through js-cookie with the spec's attributes (spec point 9: secure, path /, SameSite Lax).
 * `secure` is dropped on plain-http loopback pages, where browsers would refuse to store it.
 */
export function createBrowserCookieJar(location: Pick<Location, 'protocol' | 'hostname'>): CookieJar {
  const isLoopbackHttp = location.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(location.hostname);
  const base = { path: '/', sameSite: 'Lax' as const, secure: !isLoopbackHttp };
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, { expiresDays }) => {
      Cookies.set(name, value, { ...base, expires: expiresDays });
    },
    remove: (name) => Cookies.remove(name, { path: '/' }),
  };
}

/** The web platform: window.localStorage, document.cookie, config from Vite's build-time env. */
export function createWebPlatform(): Platform {
  const env = import.meta.env;
  return {
    kind: 'web',
    storage: window.localStorage,
    cookies: createBrowserCookieJar(window.location),
    config: parseConfig({
      apiUrl: env.VITE_API_URL,
      productName: env.VITE_PRODUCT_NAME,
      demoMode: env.VITE_DEMO_MODE,
      demoPlaygroundUrl: env.VITE_DEMO_PLAYGROUND_URL,
      demoDashboardUrl: env.VITE_DEMO_DASHBOARD_URL,
      discordClientId: env.VITE_DISCORD_CLIENT_ID,
      googleClientId: env.VITE_GOOGLE_CLIENT_ID,
      discordAuthorizeUrl: env.VITE_OAUTH_AUTHORIZE_URL_DISCORD,
      googleAuthorizeUrl: env.VITE_OAUTH_AUTHORIZE_URL_GOOGLE,
    }),
    appUrl: (path) => new URL(path, window.location.origin).toString(),
  };
}
