/**
 * End-to-end tests of the web app (tests/e2e-web): Chromium against the built web app and a demo
 * API, both started by the test run on their own ports, the API on a fresh temporary data dir.
 *
 * Two workers, every test on its own (`fullyParallel`): a test works with its own account and data
 * (a fresh account, its own browser context), or only reads what nobody changes. The few that
 * change what every test sees (the demo API's fault switch, the whole mailbox, the seeded
 * catalogue's prices, the seeded collector's alerts) take the `ALONE` lock (tests/e2e-web/fixtures.ts):
 * the runner starts such a test only when no other test runs. The demo API's
 * rate limits count per client address, and both workers are 127.0.0.1; the whole run stays far
 * inside them (300 calls a minute per sign-in route, 100 registrations in 15 minutes): it
 * registers about 30 accounts, and its refreshes, at most 140, are nearly all the tab race's, whose
 * two tests run one after the other.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath, traceMode } from './tests/support/browser';
import { WORKERS, webBuildDir, webBuildEnv, webBuildReady } from './tests/e2e-web/fixtures';

const apiPort = Number(process.env.E2E_API_PORT ?? 8799);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4799);
// The same app built with development React, for the hydration test (tests/e2e-web/prerender.spec.ts):
// only development React reports attribute mismatches. Its port follows the main one.
const devWebPort = webPort + 1000;
// Set once in the runner; workers inherit it, so every process agrees on the directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'figure-shop-e2e-'));
// Per port, so two runs on one machine (different E2E_*_PORT) never share a build.
const outDir = webBuildDir;
const devOutDir = resolve(import.meta.dirname, `dist-web-e2e-${devWebPort}`);
export const e2eApiUrl = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  testDir: 'tests/e2e-web',
  outputDir: `test-results/e2e-web-${webPort}`,
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A lone worker's limits, times the workers sharing the machine. 45 s a test: with one worker on a
  // busy machine, journeys through the register dialog, the mailbox and a sign-in ran past 30 s.
  timeout: 45_000 * WORKERS,
  expect: { timeout: 7_000 * WORKERS },
  reporter: [['list'], ['json', { outputFile: '.test-summary/e2e-web.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: traceMode(),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs() },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx src/demo-api/cli.ts --port ${apiPort} --data-dir "${process.env.E2E_DATA_DIR}" --reset --enable-faults`,
      url: `${e2eApiUrl}/api/account/profile/`,
      // The bundled ECB rates of 13 April 2026, never today's: the suites check converted prices to the cent.
      env: { ACCESS_TOKEN_TTL_S: process.env.E2E_ACCESS_TOKEN_TTL_S ?? '300', DEMO_WEB_ORIGINS: `http://127.0.0.1:${webPort},http://127.0.0.1:${devWebPort}`, DEMO_ECB_RATES_URL: 'off' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The web app as `npm run build:web` makes it (pre-rendered pages included), then `npm start`'s
    // server. Built here, not taken from CI's `npm run build:web`: VITE_API_URL (this run's API) and
    // VITE_DEMO_MODE are compiled into the bundles, the pages' CSP and the server entry. The
    // development build skips the Brotli copies: only the hydration test opens it, and the
    // production build's copies are the ones tested. Under `npm test` the production build is
    // made before the suites (webBuildReady) and only served here.
    ...[
      { dir: outDir, port: webPort, nodeEnv: 'production', extraFlags: '', built: webBuildReady },
      { dir: devOutDir, port: devWebPort, nodeEnv: 'development', extraFlags: ' --skip-precompress', built: false },
    ].map(({ dir, port, nodeEnv, extraFlags, built }) => ({
      command: `${built ? '' : `npx tsx scripts/build-web.ts --outDir "${dir}" --emptyOutDir --logLevel warn${extraFlags} && `}npx tsx src/web-server/cli.ts`,
      url: `http://127.0.0.1:${port}/healthz`,
      env: { ...webBuildEnv, NODE_ENV: nodeEnv, DIST_DIR: dir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      // One build after the other (Playwright starts the servers in turn), each up to 3 min on a busy machine.
      timeout: 300_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
