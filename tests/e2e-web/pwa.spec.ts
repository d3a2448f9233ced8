/**
 * The installable web app (docs/product-rules.md §Web 12–15). After a first visit the service worker controls the
 * page, so a reload with the network down still paints the shell from its precache (with the app's
 * offline banner, the API being unreachable); and a new deploy replaces the old version only when
 * the person accepts "A new version is available".
 *
 * The "new deploy" is simulated from the suite's own build (playwright.web.config.ts): two copies,
 * the second changed the way a new build changes a precached file, its content (shell.html gets a
 * build marker) and its revision in sw.js's precache manifest (Workbox's MD5 of the content). The
 * copies are served on one free-port origin (static-host.ts), old copy first, then the new copy, as
 * a host switching deploys would.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './test';
import { WORKERS, webOrigin } from './fixtures';
import { hostStatic } from './static-host';

/** The folder playwright.web.config.ts builds the app under test into. */
const builtDir = resolve(import.meta.dirname, '../..', `dist-web-e2e-${process.env.E2E_WEB_PORT ?? 4799}`);
const BUILD_MARKER = 'figure-shop-e2e-build';

/** The URL of the worker that controls the page, or null. */
function controllerUrl(page: Page): Promise<string | null> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

/** Copies the built app to a fresh temporary folder. */
function copyBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'figure-shop-pwa-'));
  cpSync(builtDir, dir, { recursive: true });
  return dir;
}

/** Turns `dir` into the next deploy: new shell.html content and its new revision in sw.js. */
function makeNextDeploy(dir: string): void {
  const shellPath = join(dir, 'shell.html');
  const shell = readFileSync(shellPath, 'utf8').replace('<head>', `<head><meta name="${BUILD_MARKER}" content="next">`);
  writeFileSync(shellPath, shell);
  const swPath = join(dir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const entry = /url:"shell\.html",revision:"([0-9a-f]+)"/;
  expect(sw).toMatch(entry);
  writeFileSync(swPath, sw.replace(entry, `url:"shell.html",revision:"${createHash('md5').update(shell).digest('hex')}"`));
}

test.describe('installable web app (§Web 12–15)', () => {
  test('after a first visit the worker controls the page, and an offline reload paints the shell from cache', async ({ page, context }) => {
    // The meta CSP (default-src 'self', worker-src 'self') must allow the manifest and the worker.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // clientsClaim: the first install takes this page once its precache is complete.
    await expect.poll(() => controllerUrl(page), { timeout: 20_000 * WORKERS }).toBe(`${webOrigin}/sw.js`);
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ name: string; icons: unknown[] }>);
    expect(manifest.name).toBe('Figure Shop');
    expect(manifest.icons).toHaveLength(2);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
    expect(violations).toEqual([]);

    await context.setOffline(true);
    try {
      const response = await page.reload();
      // The page came from the worker (the network is down): the precached client-rendered shell.
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Figure Shop' })).toBeVisible();
      await expect(page.getByText('You are offline.')).toBeVisible({ timeout: 15_000 * WORKERS });
      // A lazy page comes from the precache too.
      await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a new build replaces the old one only after the person accepts "A new version is available"', async ({ browser }) => {
    test.setTimeout(60_000 * WORKERS);
    const oldDir = copyBuild();
    const nextDir = copyBuild();
    makeNextDeploy(nextDir);
    const host = await hostStatic(oldDir);
    const origin = host.url;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect.poll(() => controllerUrl(page), { timeout: 20_000 * WORKERS }).toBe(`${origin}/sw.js`);
      await expect(page.getByText('A new version is available')).toBeHidden();

      // The host switches to the next deploy on the same origin.
      host.deploy(nextDir);

      // The next visit still runs the old version (from the old worker) and offers the new one.
      await page.reload();
      await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 20_000 * WORKERS });
      await expect(page.locator(`meta[name="${BUILD_MARKER}"]`)).toHaveCount(0);

      await page.getByRole('button', { name: 'Reload' }).click();
      // The new worker took over and the page reloaded into the new version.
      await expect(page.locator(`meta[name="${BUILD_MARKER}"]`)).toHaveAttribute('content', 'next', { timeout: 15_000 * WORKERS });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('A new version is available')).toBeHidden();
    } finally {
      await context.close();
      await host.close();
      rmSync(oldDir, { recursive: true, force: true });
      rmSync(nextDir, { recursive: true, force: true });
    }
  });
});
