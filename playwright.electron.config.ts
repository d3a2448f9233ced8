/**
 * The Electron suite (tests/e2e-electron): Playwright `_electron.launch` against the built
 * app (`npm run build` first), each test with its own user-data dir and demo API. Runs wherever an
 * Electron runtime is installed (on Linux under a display, e.g. `xvfb-run -a`). Without one every
 * test is skipped with the reason and a single line says so; the JSON report for `npm test`
 * (scripts/test-all.mjs) records them as skipped, never as passed.
 */
import { defineConfig } from '@playwright/test';
import { detectElectronRuntime } from './tests/e2e-electron/support/runtime';
import { traceMode } from './tests/support/browser';

const runtime = detectElectronRuntime();
const json = ['json', { outputFile: '.test-summary/e2e-electron.json' }] as const;

export default defineConfig({
  testDir: 'tests/e2e-electron',
  outputDir: 'test-results/e2e-electron',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: runtime.available
    ? [['list'], json]
    : [['./tests/e2e-electron/support/skip-reporter.ts', { reason: runtime.reason }], json],
  use: { trace: traceMode(), screenshot: 'only-on-failure' },
});
