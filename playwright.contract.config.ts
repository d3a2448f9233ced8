/**
 * Contract tests of the desktop bridge in Chromium (tests/contract/*.spec.ts):
 * the built web renderer, served on loopback, gets a `window.desktop` made by the REAL preload code
 * whose IPC goes to the REAL main-process modules running in the test process
 * (tests/contract/support). A demo API on a fresh temporary data dir answers the renderer. Same
 * browser setup as the web e2e suite. The Node half of the contract (tests/contract/*.test.ts)
 * runs in Vitest's `contract` project (`npm run test:contract` runs both halves).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath, traceMode } from './tests/support/browser';
import { contractApiPort, contractApiUrl, contractWebOrigin, contractWebPort } from './tests/contract/support/ports';

// Set once in the runner; workers inherit it, so every process agrees on the directory.
process.env.CONTRACT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'figure-shop-contract-'));
const outDir = resolve(import.meta.dirname, 'dist-web-contract');

export default defineConfig({
  testDir: 'tests/contract',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/contract',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-summary/contract.json' }]],
  use: {
    baseURL: contractWebOrigin,
    // The stand-in for IPC is a synchronous XHR from the page bridge to a loopback port of the test
    // process (support/sync-ipc-server.ts). Electron's IPC is no network request, but the web
    // server's Content-Security-Policy header (connect-src: the app and its API) rightly refuses
    // that one, so these pages run without CSP; tests/e2e-web/security.spec.ts holds the policy.
    bypassCSP: true,
    trace: traceMode(),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs() },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx src/demo-api/cli.ts --port ${contractApiPort} --data-dir "${process.env.CONTRACT_DATA_DIR}" --reset`,
      url: `${contractApiUrl}/api/account/profile/`,
      env: { DEMO_WEB_ORIGINS: contractWebOrigin, DEMO_ECB_RATES_URL: 'off' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The renderer takes its config from window.desktop here; VITE_API_URL only keeps a
      // bridge-less page (which the suite never uses) off the default port.
      command: `npx vite build --config vite.web.config.ts --configLoader runner --outDir "${outDir}" --emptyOutDir --logLevel warn && npx tsx src/web-server/cli.ts`,
      url: `${contractWebOrigin}/healthz`,
      env: { VITE_API_URL: contractApiUrl, DIST_DIR: outDir, HOST: '127.0.0.1', PORT: String(contractWebPort), LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
