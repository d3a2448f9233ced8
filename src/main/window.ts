/**
 * App windows: secure webPreferences (web-preferences.ts), the navigation policy, size and
 * position restored from the last run and kept on a visible display (window-state.ts).
 */
import { BrowserWindow, screen } from 'electron';
import type { Logger } from './log';
import { cascadeFrom, restoreWindowState, type WindowState } from './window-state';
import { secureWebPreferences } from './web-preferences';

/** Where window state is kept between runs. */
export interface WindowStateStore {
  load(): unknown;
  save(state: WindowState): void;
}

/** What a window needs. */
export interface CreateWindowOptions {
  title: string;
  preloadPath: string;
  /** The renderer's URL: app://figure-shop/ (or the dev server). */
  url: string;
  stateStore: WindowStateStore;
  log: Logger;
  /** The window's icon (taskbar, title bar on Linux and Windows): a PNG path; the renderer's icon-512.png. */
  icon?: string;
}

/**
 * Opens an app window. The first one opens where the last run's window was (checked against the
 * current displays); further ones cascade from the focused window. The state is saved on close.
 */
export function createAppWindow(options: CreateWindowOptions): BrowserWindow {
  const primary = screen.getPrimaryDisplay().workArea;
  const restored = restoreWindowState(options.stateStore.load(), screen.getAllDisplays().map((d) => d.workArea), primary);
  const reference = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  const bounds = reference ? cascadeFrom(reference.getNormalBounds(), screen.getDisplayMatching(reference.getNormalBounds()).workArea) : restored;

  const win = new BrowserWindow({
    ...bounds,
    minWidth: 480,
    minHeight: 400,
    title: options.title,
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: false,
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: secureWebPreferences(options.preloadPath),
  });
  if (!reference && restored.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  // A page that never paints (load error, crash) must not leave an invisible window behind.
  setTimeout(() => {
    if (!win.isDestroyed() && !win.isVisible()) win.show();
  }, 5_000);
  win.on('close', () => {
    try {
      options.stateStore.save({ ...win.getNormalBounds(), maximized: win.isMaximized() });
    } catch (error) {
      options.log.error('could not save the window state', error);
    }
  });
  win.webContents.on('render-process-gone', (_event, details) => options.log.error(`renderer gone: ${details.reason}`));
  void win.loadURL(options.url).catch((error: unknown) => options.log.error(`could not load ${options.url}`, error));
  return win;
}

/** Brings a window to the front (restoring it if minimised), e.g. when a deep link arrives. */
export function focusWindow(win: BrowserWindow | undefined): void {
  if (!win || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}
