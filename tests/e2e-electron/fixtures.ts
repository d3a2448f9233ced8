/**
 * Fixtures of the Electron suite: every test gets its own demo API (fresh database) and its own
 * user-data dir; without an Electron runtime every test is skipped with the reason (never passed).
 * Accounts and signing in are shared with the other suites (tests/support/accounts.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { launchApp, runSecondInstance, type LaunchedApp, type LaunchOptions } from './support/app';
import { detectElectronRuntime } from './support/runtime';

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
    const api = await startDemoApi({ dataDirPrefix: 'figure-shop-e2e-electron-api-' });
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

