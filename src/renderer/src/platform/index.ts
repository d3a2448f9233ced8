import type { Platform } from './platform';
import { createWebPlatform } from './web';

export type { Platform, CookieJar, CookieOptions } from './platform';
export type { AppConfig } from './config';

let current: Platform | undefined;

/**
 * The platform the renderer runs on, chosen once on first use (ARCHITECTURE.md: "Chosen once at
 * start-up"). Until the desktop bridge lands, the desktop app uses the web platform too.
 */
export function getPlatform(): Platform {
  current ??= createWebPlatform();
  return current;
}

/** Replaces the platform; for tests that run the renderer against in-memory storage. */
export function setPlatformForTesting(platform: Platform): void {
  current = platform;
}
