#!/usr/bin/env node
/**
 * `npm test`: runs every test suite that can run on this machine, one runner after another, and
 * ends with one line `N passed, N failed, N skipped` summing them all. Exits non-zero when any test
 * failed or any runner could not report. Each runner writes a JSON report into .test-summary/.
 * The summary gives each suite's time and the run's total against its budget (scripts/test-budget.ts:
 * a WARNING line over 40 min; over 70 min the run fails).
 *
 *   node scripts/test-all.mjs [--only unit|bundle|e2e-web|contract|e2e-electron ...]
 *
 * The browser suites' Chromium is found (or installed) first: see ensureChromium().
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const runStarted = Date.now();
const summaryDir = '.test-summary';
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv.slice(onlyIndex + 1) : null;
const runners = [
  {
    name: 'unit+component (vitest)',
    id: 'unit',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${summaryDir}/vitest.json`],
    report: 'vitest.json',
    count: (json) => ({
      passed: json.numPassedTests,
      failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
      skipped: json.numPendingTests + json.numTodoTests,
    }),
  },
  {
    // The first-route JavaScript budget (197 kB gzip) and each lazy page's own
    // JavaScript (40 kB) on a fresh production build of the web app (scripts/bench/bundle.ts,
    // about 40 s with the React + Fluent floor build); one test per budget, every one enforced.
    name: 'bundle budget (vite build, gzip)',
    id: 'bundle',
    command: ['npx', 'tsx', 'scripts/bench/bundle.ts', '--report', `${summaryDir}/bundle.json`],
    // Measures the build the web e2e suite then serves (buildWebForTests), when that build was made.
    builtArgs: (dir) => ['--dist', dir],
    report: 'bundle.json',
    count: (json) => ({ passed: json.passed, failed: json.failed, skipped: json.skipped }),
  },
  {
    name: 'e2e-web (playwright, chromium)',
    id: 'e2e-web',
    browser: true,
    command: ['npx', 'playwright', 'test', '--config', 'playwright.web.config.ts'],
    report: 'e2e-web.json',
    count: playwrightCount,
  },
  {
    // The desktop bridge in Chromium: the built renderer, the real preload storage/IPC logic and
    // the real main-process handlers in the test process (tests/contract/*.spec.ts).
    name: 'contract (playwright, chromium)',
    id: 'contract',
    browser: true,
    command: ['npx', 'playwright', 'test', '--config', 'playwright.contract.config.ts'],
    report: 'contract.json',
    count: playwrightCount,
  },
  {
    name: 'e2e-electron (playwright, electron)',
    id: 'e2e-electron',
    command: ['npx', 'playwright', 'test', '--config', 'playwright.electron.config.ts'],
    report: 'e2e-electron.json',
    count: playwrightCount,
    optional: () => existsSync('playwright.electron.config.ts'),
  },
];

/**
 * Each skipped Playwright test as `file › title: reason` (its `skip` annotation), so a skip is
 * never silent in the summary. Walks the JSON report's nested suites.
 */
function playwrightSkips(json) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const reason = (test.annotations ?? []).find((a) => a.type === 'skip')?.description ?? 'no reason given';
        found.push(`${spec.file} › ${spec.title}: ${reason}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  return found;
}

/** Playwright's JSON stats: expected = passed, unexpected = failed, flaky counted as passed. */
function playwrightCount(json) {
  const stats = json.stats ?? {};
  const errors = (json.errors ?? []).length;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + errors, skipped: stats.skipped ?? 0 };
}

/**
 * Finds the Chromium the browser suites drive before anything runs (tests/support/browser.ts:
 * PLAYWRIGHT_CHROMIUM_PATH, a system Chromium, Playwright's own, else `playwright install chromium`),
 * and passes it on through PLAYWRIGHT_CHROMIUM_PATH. Where none can be had, prints one line saying
 * what to install and exits 1 at once, instead of a wall of "Executable doesn't exist" failures.
 */
async function ensureChromium() {
  const { tsImport } = await import('tsx/esm/api');
  const browser = await tsImport('../tests/support/browser.ts', import.meta.url);
  const { chromium } = await import('@playwright/test');
  const resolution = await browser.resolveChromium({
    env: process.env,
    systemChromium: () => browser.systemChromium(),
    playwrightChromium: () => chromium.executablePath(),
    isExecutable: browser.isExecutableFile,
    installPlaywrightChromium: () =>
      new Promise((resolveInstall) => {
        console.log('No Chromium found: trying `npx playwright install chromium` (needs the network)…');
        // Progress shows; the installer's stack trace on a refused download does not (one line below says it all).
        const child = spawn('npx', ['playwright', 'install', 'chromium'], { stdio: ['ignore', 'inherit', 'ignore'] });
        // A machine whose network refuses the download can hang on it: give up after 5 min.
        const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
        child.on('error', () => resolveInstall(false));
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolveInstall(code === 0);
        });
      }),
  });
  if (!resolution.ok) {
    console.error(resolution.failure);
    process.exit(1);
  }
  process.env.PLAYWRIGHT_CHROMIUM_PATH = resolution.path;
  console.log(`Chromium for the browser suites (${resolution.source}): ${resolution.path}`);
}

/**
 * Builds the web app once, as `npm run build:web` does plus Vite's manifest, into the web e2e
 * suite's folder and against its API (tests/e2e-web/fixtures.ts), for the bundle budget and the e2e
 * suite alike: one production build instead of two. Returns the folder, or null when the build
 * failed (each suite then builds for itself, and the failure is a line of the summary).
 */
async function buildWebForTests() {
  const { tsImport } = await import('tsx/esm/api');
  const { webBuildDir, webBuildEnv } = await tsImport('../tests/e2e-web/fixtures.ts', import.meta.url);
  console.log(`\n=== web app build for the bundle budget and e2e-web: ${webBuildDir}`);
  const started = Date.now();
  const args = ['tsx', 'scripts/build-web.ts', '--outDir', webBuildDir, '--emptyOutDir', '--logLevel', 'warn', '--manifest'];
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...webBuildEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    lines.push(`web app build for the tests: exited ${result.status} (${seconds} s); the suites build for themselves`);
    return null;
  }
  lines.push(`web app build for the bundle budget and e2e-web (${seconds} s)`);
  process.env.E2E_WEB_BUILT = '1';
  return webBuildDir;
}

const selected = runners.filter((runner) => (!only || only.includes(runner.id)) && (!runner.optional || runner.optional()));
if (selected.some((runner) => runner.browser)) await ensureChromium();

rmSync(summaryDir, { recursive: true, force: true });
mkdirSync(summaryDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let broken = false;
const webBuild = selected.some((runner) => runner.id === 'bundle' || runner.id === 'e2e-web') ? await buildWebForTests() : null;

for (const runner of selected) {
  const skipReason = runner.skipReason?.();
  if (skipReason) {
    // A check that is not run is reported as skipped with its reason, never silently left out.
    console.log(`\n=== ${runner.name}: skipped (${skipReason})`);
    totals.skipped += 1;
    lines.push(`${runner.name}: 0 passed, 0 failed, 1 skipped (${skipReason})`);
    continue;
  }
  const command = [...runner.command, ...(webBuild && runner.builtArgs ? runner.builtArgs(webBuild) : [])];
  console.log(`\n=== ${runner.name}: ${command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const reportPath = join(summaryDir, runner.report);
  let counts;
  let skips = [];
  try {
    const json = JSON.parse(readFileSync(reportPath, 'utf8'));
    counts = runner.count(json);
    if (runner.count === playwrightCount) skips = playwrightSkips(json);
    else skips = json.skips ?? [];
  } catch (error) {
    // A runner that crashed before reporting counts as one failure, never as silence.
    counts = { passed: 0, failed: 1, skipped: 0 };
    broken = true;
    lines.push(`${runner.name}: no report (${error.message}); exit code ${result.status}`);
  }
  if (result.status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    broken = true;
    lines.push(`${runner.name}: exited ${result.status} with no failed test reported`);
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  lines.push(`${runner.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`);
  for (const skip of skips) lines.push(`  skipped: ${skip}`);
}

const { tsImport } = await import('tsx/esm/api');
const { judgeTestTime } = await tsImport('./test-budget.ts', import.meta.url);
const budget = judgeTestTime(Date.now() - runStarted);

console.log('\n=== Summary');
for (const line of lines) console.log(line);
for (const line of budget.lines) console.log(line);
// Last, as CI reads it (.ci/run takes the last line of this form).
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken || budget.fails ? 1 : 0);
