/**
 * End-to-end tests of the web app (tests/e2e-web): Chromium against the built web app and a demo
 * API, both started by the test run on their own ports, the API on a fresh temporary data dir.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './tests/support/browser';

const apiPort = Number(process.env.E2E_API_PORT ?? 8799);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4799);
// Set once in the runner; workers inherit it, so every process agrees on the directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'figure-shop-e2e-'));
// Per port, so two runs on one machine (different E2E_*_PORT) never share a build.
const outDir = resolve(import.meta.dirname, `dist-web-e2e-${webPort}`);
export const e2eApiUrl = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  testDir: 'tests/e2e-web',
  outputDir: `test-results/e2e-web-${webPort}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-summary/e2e-web.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs() },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx src/demo-api/cli.ts --port ${apiPort} --data-dir "${process.env.E2E_DATA_DIR}" --reset --enable-faults`,
      url: `${e2eApiUrl}/api/account/profile/`,
      env: { ACCESS_TOKEN_TTL_S: process.env.E2E_ACCESS_TOKEN_TTL_S ?? '300', DEMO_WEB_ORIGINS: `http://127.0.0.1:${webPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite build --config vite.web.config.ts --configLoader runner --outDir "${outDir}" --emptyOutDir --logLevel warn && npx vite preview --config vite.web.config.ts --configLoader runner --outDir "${outDir}" --port ${webPort}`,
      url: `http://127.0.0.1:${webPort}/`,
      env: { VITE_API_URL: e2eApiUrl, VITE_DEMO_MODE: 'true' },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
