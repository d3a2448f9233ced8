/**
 * A renderer window in Node for the contract tests: the real preload bridge (createDesktopBridge
 * with the real IPC storage transport and IpcStorageMirror) over an ipcRenderer that talks to a
 * {@link ContractMain} as Electron's IPC would: sendSync answers at once, send and webContents.send
 * arrive later (a macrotask), in order, with their payloads structured-cloned.
 */
import type { DesktopBridge } from '@shared/ipc';
import { createDesktopBridge } from '../../../src/preload/bridge';
import type { IpcRendererLike } from '../../../src/preload/ipc-transport';
import type { StorageEventDetail } from '../../../src/preload/storage-mirror';
import type { ContractMain, ContractWindow } from './contract-main';

type RendererListener = (event: unknown, payload: unknown) => void;

export class NodeWindow implements ContractWindow {
  /** `storage` events raised on this window's page, in order. */
  readonly events: StorageEventDetail[] = [];
  private listeners = new Map<string, Set<RendererListener>>();
  private inFlight = 0;
  private current: DesktopBridge | null = null;

  constructor(
    private readonly main: ContractMain,
    readonly id: number,
    private readonly pageUrl: string,
  ) {
    main.attach(this);
  }

  url(): string {
    return this.pageUrl;
  }

  /** The page's `window.desktop`; throws before {@link load}. */
  get desktop(): DesktopBridge {
    if (!this.current) throw new Error('the page is not loaded');
    return this.current;
  }

  /**
   * Loads (or reloads) the page: the old page's listeners go, and the preload runs again (bootstrap
   * and storage snapshot by sendSync).
   * @throws BridgeError when the main process refuses this page, as the preload would.
   */
  load(): DesktopBridge {
    this.listeners = new Map();
    this.events.length = 0;
    this.current = null;
    this.current = createDesktopBridge(this.ipc(), { dispatchStorageEvent: (detail) => this.events.push(detail) });
    return this.current;
  }

  deliver(channel: string, payload: unknown): void {
    const copy = structuredClone(payload);
    const listeners = this.listeners;
    this.later(() => listeners.get(channel)?.forEach((listener) => listener({}, copy)));
  }

  /** Closes the window. */
  close(): void {
    this.main.detach(this.id);
  }

  /** True while messages to or from this window are on their way. */
  busy(): boolean {
    return this.inFlight > 0;
  }

  private later(task: () => void): void {
    this.inFlight += 1;
    setImmediate(() => {
      this.inFlight -= 1;
      task();
    });
  }

  private ipc(): IpcRendererLike {
    const { main, id } = this;
    const ipc = {
      sendSync: (channel: string, ...args: unknown[]) => structuredClone(main.sendSync(id, channel, ...structuredClone(args))),
      send: (channel: string, ...args: unknown[]) => {
        const copy = structuredClone(args);
        this.later(() => main.send(id, channel, ...copy));
      },
      invoke: async (channel: string, ...args: unknown[]) => structuredClone(await main.invoke(id, channel, ...structuredClone(args))),
      on: (channel: string, listener: RendererListener) => {
        if (!this.listeners.has(channel)) this.listeners.set(channel, new Set());
        this.listeners.get(channel)?.add(listener);
        return ipc;
      },
      removeListener: (channel: string, listener: RendererListener) => {
        this.listeners.get(channel)?.delete(listener);
        return ipc;
      },
    };
    return ipc as unknown as IpcRendererLike;
  }
}

/** Waits until no message to or from any of `windows` is on its way. */
export async function settle(windows: readonly NodeWindow[]): Promise<void> {
  for (let rounds = 0; rounds < 1000; rounds += 1) {
    if (!windows.some((w) => w.busy())) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('IPC did not settle');
}
