import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate, MenuItemId } from '../../../src/main/menu';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

const actions = () => ({ newWindow: vi.fn(), toggleColourMode: vi.fn(), showAbout: vi.fn() });

describe('application menu', () => {
  it('has New Window, Toggle Colour Mode and About wired to their actions', () => {
    const a = actions();
    const items = flatten(buildMenuTemplate({ productName: 'Figure Shop', isMac: false, isDev: false, ...a }));
    const byId = (id: string) => items.find((item) => item.id === id);
    (byId(MenuItemId.newWindow)?.click as () => void)();
    (byId(MenuItemId.toggleColourMode)?.click as () => void)();
    (byId(MenuItemId.about)?.click as () => void)();
    expect(a.newWindow).toHaveBeenCalledOnce();
    expect(a.toggleColourMode).toHaveBeenCalledOnce();
    expect(a.showAbout).toHaveBeenCalledOnce();
    expect(byId(MenuItemId.about)?.label).toBe('About Figure Shop');
  });

  it('offers Reload and the developer tools in development only', () => {
    const prod = flatten(buildMenuTemplate({ productName: 'F', isMac: false, isDev: false, ...actions() }));
    const dev = flatten(buildMenuTemplate({ productName: 'F', isMac: false, isDev: true, ...actions() }));
    expect(prod.some((item) => item.role === 'reload' || item.role === 'forceReload' || item.role === 'toggleDevTools')).toBe(false);
    expect(dev.some((item) => item.id === MenuItemId.reload && item.role === 'reload')).toBe(true);
  });

  it('puts About in the app menu on macOS', () => {
    const template = buildMenuTemplate({ productName: 'Figure Shop', isMac: true, isDev: false, ...actions() });
    expect(template[0]?.label).toBe('Figure Shop');
    expect(flatten([template[0]!]).some((item) => item.id === MenuItemId.about)).toBe(true);
  });
});
