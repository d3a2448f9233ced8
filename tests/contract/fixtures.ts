/**
 * Fixtures of the Chromium contract suite: `launchDesktop` starts a desktop app (the real
 * main-process modules in this process, windows as Chromium pages with the real preload logic);
 * the bundle of the page side is built once per worker. Apps are quit after each test.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { bundlePageBridge } from './support/bundle-page-bridge';
import type { MemoryStoreFile } from './support/contract-main';
import { DesktopApp } from './support/desktop-app';
import { contractApiUrl, contractWebOrigin } from './support/ports';

interface Fixtures {
  /** Starts the desktop app; pass the previous run's store file to relaunch. */
  launchDesktop(options?: { file?: MemoryStoreFile; encryptionAvailable?: boolean }): Promise<DesktopApp>;
}

export const test = base.extend<Fixtures, { pageBridge: string }>({
  pageBridge: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await bundlePageBridge());
    },
    { scope: 'worker' },
  ],
  launchDesktop: async ({ browser, pageBridge }, use) => {
    const apps: DesktopApp[] = [];
    await use(async ({ file, encryptionAvailable } = {}) => {
      const app = await DesktopApp.launch({ browser, appOrigin: contractWebOrigin, apiUrl: contractApiUrl, pageBridge, encryptionAvailable }, file);
      apps.push(app);
      return app;
    });
    for (const app of apps) await app.quit().catch(() => {});
  },
});

export { expect };

/** The seeded account of the demo API (README, src/demo-api/seed.ts). */
export const collector = { email: 'collector@figureshop.test', password: 'figures-4-ever' };

/** The header's user menu button, present only when signed in. */
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

/** Signs in through the header's "Sign in" dialog, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string } = collector): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs out through the user menu. */
export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** A unique suffix for accounts a test creates. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
