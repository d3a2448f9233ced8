import { createDesktopPlatform } from './desktop';
import type { Platform } from './platform';
import { createWebPlatform } from './web';

export type { Platform, CookieJar, CookieOptions, DesktopCapabilities } from './platform';
export type { AppConfig } from './config';

let current: Platform | undefined;

/**
 * The platform the renderer runs on, chosen once on first use (ARCHITECTURE.md: "Chosen once at
 * start-up"): desktop when the preload exposed `window.desktop` (the Electron app on its app://
 * origin), else web. The only place outside platform/ that `window.desktop` is read.
 */
export function getPlatform(): Platform {
  current ??= choosePlatform(window);
  return current;
}

/** The choice itself, on a given window; exported for tests. */
export function choosePlatform(target: Pick<Window, 'desktop'>): Platform {
  return target.desktop ? createDesktopPlatform(target.desktop) : createWebPlatform();
}
