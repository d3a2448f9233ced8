/**
 * The main process: lifecycle, single instance, deep links, and the wiring of the modules beside
 * this file (each one concern, each tested on its own). Order matters here:
 *   before `ready`: config, userData path, sandbox for all, the app:// scheme's privileges,
 *   the single-instance lock, macOS `open-url`;
 *   at `ready`: the store (safeStorage needs `ready` on Linux), IPC, session policy, app://,
 *   menu, scheme registration, the first window, then any deep link that started the app.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, safeStorage, session, shell, type WebContents } from 'electron';
import { IpcChannel, type AppDeepLink, type BootstrapReply, type DeepLinkRefusal, type DesktopOs, type StorageChange } from '@shared/ipc';
import { APP_ENTRY_URL, APP_ORIGIN, originOf } from './app-origin';
import { APP_SCHEME_PRIVILEGES, serveAppProtocol } from './app-protocol';
import { ConfigError, isLoopbackUrl, loadDesktopConfig, type LoadedConfig } from './config';
import { buildContentSecurityPolicy } from './csp';
import { DeepLinkRouter, findDeepLinkInArgv } from './deep-link';
import { openElectronStore } from './electron-store-backend';
import { registerIpcHandlers } from './ipc';
import { createLogger, describeError } from './log';
import { buildMenuTemplate } from './menu';
import { attachNavigationPolicy, decideExternalLink, type LinkPolicy } from './navigation-policy';
import { OAuthCoordinator } from './oauth';
import { createPaymentOpener } from './payment';
import { applyPermissionPolicy } from './permissions';
import { createStorageHandlers } from './storage-handlers';
import { detectEncryption, WebStorageStore } from './web-storage-store';
import { createAppWindow, focusWindow } from './window';

const log = createLogger('app');
const here = dirname(fileURLToPath(import.meta.url));
const preloadPath = join(here, '../preload/index.cjs');
const rendererRoot = join(here, '../renderer');

/** The validated configuration; on an invalid one, shows the error and exits with code 1 (null). */
function loadConfigOrExit(): LoadedConfig | null {
  try {
    return loadDesktopConfig(process.env);
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : describeError(error);
    log.error(message);
    // Before `ready` this prints to stderr on Linux and shows a modal elsewhere.
    dialog.showErrorBox('Figure Shop cannot start', message);
    app.exit(1);
    return null;
  }
}

type DesktopConfig = LoadedConfig['desktop'];

/** The app's open windows; the last one is where deep links and menu commands go. */
interface WindowRegistry {
  readonly all: Set<BrowserWindow>;
  /** The focused window, else the most recently opened one; undefined when none is open. */
  last(): BrowserWindow | undefined;
}

/** Deep links from argv and `open-url`, held until the router exists (cold start, early macOS open-url). */
interface DeepLinkInbox {
  /** Routes `raw` and focuses the last window once the router is attached; before that, keeps it. */
  deliver(raw: string): void;
  /** From now on links go to `router`. */
  attach(router: DeepLinkRouter): void;
  /** Delivers the links kept before the router existed, in arrival order. */
  flushEarly(): void;
}

/** Where the renderer comes from and which links may leave the app (development or app://). */
interface Origins {
  appOrigin: string;
  entryUrl: string;
  apiOrigin: string;
  linkPolicy: LinkPolicy;
  /** Opens a link in the OS browser if the link policy allows it. @throws Error when it does not. */
  openExternal(url: string): Promise<void>;
}

/**
 * The main process, as its phases in start-up order (the order matters, see the top of this
 * file). Exits (code 1) on invalid configuration; quits when another instance holds the lock.
 */
function main(): void {
  const loaded = loadConfigOrExit();
  if (!loaded) return;
  const { desktop: config, main: options } = loaded;
  prepareProcess(options);
  if (!acquireSingleInstance()) return;
  const windows = createWindowRegistry();
  const inbox = receiveDeepLinks(config.urlScheme, windows);
  const origins = resolveOrigins(config);
  applyNavigationPolicyToEveryWebContents(origins);
  void app.whenReady().then(() => whenReady(config, options, windows, inbox, origins));
  quitWhenAllWindowsClosed();
}

/**
 * Before `ready`: the userData folder (it also scopes the single-instance lock, so it must be set
 * before the lock), the sandbox for every renderer, and the app:// scheme's privileges.
 */
function prepareProcess(options: LoadedConfig['main']): void {
  if (options.userDataDir) app.setPath('userData', options.userDataDir);
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

/** Takes the single-instance lock; false (and quitting) when another instance holds it. */
function acquireSingleInstance(): boolean {
  if (app.requestSingleInstanceLock()) return true;
  // Our argv (with any deep link) reaches the running instance as `second-instance`.
  log.info('another instance is running; handing over to it');
  app.quit();
  return false;
}

/** An empty window registry. */
function createWindowRegistry(): WindowRegistry {
  const all = new Set<BrowserWindow>();
  return { all, last: () => BrowserWindow.getFocusedWindow() ?? [...all].at(-1) };
}

/**
 * Collects deep links: the cold-start one in argv, macOS `open-url`, and a second instance's argv
 * (which, without a link, just focuses the last window): docs/product-rules.md §Desktop 5.
 */
function receiveDeepLinks(scheme: string, windows: WindowRegistry): DeepLinkInbox {
  // Links that arrive before the router exists (cold start argv, early macOS open-url).
  const early: string[] = [];
  let router: DeepLinkRouter | null = null;
  const deliver = (raw: string) => {
    if (router) {
      router.route(raw);
      focusWindow(windows.last());
    } else {
      early.push(raw);
    }
  };
  const coldStart = findDeepLinkInArgv(process.argv, scheme);
  if (coldStart) early.push(coldStart);

  app.on('open-url', (event, url) => {
    event.preventDefault();
    deliver(url);
  });
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLinkInArgv(argv, scheme);
    if (link) deliver(link);
    else focusWindow(windows.last());
  });
  return {
    deliver,
    attach: (next) => void (router = next),
    flushEarly: () => {
      for (const raw of early.splice(0)) deliver(raw);
    },
  };
}

/**
 * The renderer's origin and entry URL (development, electron-vite dev, serves it from Vite;
 * everything else from app://), the API's origin, and the policy for links leaving the app.
 */
function resolveOrigins(config: DesktopConfig): Origins {
  // `||`: an empty ELECTRON_RENDERER_URL means unset, not "load nothing".
  const devUrl = (!app.isPackaged && process.env.ELECTRON_RENDERER_URL) || undefined;
  const appOrigin = (devUrl && originOf(devUrl)) || APP_ORIGIN;
  const linkPolicy: LinkPolicy = {
    appOrigin,
    externalHttpOrigins: [config.apiUrl, config.demoLinks.playground, config.demoLinks.dashboard]
      .filter((url) => url.startsWith('http:'))
      .map((url) => originOf(url))
      .filter((origin): origin is string => origin !== null),
  };
  return {
    appOrigin,
    entryUrl: devUrl ?? APP_ENTRY_URL,
    apiOrigin: originOf(config.apiUrl) ?? config.apiUrl,
    linkPolicy,
    openExternal: async (url: string) => {
      const decision = decideExternalLink(url, linkPolicy);
      if (!decision.allow) throw new Error(`refused to open ${url.slice(0, 200)}: ${decision.reason}`);
      await shell.openExternal(decision.url);
    },
  };
}

/** Every web contents (windows, popups, webviews) gets the navigation policy as it is created. */
function applyNavigationPolicyToEveryWebContents(origins: Origins): void {
  app.on('web-contents-created', (_event, contents) => {
    attachNavigationPolicy(contents, origins.linkPolicy, origins.openExternal, createLogger('navigation'));
  });
}

/**
 * At `ready`, in order: the stores (safeStorage needs `ready` on Linux), the deep-link router and
 * OAuth, IPC, the session's security policies and app://, the menu, the scheme registration, the
 * first window, then any deep link that started the app.
 */
function whenReady(config: DesktopConfig, options: LoadedConfig['main'], windows: WindowRegistry, inbox: DeepLinkInbox, origins: Origins): void {
  const { webStorageStore, windowStateBackend } = openStores();
  const storage = createBroadcastingStorageHandlers(webStorageStore, windows);
  const oauth = new OAuthCoordinator({ providers: config.oauth, scheme: config.urlScheme, openExternal: origins.openExternal, log: createLogger('oauth') });
  const router = new DeepLinkRouter({ scheme: config.urlScheme, handleOAuthCallback: (link) => oauth.handleCallback(link), log: createLogger('deep-link') });
  inbox.attach(router);
  registerIpc(config, webStorageStore, storage, oauth, router, origins);
  installSecurityPolicies(config, origins);
  const openWindow = createWindowOpener(config, windowStateBackend, windows, origins);
  installMenu(config, openWindow, windows);

  registerScheme(config.urlScheme, options.registerScheme ?? app.isPackaged);
  if (!existsSync(preloadPath)) log.error(`preload missing at ${preloadPath}; run electron-vite build`);
  openWindow();
  inbox.flushEarly();

  app.on('activate', () => {
    if (windows.all.size === 0) openWindow();
  });
  app.on('before-quit', () => oauth.dispose());
}

/** The renderer's Web Storage store (encrypted with safeStorage when available) and the window-state store, in userData. */
function openStores(): { webStorageStore: WebStorageStore; windowStateBackend: ReturnType<typeof openElectronStore> } {
  const userData = app.getPath('userData');
  const encryption = detectEncryption(safeStorage, process.platform);
  const webStorageStore = new WebStorageStore({
    backend: openElectronStore('storage', userData, createLogger('store'), (backend) => {
      const items = backend.get('items');
      return items === undefined || (typeof items === 'object' && items !== null && !Array.isArray(items)) ? null : 'items is not an object';
    }),
    safeStorage,
    encryption,
    log: createLogger('store'),
  });
  const windowStateBackend = openElectronStore('window-state', userData, createLogger('window-state'));
  return { webStorageStore, windowStateBackend };
}

/** Sends to a web contents unless it is gone. */
function send(contents: WebContents | undefined, channel: string, payload?: unknown): void {
  if (contents && !contents.isDestroyed()) contents.send(channel, payload);
}

/** The storage IPC handlers on the Web Storage store; a change reaches every window, or the one client it concerns. */
function createBroadcastingStorageHandlers(webStorageStore: WebStorageStore, windows: WindowRegistry): ReturnType<typeof createStorageHandlers> {
  return createStorageHandlers(
    webStorageStore,
    {
      toAll: (change: StorageChange) => {
        for (const win of windows.all) send(win.webContents, IpcChannel.storageChanged, change);
      },
      toClient: (clientId, change) => {
        const win = [...windows.all].find((w) => !w.isDestroyed() && w.webContents.id === clientId);
        send(win?.webContents, IpcChannel.storageChanged, change);
      },
    },
    createLogger('storage'),
  );
}

/** The IPC handlers: bootstrap (config, OS, encryption), storage, OAuth, payment pages, deep-link subscriptions. */
function registerIpc(
  config: DesktopConfig,
  webStorageStore: WebStorageStore,
  storage: ReturnType<typeof createStorageHandlers>,
  oauth: OAuthCoordinator,
  router: DeepLinkRouter,
  origins: Origins,
): void {
  const bootstrap: BootstrapReply = {
    config,
    platform: { os: process.platform as DesktopOs, encryptionAvailable: webStorageStore.encryptionAvailable, keyringChanged: webStorageStore.keyringChanged },
  };
  registerIpcHandlers(ipcMain, {
    appOrigin: origins.appOrigin,
    bootstrap: () => bootstrap,
    storage,
    oauth,
    openPaymentPage: createPaymentOpener({ providerOrigin: origins.apiOrigin, openExternal: origins.openExternal, log: createLogger('payment') }),
    subscribeDeepLinks: (contents) => {
      router.subscribe({
        id: contents.id,
        isDestroyed: () => contents.isDestroyed(),
        send: (type, payload: AppDeepLink | DeepLinkRefusal) =>
          contents.send(type === 'open' ? IpcChannel.deepLinkOpen : IpcChannel.deepLinkRefused, payload),
      });
      contents.once('destroyed', () => router.unsubscribe(contents.id));
    },
    log: createLogger('ipc'),
  });
}

/** The default session's permission policy (a local API may be asked more) and the app:// handler with its CSP. */
function installSecurityPolicies(config: DesktopConfig, origins: Origins): void {
  const apiUrl = new URL(config.apiUrl);
  applyPermissionPolicy(
    session.defaultSession,
    { appOrigin: origins.appOrigin, apiIsLocal: isLoopbackUrl(apiUrl) || /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(apiUrl.hostname) },
    (permission, url) => createLogger('permissions').warn(`denied ${permission} to ${url.slice(0, 200) || 'an unknown origin'}`),
  );
  serveAppProtocol(protocol, {
    root: rendererRoot,
    contentSecurityPolicy: buildContentSecurityPolicy({ apiOrigin: origins.apiOrigin }),
    log: createLogger('app-protocol'),
  });
}

/** A function that opens one more app window (saved bounds, secure preferences) and registers it. */
function createWindowOpener(config: DesktopConfig, windowStateBackend: ReturnType<typeof openElectronStore>, windows: WindowRegistry, origins: Origins): () => BrowserWindow {
  return () => {
    const win = createAppWindow({
      title: config.productName,
      // The same drawing as the web app's icons and electron-builder's build/icon.png (build/make-icons.mjs).
      icon: join(rendererRoot, 'icon-512.png'),
      preloadPath,
      url: origins.entryUrl,
      stateStore: {
        load: () => windowStateBackend.get('window'),
        save: (state) => windowStateBackend.set('window', state),
      },
      log: createLogger('window'),
    });
    windows.all.add(win);
    win.on('closed', () => windows.all.delete(win));
    return win;
  };
}

/** The About panel and the application menu (new window, colour mode toggle sent to the last window). */
function installMenu(config: DesktopConfig, openWindow: () => BrowserWindow, windows: WindowRegistry): void {
  app.setAboutPanelOptions({ applicationName: config.productName, applicationVersion: app.getVersion() });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        productName: config.productName,
        isMac: process.platform === 'darwin',
        isDev: !app.isPackaged,
        newWindow: () => void openWindow(),
        toggleColourMode: () => send(windows.last()?.webContents, IpcChannel.colourModeToggle),
        showAbout: () => app.showAboutPanel(),
      }),
    ),
  );
}

/** Quits when the last window closes, except on macOS where apps stay in the dock. */
function quitWhenAllWindowsClosed(): void {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

/**
 * Registers the app as the OS handler of its scheme (docs/product-rules.md §Desktop 6). Off by
 * default in development (it would point the OS at the bare Electron binary); the packaged app also
 * declares the scheme in its metadata (electron-builder `protocols`).
 */
function registerScheme(scheme: string, enabled: boolean): void {
  if (!enabled) return;
  const ok = process.defaultApp
    ? app.setAsDefaultProtocolClient(scheme, process.execPath, [resolve(process.argv[1] ?? '.')])
    : app.setAsDefaultProtocolClient(scheme);
  log.info(ok ? `registered as the handler of ${scheme}:` : `could not register as the handler of ${scheme}:`);
}

main();
