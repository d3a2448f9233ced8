/**
 * `window.desktop`: the whole API the preload exposes to the renderer through contextBridge
 * (ARCHITECTURE.md, "Preload"). Nothing else of Electron reaches the page.
 */
import type { OAuthProvider } from '../oauth/providers';
import type { DesktopConfig } from './config';
import type { AppDeepLink, DeepLinkRefusal, OAuthSignInResult, PlatformInfo } from './payloads';
import type { DesktopStorage } from './web-storage';

/** Sign-in through the system browser (RFC 8252), run by the main process. */
export interface DesktopOAuth {
  /**
   * Opens the provider's consent page in the system browser and resolves when its callback comes
   * back to the app through the URL scheme with the matching `state` (single use, within 10 minutes).
   * @rejects Error with a message fit to show when the provider refused, the user cancelled, the
   *   attempt timed out or was superseded by a new one, the provider is not configured, or the
   *   browser could not be opened.
   */
  start(provider: OAuthProvider): Promise<OAuthSignInResult>;
  /** Cancels the pending sign-in with `provider`, or all of them; their `start` promises reject. */
  cancel(provider?: OAuthProvider): Promise<void>;
}

/** Paying an order on the payment provider's page in the system browser (docs/product-rules.md §Payment 1–2), run by the main process. */
export interface DesktopPayment {
  /**
   * Opens `url`, a payment session's page, in the system browser; the provider sends the collector
   * back to the app through `<scheme>:/orders/<id>`. Resolves once the browser was asked to open it.
   * @rejects Error with a message fit to show when the URL is not the payment provider's page or the
   *   browser could not be opened.
   */
  open(url: string): Promise<void>;
}

/** The preload's API, exposed as `window.desktop` in the Electron app only. */
export interface DesktopBridge {
  /**
   * Web Storage backed by the main process (electron-store; encrypted with safeStorage where
   * available). Reads are synchronous from a snapshot; writes go through asynchronously; changes
   * from other windows raise `storage` events on `window`. Wrap with `toWebStorage` for `length`.
   */
  readonly storage: DesktopStorage;
  readonly oauth: DesktopOAuth;
  readonly payment: DesktopPayment;
  readonly platform: PlatformInfo;
  readonly config: DesktopConfig;
  /** Calls `callback` when the menu's "Toggle colour mode" is chosen; returns an unsubscribe. */
  onColourModeToggle(callback: () => void): () => void;
  /**
   * Calls `callback` for each account, figure or order deep link, including one that started
   * the app (queued until the first subscriber); returns an unsubscribe.
   */
  onDeepLink(callback: (link: AppDeepLink) => void): () => void;
  /** Calls `callback` when a deep link was refused (forged or stale callback, unknown link). */
  onDeepLinkRefused(callback: (refusal: DeepLinkRefusal) => void): () => void;
}
