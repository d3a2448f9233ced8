import { toWebStorage, type DesktopBridge } from '@shared/ipc';
import { readDesktopConfig } from './config';
import { createMemoryCookieJar } from './memory-cookie-jar';
import type { Platform } from './platform';

/**
 * The app's address for an in-app path on the desktop: `<scheme>:<path>`, e.g.
 * `com.figureshop.app:/account/password-reset`. Single slash and no authority, as RFC 8252 §7.1
 * prescribes for private-use schemes and as the main process's deep-link parser admits
 * (shared/deep-link/parse.ts refuses `<scheme>://…`).
 * @param path an absolute path (starts with one `/`), optionally with a query.
 * @throws TypeError when `path` is not absolute or starts with `//` (that would be an authority).
 */
export function desktopAppUrl(scheme: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`appUrl needs an absolute path such as /account/password-reset, got ${JSON.stringify(path)}`);
  }
  return `${scheme}:${path}`;
}

/**
 * The desktop platform (ARCHITECTURE.md, renderer layer 4) over the preload's bridge:
 * - storage: the bridge's Web Storage (electron-store in the main process, encrypted where the OS
 *   allows), wrapped by `toWebStorage` so `length` is live; every zustand store persists there;
 * - cookies: in memory only (see memory-cookie-jar.ts for why);
 * - config: the main process's config as is (one type, AppConfig), checked by the same schema
 *   as the variables it came from;
 * - appUrl: `<scheme>:<path>`, the address e-mails and providers use to come back into the app;
 * - desktop: OAuth and payment pages through the main process, deep links, the menu's colour-mode toggle, and
 *   whether stored values are encrypted.
 * @throws ConfigError when the config has a malformed value (e.g. a URL scheme that is not a
 *   reverse-DNS private-use scheme, or a non-http(s) API URL), naming its FIGURE_SHOP_* variable.
 */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  const config = readDesktopConfig(bridge.config);
  const scheme = config.urlScheme;
  return {
    kind: 'desktop',
    // WebStorage is DOM Storage minus named-property access, which no store here uses.
    storage: toWebStorage(bridge.storage) as Storage,
    cookies: createMemoryCookieJar(),
    config,
    appUrl: (path) => desktopAppUrl(scheme, path),
    desktop: {
      os: bridge.platform.os,
      encryptionAvailable: bridge.platform.encryptionAvailable,
      keyringChanged: bridge.platform.keyringChanged,
      oauth: {
        start: (provider) => bridge.oauth.start(provider),
        cancel: (provider) => bridge.oauth.cancel(provider),
      },
      openPaymentPage: (url) => bridge.payment.open(url),
      onDeepLink: (callback) => bridge.onDeepLink(callback),
      onDeepLinkRefused: (callback) => bridge.onDeepLinkRefused(callback),
      onColourModeToggle: (callback) => bridge.onColourModeToggle(callback),
    },
  };
}
