/**
 * Fixtures of the Electron suite: every test gets its own demo API (fresh database) and its own
 * user-data dir; without an Electron runtime every test is skipped with the reason (never passed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { launchApp, runSecondInstance, ROOT, type LaunchedApp, type LaunchOptions } from './support/app';
import { startDemoApi, type DemoApi } from './support/demo-api';
import { detectElectronRuntime } from './support/runtime';

/** The seeded account of the demo API (src/demo-api/seed.ts). */
export const collector = { email: 'collector@figureshop.test', password: 'figures-4-ever' };
/** The app's URL scheme (default of FIGURE_SHOP_URL_SCHEME). */
export const SCHEME = 'com.figureshop.app';

interface Fixtures {
  electronRuntime: { executablePath: string };
  demoApi: DemoApi;
  userDataDir: string;
  /** Launches the app on this test's API and user-data dir; closed after the test. */
  launch(options?: Partial<LaunchOptions>): Promise<LaunchedApp>;
  /** Delivers argv (a deep link) to the running app through a real second instance. */
  secondInstance(argv: string[]): Promise<number>;
}

export const test = base.extend<Fixtures>({
  electronRuntime: [
    // Playwright reads fixture dependencies from the destructuring pattern, so it must be `{}`.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const runtime = detectElectronRuntime();
      testInfo.skip(!runtime.available, runtime.available ? '' : runtime.reason);
      await use({ executablePath: runtime.available ? runtime.executablePath : '' });
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  demoApi: async ({}, use) => {
    const api = await startDemoApi(ROOT);
    await use(api);
    await api.stop();
  },
  // eslint-disable-next-line no-empty-pattern
  userDataDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'figure-shop-e2e-electron-profile-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  launch: async ({ demoApi, userDataDir }, use) => {
    const launched: LaunchedApp[] = [];
    await use(async (options = {}) => {
      const app = await launchApp({ userDataDir, apiUrl: demoApi.url, ...options });
      launched.push(app);
      return app;
    });
    for (const app of launched) await app.close().catch(() => {});
  },
  secondInstance: async ({ electronRuntime, demoApi, userDataDir }, use) => {
    await use((argv) => runSecondInstance(electronRuntime.executablePath, { userDataDir, apiUrl: demoApi.url }, argv));
  },
});

export { expect };

/** Signs in with e-mail and password through the header's "Sign in" dialog. */
export async function signIn(page: Page, account = collector): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** The header's user menu button, present only when signed in. */
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

/** Signs out through the user menu. */
export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}
