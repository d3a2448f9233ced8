/**
 * The desktop bridge's contract: IPC channel names, payload types, the desktop config type and the
 * `window.desktop` interface. Runtime-free apart from tiny helpers, so the sandboxed preload can
 * bundle it (it cannot require packages).
 */
// Brings in the `window.desktop` declaration for every importer.
import type {} from './global';
export { IpcChannel, type IpcChannelName } from './channels';
export type { DesktopConfig, OAuthProviderConfig } from './config';
export type {
  AppDeepLink,
  BootstrapReply,
  DeepLinkRefusal,
  DesktopOs,
  IpcFailure,
  OAuthFailureCode,
  OAuthSignInResult,
  OAuthStartReply,
  PaymentOpenReply,
  PlatformInfo,
  StorageChange,
  StorageRemoveRequest,
  StorageSetRequest,
  StorageSnapshotReply,
} from './payloads';
export { STORAGE_QUOTA_UNITS, storageEntrySize, toWebStorage, type DesktopStorage, type WebStorage } from './web-storage';
export type { DesktopBridge, DesktopOAuth, DesktopPayment } from './bridge';
