/**
 * The desktop app for the Chromium contract suite: one {@link ContractMain} (the real main-process
 * modules) and any number of windows, each a Chromium page in its OWN browser context (so pages
 * share no localStorage, cookies or BroadcastChannel: the bridge is their only link, as between
 * Electron windows) with `window.desktop` injected before the app's scripts (page-bridge.ts).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ContractMain, contractDesktopConfig, type ContractWindow, type MemoryStoreFile } from './contract-main';
import { PAGE_BRIDGE_GLOBAL } from './bundle-page-bridge';
import { startSyncIpcServer, type SyncIpcServer } from './sync-ipc-server';

/** One window: its page and its webContents id. */
export interface DesktopWindow {
  id: number;
  page: Page;
}

interface WindowRecord extends ContractWindow {
  context: BrowserContext;
  page: Page;
  frameUrl: string;
}

export interface DesktopAppOptions {
  browser: Browser;
  /** The served web renderer, e.g. http://127.0.0.1:4798 (the origin the sender check trusts). */
  appOrigin: string;
  apiUrl: string;
  /** The bundled page-bridge.ts. */
  pageBridge: string;
  encryptionAvailable?: boolean;
}

export class DesktopApp {
  main!: ContractMain;
  private sync!: SyncIpcServer;
  private readonly windows = new Map<number, WindowRecord>();
  private nextId = 1;
  private readonly opened: string[] = [];
  private readonly openedWaiters: ((url: string) => void)[] = [];

  private constructor(private readonly options: DesktopAppOptions) {}

  /** Starts the main process (and the sendSync endpoint). */
  static async launch(options: DesktopAppOptions, file?: MemoryStoreFile): Promise<DesktopApp> {
    const app = new DesktopApp(options);
    app.main = app.createMain(file);
    app.sync = await startSyncIpcServer((clientId, origin, channel, args) => {
      const win = app.windows.get(clientId);
      // The frame's URL as far as the sender check cares: the browser-set Origin header.
      if (win) win.frameUrl = origin ? `${origin}/` : '';
      return app.main.sendSync(clientId, channel, ...args);
    });
    return app;
  }

  /** The electron-store file (in memory). */
  get file(): MemoryStoreFile {
    return this.main.file;
  }

  /** Opens a window on `path` (New Window in the menu). */
  async openWindow(path = '/'): Promise<DesktopWindow> {
    const id = this.nextId++;
    const context = await this.options.browser.newContext({ baseURL: this.options.appOrigin });
    const page = await context.newPage();
    const record: WindowRecord = {
      id,
      context,
      page,
      frameUrl: '',
      url: () => record.frameUrl,
      deliver: (channel, payload) => this.deliver(record, channel, payload),
    };
    this.windows.set(id, record);
    this.main.attach(record);
    await page.exposeBinding('__contractIpcSend', (source, channel: string, args: unknown[]) => {
      record.frameUrl = source.frame.url();
      this.main.send(id, channel, ...args);
    });
    await page.exposeBinding('__contractIpcInvoke', async (source, channel: string, args: unknown[]) => {
      record.frameUrl = source.frame.url();
      return this.main.invoke(id, channel, ...args);
    });
    const install = { clientId: id, syncUrl: this.sync.url, appOrigin: this.options.appOrigin };
    await page.addInitScript({ content: `${this.options.pageBridge}\n;${PAGE_BRIDGE_GLOBAL}.installDesktopBridge(${JSON.stringify(install)});` });
    await page.goto(path);
    return { id, page };
  }

  /** Closes one window. */
  async closeWindow(id: number): Promise<void> {
    const record = this.windows.get(id);
    if (!record) return;
    this.windows.delete(id);
    this.main.detach(id);
    await record.context.close();
  }

  /** Quits: closes every window and ends the main process; the store file stays. */
  async quit(): Promise<MemoryStoreFile> {
    for (const id of [...this.windows.keys()]) await this.closeWindow(id);
    this.main.dispose();
    await this.sync.close();
    return this.main.file;
  }

  /** Where the main process sent the system browser (shell.openExternal), oldest first. */
  waitForExternal(): Promise<string> {
    const next = this.opened.shift();
    if (next) return Promise.resolve(next);
    return new Promise((resolve) => this.openedWaiters.push(resolve));
  }

  private createMain(file?: MemoryStoreFile): ContractMain {
    return new ContractMain({
      appOrigin: this.options.appOrigin,
      config: contractDesktopConfig(this.options.apiUrl),
      file,
      encryptionAvailable: this.options.encryptionAvailable,
      openExternal: async (url) => {
        const waiter = this.openedWaiters.shift();
        if (waiter) waiter(url);
        else this.opened.push(url);
      },
    });
  }

  /** webContents.send: in order per window; lost if the page is navigating, as on a reload. */
  private chains = new Map<number, Promise<unknown>>();
  private deliver(record: WindowRecord, channel: string, payload: unknown): void {
    const previous = this.chains.get(record.id) ?? Promise.resolve();
    const next = previous
      .then(() =>
        record.page.evaluate(
          ([c, p]) => (globalThis as unknown as { __contractIpcDeliver?: (c: string, p: unknown) => void }).__contractIpcDeliver?.(c, p),
          [channel, payload] as const,
        ),
      )
      .catch(() => {});
    this.chains.set(record.id, next);
  }
}
