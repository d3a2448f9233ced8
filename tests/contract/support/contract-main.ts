/**
 * The desktop app's main process without Electron, for the contract tests (ARCHITECTURE.md,
 * "tests/contract"): the same modules index.ts wires at `ready` (WebStorageStore, createStorageHandlers,
 * OAuthCoordinator, DeepLinkRouter, the payment page opener, registerIpcHandlers with its sender check), wired the same
 * way, with three stand-ins for Electron:
 * - ipcMain: a registry of the handlers registerIpcHandlers installs, which {@link ContractMain}
 *   calls as Electron would for sendSync / send / invoke from a window;
 * - webContents.send: each window's `deliver`, which the caller makes asynchronous;
 * - electron-store + safeStorage: {@link MemoryStoreFile} (the JSON document, kept in memory) and
 *   {@link fakeSafeStorage} (reversible, never the plaintext).
 * Node only; no DOM.
 */
import { IpcChannel, type AppDeepLink, type BootstrapReply, type DeepLinkRefusal, type DesktopConfig, type StorageChange } from '@shared/ipc';
import { DeepLinkRouter } from '../../../src/main/deep-link';
import { registerIpcHandlers, type IpcMainLike } from '../../../src/main/ipc';
import { silentLogger, type Logger } from '../../../src/main/log';
import { OAuthCoordinator } from '../../../src/main/oauth';
import { originOf } from '../../../src/main/app-origin';
import { createPaymentOpener } from '../../../src/main/payment';
import { createStorageHandlers } from '../../../src/main/storage-handlers';
import { WebStorageStore, type KeyValueBackend, type SafeStorageLike } from '../../../src/main/web-storage-store';

/** electron-store's JSON document, in memory; survives a {@link ContractMain} "restart" when passed to the next one. */
export class MemoryStoreFile implements KeyValueBackend {
  private data: Record<string, unknown> = {};
  /** How many times the store was written. */
  writes = 0;

  get(key: string): unknown {
    return structuredClone(this.data[key]);
  }

  set(key: string, value: unknown): void {
    this.data[key] = structuredClone(value);
    this.writes += 1;
  }

  /** The file as electron-store would write it. */
  text(): string {
    return JSON.stringify(this.data, null, 2);
  }

  /** The stored form of one Web Storage item: a string, or `{ enc: 'safeStorage', data }`. */
  item(key: string): unknown {
    return (this.data.items as Record<string, unknown> | undefined)?.[key];
  }
}

const MASK = 0x5a;
/** safeStorage stand-in: XOR with a byte behind a marker, so the stored bytes are never the plaintext. */
export const fakeSafeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (plain) => Buffer.concat([Buffer.from('v10'), Buffer.from(plain, 'utf8').map((b) => b ^ MASK)]),
  decryptString: (encrypted) => {
    if (encrypted.subarray(0, 3).toString() !== 'v10') throw new Error('not encrypted by this key');
    return Buffer.from(encrypted.subarray(3).map((b) => b ^ MASK)).toString('utf8');
  },
  getSelectedStorageBackend: () => 'gnome_libsecret',
};

/** A window as the main process sees it: its webContents id, its frame URL, and webContents.send. */
export interface ContractWindow {
  id: number;
  url(): string;
  /** webContents.send(channel, payload): must deliver asynchronously and in order. */
  deliver(channel: string, payload: unknown): void;
}

export interface ContractMainOptions {
  /** The origin the sender check trusts (app://figure-shop in the app; the served renderer here). */
  appOrigin: string;
  config: DesktopConfig;
  /** The store file; pass the previous run's to model quit and relaunch. */
  file?: MemoryStoreFile;
  encryptionAvailable?: boolean;
  /** shell.openExternal behind the link policy: receives the provider's authorize URL and payment pages. */
  openExternal?(url: string): Promise<void>;
  log?: Logger;
}

type Listener = (event: FakeIpcEvent, ...args: unknown[]) => void;
type Handler = (event: FakeIpcEvent, ...args: unknown[]) => unknown;

/** The part of IpcMainEvent the handlers read, plus returnValue for sendSync. */
interface FakeIpcEvent {
  sender: { id: number; isDestroyed(): boolean; send(channel: string, payload?: unknown): void; once(event: 'destroyed', cb: () => void): void };
  senderFrame: { url: string } | null;
  returnValue?: unknown;
}

/** One main process. */
export class ContractMain {
  readonly file: MemoryStoreFile;
  readonly store: WebStorageStore;
  readonly oauth: OAuthCoordinator;
  readonly router: DeepLinkRouter;
  private readonly windows = new Map<number, ContractWindow>();
  private readonly destroyedCallbacks = new Map<number, (() => void)[]>();
  private readonly listeners = new Map<string, Listener[]>();
  private readonly handlers = new Map<string, Handler>();
  private readonly unregister: () => void;

  constructor(options: ContractMainOptions) {
    const log = options.log ?? silentLogger;
    this.file = options.file ?? new MemoryStoreFile();
    this.store = new WebStorageStore({
      backend: this.file,
      safeStorage: fakeSafeStorage,
      platform: 'linux',
      encryption: options.encryptionAvailable === false ? { available: false, reason: 'contract test without a keyring' } : { available: true },
      log,
    });
    // As index.ts: applied changes to every window, answers to no-op writes to the writer only.
    const storage = createStorageHandlers(
      this.store,
      {
        toAll: (change: StorageChange) => {
          for (const win of this.windows.values()) win.deliver(IpcChannel.storageChanged, change);
        },
        toClient: (clientId, change) => this.windows.get(clientId)?.deliver(IpcChannel.storageChanged, change),
      },
      log,
    );
    this.oauth = new OAuthCoordinator({
      providers: options.config.oauth,
      scheme: options.config.urlScheme,
      openExternal: options.openExternal ?? (async () => {}),
      log,
    });
    this.router = new DeepLinkRouter({ scheme: options.config.urlScheme, handleOAuthCallback: (link) => this.oauth.handleCallback(link), log });
    const bootstrap: BootstrapReply = {
      config: options.config,
      platform: { os: 'linux', encryptionAvailable: this.store.encryptionAvailable, keyringChanged: this.store.keyringChanged },
    };
    const ipcMain = {
      on: (channel: string, listener: Listener) => {
        this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
        return ipcMain;
      },
      handle: (channel: string, handler: Handler) => void this.handlers.set(channel, handler),
      removeAllListeners: (channel: string) => {
        this.listeners.delete(channel);
        return ipcMain;
      },
      removeHandler: (channel: string) => void this.handlers.delete(channel),
    };
    this.unregister = registerIpcHandlers(ipcMain as unknown as IpcMainLike, {
      appOrigin: options.appOrigin,
      bootstrap: () => bootstrap,
      storage,
      oauth: this.oauth,
      openPaymentPage: createPaymentOpener({ providerOrigin: originOf(options.config.apiUrl) ?? options.config.apiUrl, openExternal: options.openExternal ?? (async () => {}), log }),
      subscribeDeepLinks: (contents) => {
        const router = this.router;
        router.subscribe({
          id: contents.id,
          isDestroyed: () => contents.isDestroyed(),
          send: (type, payload: AppDeepLink | DeepLinkRefusal) => contents.send(type === 'open' ? IpcChannel.deepLinkOpen : IpcChannel.deepLinkRefused, payload),
        });
        contents.once('destroyed', () => router.unsubscribe(contents.id));
      },
      log,
    });
  }

  /** A window opened (or its page loaded); same id across reloads, as webContents ids are. */
  attach(win: ContractWindow): void {
    this.windows.set(win.id, win);
  }

  /** A window closed. */
  detach(id: number): void {
    this.windows.delete(id);
    for (const callback of this.destroyedCallbacks.get(id) ?? []) callback();
    this.destroyedCallbacks.delete(id);
  }

  /** ipcRenderer.sendSync from window `id`: the listener's `event.returnValue`. */
  sendSync(id: number, channel: string, ...args: unknown[]): unknown {
    const event = this.event(id);
    for (const listener of this.listeners.get(channel) ?? []) listener(event, ...args);
    return event.returnValue;
  }

  /** ipcRenderer.send from window `id`. */
  send(id: number, channel: string, ...args: unknown[]): void {
    const event = this.event(id);
    for (const listener of this.listeners.get(channel) ?? []) listener(event, ...args);
  }

  /** ipcRenderer.invoke from window `id`. */
  async invoke(id: number, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(this.event(id), ...args);
  }

  /** The app quits: pending sign-ins end, handlers go. */
  dispose(): void {
    this.oauth.dispose();
    this.unregister();
  }

  private event(id: number): FakeIpcEvent {
    const win = this.windows.get(id);
    return {
      sender: {
        id,
        isDestroyed: () => !this.windows.has(id),
        send: (channel, payload) => this.windows.get(id)?.deliver(channel, payload),
        once: (_event, callback) => this.destroyedCallbacks.set(id, [...(this.destroyedCallbacks.get(id) ?? []), callback]),
      },
      senderFrame: win ? { url: win.url() } : null,
    };
  }
}

/** The desktop config the contract tests run with: the demo API's defaults on `apiUrl`. */
export function contractDesktopConfig(apiUrl: string): DesktopConfig {
  return {
    apiUrl,
    productName: 'Figure Shop',
    demoMode: false,
    demoLinks: { playground: `${apiUrl}/graphql`, dashboard: `${apiUrl}/dashboard` },
    oauth: {
      discord: { clientId: 'figure-shop-demo', authorizeUrl: `${apiUrl}/oauth/discord/authorize` },
      google: { clientId: 'figure-shop-demo', authorizeUrl: `${apiUrl}/oauth/google/authorize` },
    },
    urlScheme: 'com.figureshop.app',
  };
}
