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
import { DesktopConfigError, isLoopbackUrl, loadDesktopConfig, type LoadedConfig } from './config';
import { buildContentSecurityPolicy } from './csp';
import { DeepLinkRouter, findDeepLinkInArgv } from './deep-link';
import { openElectronStore } from './electron-store-backend';
import { registerIpcHandlers } from './ipc';
import { createLogger, describeError } from './log';
import { buildMenuTemplate } from './menu';
import { attachNavigationPolicy, decideExternalLink, type LinkPolicy } from './navigation-policy';
import { OAuthCoordinator } from './oauth';
import { applyPermissionPolicy } from './permissions';
import { createStorageHandlers } from './storage-handlers';
import { detectEncryption, TokenStore } from './token-store';
import { createAppWindow, focusWindow } from './window';

const log = createLogger('app');
const here = dirname(fileURLToPath(import.meta.url));
const preloadPath = join(here, '../preload/index.cjs');
const rendererRoot = join(here, '../renderer');

function loadConfigOrExit(): LoadedConfig | null {
  try {
    return loadDesktopConfig(process.env);
  } catch (error) {
    const message = error instanceof DesktopConfigError ? error.message : describeError(error);
    log.error(message);
    // Before `ready` this prints to stderr on Linux and shows a modal elsewhere.
    dialog.showErrorBox('Figure Shop cannot start', message);
    app.exit(1);
    return null;
  }
}

function main(): void {
  const loaded = loadConfigOrExit();
  if (!loaded) return;
  const { desktop: config, main: options } = loaded;
  const scheme = config.urlScheme;

  // The userData folder also scopes the single-instance lock, so it must be set before the lock.
  if (options.userDataDir) app.setPath('userData', options.userDataDir);
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

  if (!app.requestSingleInstanceLock()) {
    // Our argv (with any deep link) reaches the running instance as `second-instance`.
    log.info('another instance is running; handing over to it');
    app.quit();
    return;
  }

  // Links that arrive before the router exists (cold start argv, early macOS open-url).
  const early: string[] = [];
  let router: DeepLinkRouter | null = null;
  const deliver = (raw: string) => {
    if (router) {
      router.route(raw);
      focusWindow(lastWindow());
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
    else focusWindow(lastWindow());
  });

  // Development (electron-vite dev) serves the renderer from Vite; everything else from app://.
  // `||`: an empty ELECTRON_RENDERER_URL means unset, not "load nothing".
  const devUrl = (!app.isPackaged && process.env.ELECTRON_RENDERER_URL) || undefined;
  const appOrigin = (devUrl && originOf(devUrl)) || APP_ORIGIN;
  const entryUrl = devUrl ?? APP_ENTRY_URL;
  const apiOrigin = originOf(config.apiUrl) ?? config.apiUrl;
  const linkPolicy: LinkPolicy = {
    appOrigin,
    externalHttpOrigins: [config.apiUrl, config.demoLinks.playground, config.demoLinks.dashboard]
      .filter((url) => url.startsWith('http:'))
      .map((url) => originOf(url))
      .filter((origin): origin is string => origin !== null),
  };
  const openExternal = async (url: string) => {
    const decision = decideExternalLink(url, linkPolicy);
    if (!decision.allow) throw new Error(`refused to open ${url.slice(0, 200)}: ${decision.reason}`);
    await shell.openExternal(decision.url);
  };

  const windows = new Set<BrowserWindow>();
  function lastWindow(): BrowserWindow | undefined {
    return BrowserWindow.getFocusedWindow() ?? [...windows].at(-1);
  }

  app.on('web-contents-created', (_event, contents) => {
    attachNavigationPolicy(contents, linkPolicy, openExternal, createLogger('navigation'));
  });

  void app.whenReady().then(() => {
    const userData = app.getPath('userData');
    const encryption = detectEncryption(safeStorage, process.platform);
    const tokenStore = new TokenStore({
      backend: openElectronStore('storage', userData, createLogger('store'), (backend) => {
        const items = backend.get('items');
        return items === undefined || (typeof items === 'object' && items !== null && !Array.isArray(items)) ? null : 'items is not an object';
      }),
      safeStorage,
      encryption,
      log: createLogger('store'),
    });
    const windowStateBackend = openElectronStore('window-state', userData, createLogger('window-state'));

    const send = (contents: WebContents | undefined, channel: string, payload?: unknown) => {
      if (contents && !contents.isDestroyed()) contents.send(channel, payload);
    };
    const storage = createStorageHandlers(
      tokenStore,
      {
        toAll: (change: StorageChange) => {
          for (const win of windows) send(win.webContents, IpcChannel.storageChanged, change);
        },
        toClient: (clientId, change) => {
          const win = [...windows].find((w) => !w.isDestroyed() && w.webContents.id === clientId);
          send(win?.webContents, IpcChannel.storageChanged, change);
        },
      },
      createLogger('storage'),
    );

    const oauth = new OAuthCoordinator({ providers: config.oauth, scheme, openExternal, log: createLogger('oauth') });
    router = new DeepLinkRouter({ scheme, handleOAuthCallback: (link) => oauth.handleCallback(link), log: createLogger('deep-link') });
    const activeRouter = router;

    const bootstrap: BootstrapReply = {
      config,
      platform: { os: process.platform as DesktopOs, encryptionAvailable: tokenStore.encryptionAvailable },
    };
    registerIpcHandlers(ipcMain, {
      appOrigin,
      bootstrap: () => bootstrap,
      storage,
      oauth,
      subscribeDeepLinks: (contents) => {
        activeRouter.subscribe({
          id: contents.id,
          isDestroyed: () => contents.isDestroyed(),
          send: (type, payload: AppDeepLink | DeepLinkRefusal) =>
            contents.send(type === 'open' ? IpcChannel.deepLinkOpen : IpcChannel.deepLinkRefused, payload),
        });
        contents.once('destroyed', () => activeRouter.unsubscribe(contents.id));
      },
      log: createLogger('ipc'),
    });

    const apiUrl = new URL(config.apiUrl);
    applyPermissionPolicy(
      session.defaultSession,
      { appOrigin, apiIsLocal: isLoopbackUrl(apiUrl) || /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(apiUrl.hostname) },
      (permission, url) => createLogger('permissions').warn(`denied ${permission} to ${url.slice(0, 200) || 'an unknown origin'}`),
    );
    serveAppProtocol(protocol, {
      root: rendererRoot,
      contentSecurityPolicy: buildContentSecurityPolicy({ apiOrigin }),
      log: createLogger('app-protocol'),
    });

    const openWindow = () => {
      const win = createAppWindow({
        title: config.productName,
        preloadPath,
        url: entryUrl,
        stateStore: {
          load: () => windowStateBackend.get('window'),
          save: (state) => windowStateBackend.set('window', state),
        },
        log: createLogger('window'),
      });
      windows.add(win);
      win.on('closed', () => windows.delete(win));
      return win;
    };

    app.setAboutPanelOptions({ applicationName: config.productName, applicationVersion: app.getVersion() });
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          productName: config.productName,
          isMac: process.platform === 'darwin',
          isDev: !app.isPackaged,
          newWindow: () => void openWindow(),
          toggleColourMode: () => send(lastWindow()?.webContents, IpcChannel.colourModeToggle),
          showAbout: () => app.showAboutPanel(),
        }),
      ),
    );

    registerScheme(scheme, options.registerScheme ?? app.isPackaged);
    if (!existsSync(preloadPath)) log.error(`preload missing at ${preloadPath}; run electron-vite build`);
    openWindow();
    for (const raw of early.splice(0)) deliver(raw);

    app.on('activate', () => {
      if (windows.size === 0) openWindow();
    });
    app.on('before-quit', () => oauth.dispose());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

/**
 * Registers the app as the OS handler of its scheme (issue 5, point 2). Off by default in
 * development (it would point the OS at the bare Electron binary); the packaged app also declares
 * the scheme in its metadata (electron-builder `protocols`).
 */
function registerScheme(scheme: string, enabled: boolean): void {
  if (!enabled) return;
  const ok = process.defaultApp
    ? app.setAsDefaultProtocolClient(scheme, process.execPath, [resolve(process.argv[1] ?? '.')])
    : app.setAsDefaultProtocolClient(scheme);
  log.info(ok ? `registered as the handler of ${scheme}:` : `could not register as the handler of ${scheme}:`);
}

main();
