/**
 * The application menu: New Window, Reload (development only), Toggle colour
 * mode, About, plus the platform's standard edit and window roles. Built as a template from
 * injected actions so its shape is tested without Electron.
 */
import type { MenuItemConstructorOptions } from 'electron';

/** Ids of the items tests and code look up with `Menu.getApplicationMenu().getMenuItemById`. */
export const MenuItemId = {
  newWindow: 'new-window',
  reload: 'reload',
  toggleColourMode: 'toggle-colour-mode',
  about: 'about',
} as const;

/** What the menu needs. */
export interface MenuOptions {
  productName: string;
  isMac: boolean;
  /** Development build: adds Reload and the developer tools. */
  isDev: boolean;
  newWindow(): void;
  toggleColourMode(): void;
  showAbout(): void;
}

/** The menu template for `Menu.buildFromTemplate`. */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const about: MenuItemConstructorOptions = { id: MenuItemId.about, label: `About ${options.productName}`, click: () => options.showAbout() };
  const template: MenuItemConstructorOptions[] = [];
  if (options.isMac) {
    template.push({
      label: options.productName,
      submenu: [about, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }],
    });
  }
  template.push({
    label: 'File',
    submenu: [
      { id: MenuItemId.newWindow, label: 'New Window', accelerator: 'CmdOrCtrl+N', click: () => options.newWindow() },
      { type: 'separator' },
      options.isMac ? { role: 'close' } : { role: 'quit' },
    ],
  });
  template.push({ label: 'Edit', submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }] });
  template.push({
    label: 'View',
    submenu: [
      ...(options.isDev
        ? ([{ id: MenuItemId.reload, role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }] satisfies MenuItemConstructorOptions[])
        : []),
      { id: MenuItemId.toggleColourMode, label: 'Toggle Colour Mode', accelerator: 'CmdOrCtrl+Shift+L', click: () => options.toggleColourMode() },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({ role: 'windowMenu' });
  if (!options.isMac) template.push({ role: 'help', submenu: [about] });
  return template;
}
