/**
 * Smoke test of src/main/index.ts, the wiring no other unit test covers, with `electron` and
 * `electron-store` replaced by recording fakes (vi.mock: the real modules are never loaded). It
 * checks the start-up order and that the modules are connected as intended: scheme privileges
 * before ready, a secure window on app://, the app:// handler with the CSP, sender-checked IPC,
 * and an OAuth sign-in completed by a `second-instance` callback. Not a substitute for the
 * Electron suite: real Chromium, real IPC and real safeStorage are not involved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IpcChannel } from '@shared/ipc';

const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => unknown;
  const appListeners = new Map<string, Listener[]>();
  const ipcListeners = new Map<string, Listener>();
  const ipcHandlers = new Map<string, Listener>();
  const calls: string[] = [];
  const windows: FakeWindow[] = [];
  let ready!: () => void;
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  let nextId = 1;

  class FakeWindow {
    options: Record<string, unknown>;
    url = '';
    sent: [string, unknown][] = [];
    destroyed = false;
    webContents: Record<string, unknown>;
    constructor(options: Record<string, unknown>) {
      this.options = options;
      const id = nextId++;
      this.webContents = {
        id,
        send: (channel: string, payload: unknown) => this.sent.push([channel, payload]),
        isDestroyed: () => this.destroyed,
        on: () => {},
        once: () => {},
      };
      windows.push(this);
      calls.push('new BrowserWindow');
    }
    loadURL(url: string) {
      this.url = url;
      return Promise.resolve();
    }
    once() {}
    on() {}
    show() {}
    focus() {}
    restore() {}
    maximize() {}
    isMinimized = () => false;
    isMaximized = () => false;
    isVisible = () => true;
    isDestroyed = () => this.destroyed;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 820 });
    static getAllWindows = () => windows;
    static getFocusedWindow = () => windows[0] ?? null;
  }

  const workArea = { x: 0, y: 0, width: 1920, height: 1080 };
  const electron = {
    app: {
      isPackaged: false,
      setPath: (name: string) => calls.push(`setPath ${name}`),
      getPath: () => process.env.FIGURE_SHOP_USER_DATA_DIR,
      enableSandbox: () => calls.push('enableSandbox'),
      requestSingleInstanceLock: () => (calls.push('requestSingleInstanceLock'), true),
      on: (event: string, listener: Listener) => {
        appListeners.set(event, [...(appListeners.get(event) ?? []), listener]);
      },
      whenReady: () => whenReady,
      quit: () => calls.push('quit'),
      exit: (code: number) => calls.push(`exit ${code}`),
      getVersion: () => '0.1.0',
      setAboutPanelOptions: () => {},
      showAboutPanel: () => {},
      setAsDefaultProtocolClient: () => (calls.push('setAsDefaultProtocolClient'), true),
    },
    dialog: { showErrorBox: (title: string, message: string) => calls.push(`showErrorBox ${title}: ${message}`) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown) => calls.push(`registerSchemesAsPrivileged ${JSON.stringify(schemes)}`),
      handlers: new Map<string, (request: Request) => Promise<Response>>(),
      handle(scheme: string, handler: (request: Request) => Promise<Response>) {
        this.handlers.set(scheme, handler);
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => calls.push('setPermissionRequestHandler'),
        setPermissionCheckHandler: () => {},
        setDevicePermissionHandler: () => {},
        setDisplayMediaRequestHandler: () => {},
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      encryptString: (plain: string) => Buffer.from(`enc:${Buffer.from(plain).toString('hex')}`),
      decryptString: (data: Buffer) => Buffer.from(data.toString().slice(4), 'hex').toString(),
    },
    shell: { opened: [] as string[], openExternal: async (url: string) => void electron.shell.opened.push(url) },
    ipcMain: {
      on: (channel: string, listener: Listener) => ipcListeners.set(channel, listener),
      handle: (channel: string, handler: Listener) => ipcHandlers.set(channel, handler),
      removeAllListeners: () => {},
      removeHandler: () => {},
    },
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: (menu: unknown) => calls.push(`setApplicationMenu ${Array.isArray(menu)}`) },
    BrowserWindow: FakeWindow,
    screen: {
      getPrimaryDisplay: () => ({ workArea }),
      getAllDisplays: () => [{ workArea }],
      getDisplayMatching: () => ({ workArea }),
    },
  };

  /** electron-store stand-in: an in-memory map per store name. */
  class FakeStore {
    data = new Map<string, unknown>();
    get(key: string) {
      return this.data.get(key);
    }
    set(key: string, value: unknown) {
      this.data.set(key, value);
    }
  }

  const emitApp = (event: string, ...args: unknown[]) => appListeners.get(event)?.forEach((listener) => listener(...args));
  return { electron, FakeStore, calls, windows, ready, emitApp, ipcListeners, ipcHandlers };
});

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }));
vi.mock('electron-store', () => ({ default: fake.FakeStore }));

const SCHEME = 'com.figureshop.app';
let userData: string;

beforeAll(async () => {
  userData = mkdtempSync(join(tmpdir(), 'figure-shop-wiring-'));
  vi.stubEnv('FIGURE_SHOP_USER_DATA_DIR', userData);
  vi.stubEnv('FIGURE_SHOP_API_URL', 'http://127.0.0.1:8123');
  vi.stubEnv('FIGURE_SHOP_PRODUCT_NAME', 'Figure Shop Test');
  vi.stubEnv('ELECTRON_RENDERER_URL', '');
  // A cold-start deep link in argv, as Windows/Linux deliver it.
  process.argv.push(`${SCHEME}:/account/verify-email/MQ/tok`);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await import('../../../src/main/index');
  expect(fake.windows).toHaveLength(0);
  fake.ready();
  await vi.waitFor(() => expect(fake.windows).toHaveLength(1), { timeout: 10_000 });
});

afterAll(() => {
  process.argv.pop();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(userData, { recursive: true, force: true });
});

const appEvent = (url: string, id = 1) => ({ senderFrame: { url }, sender: { id, send: () => {}, isDestroyed: () => false, once: () => {} }, returnValue: undefined as unknown });

describe('main process wiring (fake Electron)', () => {
  it('does the pre-ready steps in order: userData, sandbox, app:// privileges, single-instance lock', () => {
    const order = fake.calls.slice(0, 4);
    expect(order[0]).toBe('setPath userData');
    expect(order[1]).toBe('enableSandbox');
    expect(order[2]).toMatch(/^registerSchemesAsPrivileged .*"scheme":"app".*"standard":true.*"secure":true/);
    expect(order[3]).toBe('requestSingleInstanceLock');
    expect(fake.calls).not.toContain('setAsDefaultProtocolClient'); // development: off by default
  });

  it('opens one secure window on app://figure-shop/ titled with the product name', () => {
    const [win] = fake.windows;
    expect(win!.url).toBe('app://figure-shop/');
    expect(win!.options.title).toBe('Figure Shop Test');
    expect(win!.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(String((win!.options.webPreferences as { preload: string }).preload)).toMatch(/preload[/\\]index\.cjs$/);
  });

  it('gives the window the app icon, the renderer\'s icon-512.png (§Shell 17)', () => {
    const [win] = fake.windows;
    expect(String(win!.options.icon)).toMatch(/renderer[/\\]icon-512\.png$/);
  });

  it('serves app:// with the CSP naming the configured API', async () => {
    const handler = fake.electron.protocol.handlers.get('app')!;
    const response = await handler(new Request('app://figure-shop/'));
    expect(response.headers.get('content-security-policy')).toContain('connect-src \'self\' http://127.0.0.1:8123');
  });

  it('answers IPC from the app origin only, and broadcasts storage changes to windows', () => {
    const snapshot = fake.ipcListeners.get(IpcChannel.storageSnapshot)!;
    const trusted = appEvent('app://figure-shop/');
    snapshot(trusted);
    expect(trusted.returnValue).toMatchObject({ ok: true, items: {} });
    const foreign = appEvent('https://evil.example/');
    snapshot(foreign);
    expect(foreign.returnValue).toMatchObject({ ok: false });

    const bootstrap = appEvent('app://figure-shop/');
    fake.ipcListeners.get(IpcChannel.bootstrap)!(bootstrap);
    expect(bootstrap.returnValue).toMatchObject({ ok: true, config: { productName: 'Figure Shop Test', urlScheme: SCHEME }, platform: { encryptionAvailable: true } });

    fake.ipcListeners.get(IpcChannel.storageSet)!(appEvent('app://figure-shop/'), { key: 'auth_state', value: 'signedIn' });
    expect(fake.windows[0]!.sent).toContainEqual([IpcChannel.storageChanged, { key: 'auth_state', oldValue: null, newValue: 'signedIn', clientId: 1 }]);
  });

  it('queues the cold-start link until the page subscribes', () => {
    const sent: [string, unknown][] = [];
    const event = { ...appEvent('app://figure-shop/'), sender: { id: 1, send: (c: string, p: unknown) => sent.push([c, p]), isDestroyed: () => false, once: () => {} } };
    fake.ipcListeners.get(IpcChannel.deepLinkSubscribe)!(event);
    expect(sent).toEqual([[IpcChannel.deepLinkOpen, { kind: 'verify-email', uid: 'MQ', token: 'tok', path: '/account/verify-email/MQ/tok' }]]);
  });

  it('completes an OAuth sign-in from a second instance’s argv, and refuses a forged one', async () => {
    const start = fake.ipcHandlers.get(IpcChannel.oauthStart)!;
    const reply = start(appEvent('app://figure-shop/'), 'discord') as Promise<{ ok: boolean; result?: { code: string } }>;
    await vi.waitFor(() => expect(fake.electron.shell.opened).toHaveLength(1), { timeout: 10_000 });
    const authorize = new URL(fake.electron.shell.opened[0]!);
    expect(authorize.origin + authorize.pathname).toBe('http://127.0.0.1:8123/oauth/discord/authorize');

    fake.emitApp('second-instance', {}, ['/usr/bin/figure-shop', '--no-sandbox', `${SCHEME}:/oauth/discord?code=forged&state=${'A'.repeat(43)}`], '/');
    fake.emitApp('second-instance', {}, ['/usr/bin/figure-shop', `${SCHEME}:/oauth/discord?code=real-code&state=${authorize.searchParams.get('state')}`], '/');
    await expect(reply).resolves.toMatchObject({ ok: true, result: { code: 'real-code', redirectUrl: `${SCHEME}:/oauth/discord` } });
  });

  it('guards every new web contents: navigation away prevented, window.open denied', () => {
    const handlers = new Map<string, (event: { url: string; preventDefault(): void }) => void>();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: (name: string, handler: (event: { url: string; preventDefault(): void }) => void) => handlers.set(name, handler),
      setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
    };
    fake.emitApp('web-contents-created', {}, contents);
    const preventDefault = vi.fn();
    handlers.get('will-navigate')!({ url: 'file:///etc/passwd', preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    expect(openHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });
});
