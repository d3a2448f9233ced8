import type { AppDeepLink, DeepLinkRefusal, DesktopOs, OAuthSignInResult } from '@shared/ipc';
import type { OAuthProvider } from '@shared/oauth';
import type { AppConfig } from './config';

/** Options for a cookie the app writes (docs/product-rules.md §Stored 3: 30 days, secure, path /, SameSite Lax). */
export interface CookieOptions {
  expiresDays: number;
}

/** The cookies the app keeps (docs/product-rules.md §Stored 3–4: auth_token, user_prefs). */
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
  /** Web Storage (docs/product-rules.md §Stored 1): auth state, tokens, profile, preferences, caches. */
  storage: Storage;
  cookies: CookieJar;
  config: AppConfig;
  /**
   * The address outside links use to come back into the app for `path` (an absolute path such as
   * `/account/password-reset`): the redirectUrl of reset e-mails (docs/product-rules.md §Sign-in 4) and OAuth
   * redirects. Web: `<origin><path>`; desktop: `<scheme>:<path>` (RFC 8252 §7.1).
   */
  appUrl(path: string): string;
  /** What only the desktop app can do (docs/product-rules.md §Desktop); absent on the web. */
  desktop?: DesktopCapabilities;
  /**
   * Headers a request-time render forwards from the page request to the API:
   * `Accept-Language`, which the location answer depends on (docs/product-rules.md §Currency 3). Absent in browsers,
   * which send their own.
   */
  requestHeaders?: Readonly<Record<string, string>>;
}

/**
 * The desktop app's extra capabilities, from the preload's `window.desktop` bridge. Subscriptions
 * return their unsubscribe function.
 */
export interface DesktopCapabilities {
  os: DesktopOs;
  /**
   * Whether the main process encrypts stored values (Electron safeStorage). When false the UI says
   * once that sign-in data is stored unencrypted on this machine (docs/product-rules.md §Desktop 11).
   */
  encryptionAvailable: boolean;
  /**
   * Whether stored sign-in data was dropped at start because the system keyring changed: the UI
   * says so and asks the user to sign in again (docs/product-rules.md §Desktop 12).
   */
  keyringChanged: boolean;
  /** Social sign-in through the system browser and the URL scheme (RFC 8252; docs/product-rules.md §Desktop 9). */
  oauth: {
    /**
     * Resolves with what to post to /api/account/social/{provider}/ once the provider's callback
     * came back. @rejects Error with a message fit to show (refused, timed out, cancelled, ...).
     */
    start(provider: OAuthProvider): Promise<OAuthSignInResult>;
    /** Cancels the pending sign-in with `provider` (or all); its `start` rejects. */
    cancel(provider?: OAuthProvider): Promise<void>;
  };
  /**
   * Opens a payment session's page in the system browser (docs/product-rules.md §Payment 2); the
   * provider returns through the `<scheme>:/orders/<id>` deep link.
   * @rejects Error with a message fit to show (not the provider's page, no browser).
   */
  openPaymentPage(url: string): Promise<void>;
  /** Account, figure and order links that came in through the URL scheme. */
  onDeepLink(callback: (link: AppDeepLink) => void): () => void;
  /** Deep links the main process refused (forged, stale, unknown); `message` is fit to show. */
  onDeepLinkRefused(callback: (refusal: DeepLinkRefusal) => void): () => void;
  /** The menu's "Toggle colour mode". */
  onColourModeToggle(callback: () => void): () => void;
}
