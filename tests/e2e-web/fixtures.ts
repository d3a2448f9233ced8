/**
 * What only the web e2e suite needs: the demo API the web app under test was built against, and
 * re-routing a page's API calls to another demo API. Accounts, sign-in and the demo-API launcher
 * are shared with the other suites and the benchmarks (tests/support).
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** The demo API the web app under test was built against (playwright.web.config.ts). */
export const mainApiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8799}`;

/** The origin of the web app under test (playwright.web.config.ts). */
export const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4799}`;

/**
 * The production build of the web app the suite serves (`npm run build:web`'s steps, per web port so
 * two runs on one machine never share one), and the build's environment: VITE_API_URL and
 * VITE_DEMO_MODE are compiled into its bundles, pre-rendered pages, CSP and server entry.
 */
export const webBuildDir = resolve(import.meta.dirname, '../..', `dist-web-e2e-${process.env.E2E_WEB_PORT ?? 4799}`);
export const webBuildEnv = { VITE_API_URL: mainApiUrl, VITE_DEMO_MODE: 'true', NODE_ENV: 'production' } as const;
/**
 * Set (E2E_WEB_BUILT=1) by `npm test`, which builds webBuildDir once before the suites and measures
 * the bundle budget on that same build (scripts/test-all.mjs); the suite then serves it as built.
 */
export const webBuildReady = process.env.E2E_WEB_BUILT === '1';

/** The same web app built with development React (playwright.web.config.ts), for the hydration test. */
export const devWebOrigin = `http://127.0.0.1:${Number(process.env.E2E_WEB_PORT ?? 4799) + 1000}`;

/**
 * The web suite's workers (playwright.web.config.ts). They share the machine's two cores, so a
 * test gets about 1/WORKERS of what it had alone: a time limit sized for a lone worker is
 * multiplied by WORKERS (`test.setTimeout(120_000 * WORKERS)`).
 */
export const WORKERS = 2;

/**
 * Playwright's built-in lock (`test(title, { lock: ALONE }, …)`, `test.describe.configure({ lock })`):
 * the test runs only while no other test runs (the runner starts it once both workers are free).
 * For the tests that change what every other test sees: the demo API's fault switch (one list for
 * every caller), the whole mailbox, the seeded catalogue's prices (and the price-drop alerts they
 * send), and the seeded collector's notifications, wishlist and notification settings.
 */
export const ALONE = '-exclusive-';

/** Sends every call the page makes to the main API to `target` instead (same paths). */
export async function routeApiTo(page: Page, target: string): Promise<void> {
  await page.route(`${mainApiUrl}/**`, (route) => route.continue({ url: route.request().url().replace(mainApiUrl, target) }));
}
