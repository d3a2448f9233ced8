import type { AppConfig } from './config';

/** Options for a cookie the app writes (spec point 9: 30 days, secure, path /, SameSite Lax). */
export interface CookieOptions {
  expiresDays: number;
}

/** The cookies the app keeps (spec point 3: auth_token, user_prefs). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}

/**
 * Everything the renderer needs from where it runs. One implementation per target, chosen once at
 * start-up (ARCHITECTURE.md, renderer layer 4): `web` (window.localStorage, document.cookie) and
 * `desktop` (the preload's `window.desktop` bridge).
 */
export interface Platform {
  kind: 'web' | 'desktop';
  /** Web Storage (spec point 3 "local storage"): auth state, tokens, profile, preferences, caches. */
  storage: Storage;
  cookies: CookieJar;
  config: AppConfig;
  /** The app's own address for a path, used as a redirect target in e-mails (spec point 7). */
  appUrl(path: string): string;
}
