/** Payload types of the channels in channels.ts. Plain data only (structured-clone safe). */
import type { OAuthProvider } from '../oauth/providers';
import type { DesktopConfig } from './config';

/** The operating systems Electron reports (`process.platform` values it runs on). */
export type DesktopOs = 'linux' | 'darwin' | 'win32';

/** Facts about where the app runs, for the UI. */
export interface PlatformInfo {
  os: DesktopOs;
  /**
   * Whether stored values are encrypted with the OS keyring (Electron safeStorage). False on Linux
   * without a secret service (and with Chromium's `basic_text` fallback, which is not real
   * encryption); the UI should then say once that sign-in data is stored unencrypted.
   */
  encryptionAvailable: boolean;
  /**
   * True when sign-in data stored by an earlier run could not be decrypted (the system keyring
   * changed or was reset) and was dropped at start: the UI asks the user to sign in again
   * (docs/product-rules.md §Desktop 12). Preferences are kept.
   */
  keyringChanged: boolean;
}

/** Reply to `desktop:bootstrap`. */
export interface BootstrapReply {
  config: DesktopConfig;
  platform: PlatformInfo;
}

/** A refused request's error, as plain data (Error objects do not survive IPC intact). */
export interface IpcFailure {
  ok: false;
  error: { code: string; message: string };
}

/** Reply to `storage:snapshot`. */
export type StorageSnapshotReply =
  | {
      ok: true;
      /** Every stored key and value, decrypted. */
      items: Record<string, string>;
      /** Id of the asking window; changes it made come back carrying it (see {@link StorageChange}). */
      clientId: number;
    }
  | IpcFailure;

/** `storage:set` request. */
export interface StorageSetRequest {
  key: string;
  value: string;
}

/** `storage:remove` request. */
export interface StorageRemoveRequest {
  key: string;
}

/**
 * A change the main process applied, broadcast to every window in the order applied. `key` null
 * means clear(). `clientId` is the window that made it, so that window can tell its own echo.
 */
export interface StorageChange {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
  clientId: number;
}

/** Why an OAuth sign-in ended without a code. */
export type OAuthFailureCode =
  | 'cancelled'
  | 'timeout'
  | 'superseded'
  | 'provider-error'
  | 'refused'
  | 'not-configured'
  | 'browser-failed'
  | 'invalid-request';

/** What `window.desktop.oauth.start` resolves with: what the renderer posts to `/api/account/social/{provider}/`. */
export interface OAuthSignInResult {
  provider: OAuthProvider;
  /** The authorization code (RFC 6749 §4.1.2). */
  code: string;
  /** The state that matched the pending attempt. */
  state: string;
  /** The exact redirect URI of the authorize request, `<scheme>:/oauth/<provider>` (RFC 6749 §4.1.3). */
  redirectUrl: string;
  /** The PKCE code_verifier for the token request (RFC 7636 §4.5). */
  codeVerifier: string;
}

/** Reply to `oauth:start`. */
export type OAuthStartReply = { ok: true; result: OAuthSignInResult } | (IpcFailure & { error: { code: OAuthFailureCode } });

/** Reply to `payment:open`: `invalid-request` when the URL is not the payment provider's page, `browser-failed` when the browser could not be opened. */
export type PaymentOpenReply = { ok: true } | (IpcFailure & { error: { code: 'invalid-request' | 'browser-failed' } });

/** An account, figure or order deep link for the renderer to open. */
export type AppDeepLink =
  | { kind: 'password-reset'; uidb64: string; token: string; /** in-app route to open */ path: string }
  | { kind: 'verify-email'; uid: string; token: string; path: string }
  | { kind: 'figure'; slug: string; path: string }
  | { kind: 'order'; id: number; path: string };

/** A deep link the main process refused; `message` is fit to show to the user. */
export interface DeepLinkRefusal {
  message: string;
}
