/**
 * The IPC handlers (Electron security checklist §17: validate the sender of every IPC message).
 * Each handler first checks that the sending frame's URL is on the app origin; anything else is
 * refused and logged, and sync requests still get an answer so a page cannot hang itself.
 * Electron is used for types only; ipcMain is injected so tests drive the handlers with fakes.
 */
import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent } from 'electron';
import {
  IpcChannel,
  type BootstrapReply,
  type IpcFailure,
  type OAuthStartReply,
  type PaymentOpenReply,
  type StorageSnapshotReply,
} from '@shared/ipc';
import { isOAuthProvider, type OAuthProvider } from '@shared/oauth';
import { isSameOrigin } from './app-origin';
import type { Logger } from './log';
import { OAuthSignInError } from './oauth';
import { PaymentPageError } from './payment';
import type { StorageHandlers } from './storage-handlers';

/** The part of an IPC event the sender check reads. */
export interface SenderInfo {
  senderFrame: { url: string } | null;
}

/**
 * True when the message comes from a frame on `appOrigin`. A missing frame (navigated away or
 * destroyed while the message was in flight) is not trusted.
 */
export function isTrustedSender(event: SenderInfo, appOrigin: string): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isSameOrigin(url, appOrigin);
}

const refusal: IpcFailure = { ok: false, error: { code: 'forbidden', message: 'This page may not use the desktop bridge.' } };

/** What the handlers serve. */
export interface IpcDependencies {
  appOrigin: string;
  bootstrap(): BootstrapReply;
  storage: StorageHandlers;
  oauth: { start(provider: OAuthProvider): Promise<unknown>; cancel(provider?: OAuthProvider): number };
  /** Opens a payment session's page in the system browser (payment.ts createPaymentOpener); rejects with PaymentPageError. */
  openPaymentPage(url: unknown): Promise<void>;
  /** A window (by webContents id) subscribed to deep links. */
  subscribeDeepLinks(contents: IpcMainEvent['sender']): void;
  log: Logger;
}

/** The ipcMain methods used. */
export type IpcMainLike = Pick<IpcMain, 'on' | 'handle' | 'removeAllListeners' | 'removeHandler'>;

/**
 * Registers every handler of shared/ipc/channels.ts on `ipcMain`.
 * @returns a function removing them again.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, deps: IpcDependencies): () => void {
  const { appOrigin, log } = deps;
  const trusted = (event: IpcMainEvent | IpcMainInvokeEvent, channel: string) => {
    if (isTrustedSender(event, appOrigin)) return true;
    log.warn(`refused ${channel} from ${event.senderFrame?.url?.slice(0, 200) ?? 'a destroyed frame'}`);
    return false;
  };
  const onSync = (channel: string, reply: (event: IpcMainEvent) => unknown) =>
    ipcMain.on(channel, (event) => {
      if (!trusted(event, channel)) {
        event.returnValue = refusal;
        return;
      }
      try {
        event.returnValue = reply(event);
      } catch (error) {
        log.error(`${channel} failed`, error);
        event.returnValue = { ok: false, error: { code: 'internal', message: 'The desktop app could not answer.' } } satisfies IpcFailure;
      }
    });
  const onSend = (channel: string, handle: (event: IpcMainEvent, payload: unknown) => void) =>
    ipcMain.on(channel, (event, payload: unknown) => {
      if (!trusted(event, channel)) return;
      try {
        handle(event, payload);
      } catch (error) {
        // A listener that throws would be an uncaught exception in the main process.
        log.error(`${channel} failed`, error);
      }
    });
  const payloadField = (payload: unknown, field: string): unknown =>
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[field] : undefined;

  onSync(IpcChannel.bootstrap, () => ({ ok: true, ...deps.bootstrap() }));
  onSync(IpcChannel.storageSnapshot, (event): StorageSnapshotReply => ({ ok: true, items: deps.storage.snapshot(), clientId: event.sender.id }));
  onSend(IpcChannel.storageSet, (event, payload) => deps.storage.set(event.sender.id, payloadField(payload, 'key'), payloadField(payload, 'value')));
  onSend(IpcChannel.storageRemove, (event, payload) => deps.storage.remove(event.sender.id, payloadField(payload, 'key')));
  onSend(IpcChannel.storageClear, (event) => deps.storage.clear(event.sender.id));
  onSend(IpcChannel.deepLinkSubscribe, (event) => deps.subscribeDeepLinks(event.sender));

  ipcMain.handle(IpcChannel.oauthStart, async (event, provider: unknown): Promise<OAuthStartReply | IpcFailure> => {
    if (!trusted(event, IpcChannel.oauthStart)) return refusal;
    if (!isOAuthProvider(provider)) return { ok: false, error: { code: 'invalid-request', message: 'Unknown sign-in provider.' } };
    try {
      const result = (await deps.oauth.start(provider)) as Extract<OAuthStartReply, { ok: true }>['result'];
      return { ok: true, result };
    } catch (error) {
      if (error instanceof OAuthSignInError) return { ok: false, error: { code: error.code, message: error.message } };
      log.error('oauth:start failed', error);
      return { ok: false, error: { code: 'refused', message: 'Sign-in failed.' } };
    }
  });
  ipcMain.handle(IpcChannel.oauthCancel, (event, provider: unknown) => {
    if (!trusted(event, IpcChannel.oauthCancel)) return refusal;
    if (provider !== null && provider !== undefined && !isOAuthProvider(provider)) return { ok: false, error: { code: 'invalid-request', message: 'Unknown sign-in provider.' } };
    deps.oauth.cancel(provider ?? undefined);
    return { ok: true };
  });
  ipcMain.handle(IpcChannel.paymentOpen, async (event, url: unknown): Promise<PaymentOpenReply | IpcFailure> => {
    if (!trusted(event, IpcChannel.paymentOpen)) return refusal;
    try {
      await deps.openPaymentPage(url);
      return { ok: true };
    } catch (error) {
      if (error instanceof PaymentPageError) return { ok: false, error: { code: error.code, message: error.message } };
      log.error('payment:open failed', error);
      return { ok: false, error: { code: 'browser-failed', message: 'The payment page could not be opened.' } };
    }
  });

  return () => {
    for (const channel of [IpcChannel.bootstrap, IpcChannel.storageSnapshot, IpcChannel.storageSet, IpcChannel.storageRemove, IpcChannel.storageClear, IpcChannel.deepLinkSubscribe]) {
      ipcMain.removeAllListeners(channel);
    }
    ipcMain.removeHandler(IpcChannel.oauthStart);
    ipcMain.removeHandler(IpcChannel.oauthCancel);
    ipcMain.removeHandler(IpcChannel.paymentOpen);
  };
}
