/** The window: title, security settings, and what it refuses to do (docs/product-rules.md §Desktop 1–4). */
import { accountMenu } from '../support/accounts';
import { expect, test } from './fixtures';

// Page-side code runs in the browser; this project compiles with Node types, so the page's globals
// are reached through `globalThis` with their shapes spelt out at each use.

test('the window title is the configured product name', async ({ launch }) => {
  const { app, window: page } = await launch({ productName: 'Figure Shop QA' });
  await expect.poll(() => page.title()).toBe('Figure Shop QA');
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getTitle())).toBe('Figure Shop QA');
});

test('webPreferences, origin, CSP and the bridge are as the security baseline says', async ({ launch }, testInfo) => {
  const { app, window: page } = await launch();
  const prefs = await app.evaluate(({ BrowserWindow }) => {
    // Undocumented in Electron's typings, but present: the preferences the renderer was created with.
    const contents = BrowserWindow.getAllWindows()[0]!.webContents as unknown as { getLastWebPreferences?: () => Record<string, unknown> };
    const p = contents.getLastWebPreferences?.();
    if (!p) return null;
    const keys = ['contextIsolation', 'sandbox', 'nodeIntegration', 'nodeIntegrationInWorker', 'nodeIntegrationInSubFrames', 'webSecurity', 'allowRunningInsecureContent', 'webviewTag'];
    return Object.fromEntries(keys.map((key) => [key, p[key]]));
  });
  if (prefs) {
    expect(prefs).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  } else {
    testInfo.annotations.push({ type: 'note', description: 'webContents.getLastWebPreferences is unavailable; checked by behaviour only' });
  }
  expect(page.url()).toMatch(/^app:\/\/figure-shop\//);
  const seen = await page.evaluate(async () => {
    const g = globalThis as unknown as Record<string, unknown> & { desktop?: Record<string, unknown> };
    const response = await fetch('/');
    return {
      require: typeof g.require,
      process: typeof g.process,
      module: typeof g.module,
      bridge: Object.keys(g.desktop ?? {}).sort(),
      csp: response.headers.get('content-security-policy'),
      webview: typeof (globalThis as unknown as { document: { createElement(n: string): { constructor: { name: string } } } }).document.createElement('webview').constructor.name,
    };
  });
  expect(seen.require).toBe('undefined');
  expect(seen.process).toBe('undefined');
  expect(seen.module).toBe('undefined');
  expect(seen.bridge).toEqual(['config', 'oauth', 'onColourModeToggle', 'onDeepLink', 'onDeepLinkRefused', 'platform', 'storage']);
  expect(seen.csp).toContain("default-src 'self'");
  expect(seen.csp).not.toContain('unsafe-eval');
});

test('window.open is denied (allowed links go to the system browser) and navigation away is blocked', async ({ launch }) => {
  const { app, window: page, openedExternal } = await launch();
  const opened = await page.evaluate(() => (globalThis as unknown as { open(u: string, t: string): unknown }).open('https://example.com/from-window-open', '_blank'));
  expect(opened).toBeNull();
  await page.evaluate(() => {
    (globalThis as unknown as { location: { href: string } }).location.href = 'https://example.com/navigate-away';
  });
  await page.evaluate(() => {
    (globalThis as unknown as { location: { href: string } }).location.href = 'file:///etc/passwd';
  });
  await expect.poll(openedExternal).toEqual(['https://example.com/from-window-open', 'https://example.com/navigate-away']);
  expect(app.windows()).toHaveLength(1);
  expect(page.url()).toMatch(/^app:\/\/figure-shop\//);
  await expect(page.getByRole('button', { name: 'Sign in' }).or(accountMenu(page))).toBeVisible();
});

test('the menu’s Toggle Colour Mode reaches the focused window', async ({ launch }) => {
  const { app, window: page } = await launch();
  await page.evaluate(() => {
    const g = globalThis as unknown as { __toggles: number; desktop: { onColourModeToggle(cb: () => void): () => void } };
    g.__toggles = 0;
    g.desktop.onColourModeToggle(() => (g.__toggles += 1));
  });
  await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('toggle-colour-mode')?.click());
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as { __toggles: number }).__toggles)).toBe(1);
});
