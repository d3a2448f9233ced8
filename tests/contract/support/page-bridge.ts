/**
 * Runs in the page (Chromium), bundled by bundle-page-bridge.ts and injected before the app's own
 * scripts, where Electron runs the preload: builds `window.desktop` with the REAL preload code
 * (createDesktopBridge → IPC transport → IpcStorageMirror) over an ipcRenderer whose messages go to
 * the test process (contract-main.ts) as Electron's would:
 * - sendSync: a synchronous XMLHttpRequest to the test process (blocks the page, like sendSync);
 * - send / invoke: Playwright bindings (asynchronous, in order);
 * - main → page messages: the test process calls `__contractIpcDeliver(channel, payload)`.
 * `storage` events are raised as preload/index.ts raises them: a StorageEvent with key, oldValue,
 * newValue and url (storageArea null).
 * Compiled with the Node libs (tsconfig.node.json), so the page globals it uses are declared here.
 */
import { createDesktopBridge } from '../../../src/preload/bridge';
import type { IpcRendererLike } from '../../../src/preload/ipc-transport';

declare const XMLHttpRequest: new () => {
  open(method: string, url: string, async: boolean): void;
  send(body: string): void;
  readonly status: number;
  readonly responseText: string;
};
declare const StorageEvent: new (
  type: 'storage',
  init: { key: string | null; oldValue: string | null; newValue: string | null; url: string },
) => object;

/** The page globals this file reads or defines. */
interface PageGlobals {
  location: { href: string; origin: string };
  dispatchEvent(event: object): boolean;
  desktop?: unknown;
  __contractIpcDeliver?: (channel: string, payload: unknown) => void;
  __contractIpcSend(channel: string, args: unknown[]): Promise<void>;
  __contractIpcInvoke(channel: string, args: unknown[]): Promise<unknown>;
}

export interface InstallOptions {
  /** This window's webContents id. */
  clientId: number;
  /** Where sendSync goes (the test process's HTTP endpoint). */
  syncUrl: string;
  /** Only pages on this origin get a bridge (the initial about:blank does not). */
  appOrigin: string;
}

type RendererListener = (event: unknown, payload: unknown) => void;

/** Exposes `window.desktop` as the preload would; logs and exposes nothing when refused. */
export function installDesktopBridge({ clientId, syncUrl, appOrigin }: InstallOptions): void {
  const page = globalThis as unknown as PageGlobals;
  if (page.location.origin !== appOrigin) return;
  const listeners = new Map<string, Set<RendererListener>>();
  page.__contractIpcDeliver = (channel, payload) => {
    for (const listener of [...(listeners.get(channel) ?? [])]) listener({}, payload);
  };
  const ipc = {
    sendSync(channel: string, ...args: unknown[]): unknown {
      const request = new XMLHttpRequest();
      request.open('POST', `${syncUrl}?client=${clientId}`, false);
      request.send(JSON.stringify({ channel, args }));
      if (request.status !== 200) throw new Error(`sendSync ${channel} failed with HTTP ${request.status}`);
      return JSON.parse(request.responseText) as unknown;
    },
    send(channel: string, ...args: unknown[]): void {
      void page.__contractIpcSend(channel, args);
    },
    invoke: (channel: string, ...args: unknown[]) => page.__contractIpcInvoke(channel, args),
    on(channel: string, listener: RendererListener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(listener);
      return ipc;
    },
    removeListener(channel: string, listener: RendererListener) {
      listeners.get(channel)?.delete(listener);
      return ipc;
    },
  };
  try {
    page.desktop = createDesktopBridge(ipc as unknown as IpcRendererLike, {
      dispatchStorageEvent: ({ key, oldValue, newValue }) =>
        page.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, url: page.location.href })),
    });
  } catch (error) {
    console.error('[desktop bridge] not exposed:', error instanceof Error ? error.message : error);
  }
}
