/**
 * Every IPC channel between the preload and the main process, in one place so neither side can
 * misspell one. Direction and transport are part of the name's documentation below.
 */
export const IpcChannel = {
  /** renderer → main, sendSync: the config and platform facts (reply: {@link BootstrapReply}). */
  bootstrap: 'desktop:bootstrap',
  /** renderer → main, sendSync: the whole Web Storage snapshot (reply: {@link StorageSnapshotReply}). */
  storageSnapshot: 'storage:snapshot',
  /** renderer → main, send: set one key ({@link StorageSetRequest}). */
  storageSet: 'storage:set',
  /** renderer → main, send: remove one key ({@link StorageRemoveRequest}). */
  storageRemove: 'storage:remove',
  /** renderer → main, send: remove every key. */
  storageClear: 'storage:clear',
  /** main → every window, event: a key changed ({@link StorageChange}). */
  storageChanged: 'storage:changed',
  /** renderer → main, invoke: start an OAuth sign-in (reply: {@link OAuthStartReply}). */
  oauthStart: 'oauth:start',
  /** renderer → main, invoke: cancel pending sign-ins (argument: provider or null for all). */
  oauthCancel: 'oauth:cancel',
  /** renderer → main, invoke: open a payment session's page in the system browser (argument: its URL; reply: {@link PaymentOpenReply}). */
  paymentOpen: 'payment:open',
  /** renderer → main, send: this window listens for deep links now; flush any queued ones. */
  deepLinkSubscribe: 'deep-link:subscribe',
  /** main → window, event: open an account deep link ({@link AppDeepLink}). */
  deepLinkOpen: 'deep-link:open',
  /** main → window, event: a deep link was refused ({@link DeepLinkRefusal}). */
  deepLinkRefused: 'deep-link:refused',
  /** main → focused window, event: the menu's "Toggle colour mode". */
  colourModeToggle: 'colour-mode:toggle',
} as const;

/** One channel name. */
export type IpcChannelName = (typeof IpcChannel)[keyof typeof IpcChannel];
