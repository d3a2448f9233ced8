/**
 * Builds the `window.desktop` object (shared/ipc/bridge.ts) from an injected ipcRenderer. Only
 * functions and plain data: nothing of ipcRenderer, no generic send/invoke, no event objects reach
 * the page (Electron security checklist §20: do not expose Electron APIs to untrusted content).
 */
import { IpcChannel, type AppDeepLink, type DeepLinkRefusal, type DesktopBridge, type OAuthStartReply, type PaymentOpenReply } from '@shared/ipc';
import { isOAuthProvider, type OAuthProvider } from '@shared/oauth';
import { BridgeError, createIpcStorageTransport, listen, loadBootstrap, type IpcRendererLike } from './ipc-transport';
import { IpcStorageMirror, type StorageEventDetail } from './storage-mirror';

/** What the bridge needs from the page's world. */
export interface BridgeEnvironment {
  /** Raises a `storage` event on `window` (index.ts builds a real StorageEvent). */
  dispatchStorageEvent(detail: StorageEventDetail): void;
}

/** Calls a page callback, keeping a throwing callback from breaking the IPC listener. */
function safely<T>(callback: (value: T) => void): (value: T) => void {
  return (value) => {
    try {
      callback(value);
    } catch (error) {
      console.error('[desktop bridge] a listener threw', error);
    }
  };
}

/**
 * The bridge. Makes two synchronous IPC calls (bootstrap, storage snapshot) and subscribes to the
 * change stream; everything else is on demand.
 * @throws BridgeError when the main process refuses the page (it is not the app origin).
 */
export function createDesktopBridge(ipc: IpcRendererLike, env: BridgeEnvironment): DesktopBridge {
  const { config, platform } = loadBootstrap(ipc);
  const storage = new IpcStorageMirror(createIpcStorageTransport(ipc), (detail) => env.dispatchStorageEvent(detail));
  let deepLinkSubscribed = false;

  return {
    // Methods as arrow functions: contextBridge copies own properties, not a class's prototype.
    storage: {
      getLength: () => storage.getLength(),
      key: (index) => storage.key(index),
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
      clear: () => storage.clear(),
    },
    oauth: {
      async start(provider: OAuthProvider) {
        if (!isOAuthProvider(provider)) throw new BridgeError(`Unknown sign-in provider: ${String(provider)}`);
        const reply = (await ipc.invoke(IpcChannel.oauthStart, provider)) as OAuthStartReply | undefined;
        if (!reply || typeof reply !== 'object') throw new BridgeError('Sign-in failed: no answer from the app.');
        if (!reply.ok) throw new Error(reply.error.message);
        return reply.result;
      },
      async cancel(provider?: OAuthProvider) {
        if (provider !== undefined && !isOAuthProvider(provider)) throw new BridgeError(`Unknown sign-in provider: ${String(provider)}`);
        await ipc.invoke(IpcChannel.oauthCancel, provider ?? null);
      },
    },
    payment: {
      async open(url: string) {
        if (typeof url !== 'string') throw new BridgeError('A payment page is opened by its URL.');
        const reply = (await ipc.invoke(IpcChannel.paymentOpen, url)) as PaymentOpenReply | undefined;
        if (!reply || typeof reply !== 'object') throw new BridgeError('Could not open the payment page: no answer from the app.');
        if (!reply.ok) throw new Error(reply.error.message);
      },
    },
    platform: { ...platform },
    config,
    onColourModeToggle: (callback) => listen<void>(ipc, IpcChannel.colourModeToggle, safely(() => callback())),
    onDeepLink(callback) {
      const unsubscribe = listen<AppDeepLink>(ipc, IpcChannel.deepLinkOpen, safely(callback));
      // The first subscription tells the main process to deliver links queued before the page loaded.
      if (!deepLinkSubscribed) {
        deepLinkSubscribed = true;
        ipc.send(IpcChannel.deepLinkSubscribe);
      }
      return unsubscribe;
    },
    onDeepLinkRefused: (callback) => listen<DeepLinkRefusal>(ipc, IpcChannel.deepLinkRefused, safely(callback)),
  };
}
