/**
 * What only the web e2e suite needs: the demo API the web app under test was built against, and
 * re-routing a page's API calls to another demo API. Accounts, sign-in and the demo-API launcher
 * are shared with the other suites and the benchmarks (tests/support).
 */
import type { Page } from '@playwright/test';

/** The demo API the web app under test was built against (playwright.web.config.ts). */
export const mainApiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8799}`;

/** The origin of the web app under test (playwright.web.config.ts). */
export const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4799}`;

/** The same web app built with development React (playwright.web.config.ts), for the hydration test. */
export const devWebOrigin = `http://127.0.0.1:${Number(process.env.E2E_WEB_PORT ?? 4799) + 1000}`;

/** Sends every call the page makes to the main API to `target` instead (same paths). */
export async function routeApiTo(page: Page, target: string): Promise<void> {
  await page.route(`${mainApiUrl}/**`, (route) => route.continue({ url: route.request().url().replace(mainApiUrl, target) }));
}
