/**
 * Fixtures of the Chromium contract suite: `launchDesktop` starts a desktop app (the real
 * main-process modules in this process, windows as Chromium pages with the real preload logic);
 * the bundle of the page side is built once per worker. Apps are quit after each test. Accounts
 * and signing in are shared with the other suites (tests/support/accounts.ts).
 */
import { test as base, expect } from '@playwright/test';
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

