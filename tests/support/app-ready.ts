import { expect, type Page } from '@playwright/test';

/**
 * Waits until React owns the page's root (createRoot or hydrateRoot has run: its internal key is on
 * #root). A pre-rendered or request-time page shows its controls before that, and a click on them
 * then does nothing; from this point React listens, and replays a click on a part still
 * hydrating. The web suite's `page.goto` waits for this itself (tests/e2e-web/test.ts); call it
 * after navigating a page the fixture does not wrap (`context.newPage()`, `waitUntil: 'commit'`).
 */
export async function appReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), {
      message: 'React has taken over #root',
    })
    .toBe(true);
}

/**
 * Waits until the page has hydrated and the app has written its start-up state: the `user_prefs`
 * cookie (docs/product-rules.md §Stored 4), which the app writes once its first render is committed. Hydration runs in
 * a transition, in slices, so a pre-rendered page's text shows well before that. A test
 * that edits Web Storage under the running app waits for this first, or the app's own start-up
 * writes would overwrite the edit. For a fresh browser context (no cookie yet).
 */
export async function appHydrated(page: Page): Promise<void> {
  await appReady(page);
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'user_prefs'), { message: 'the app has written its user_prefs cookie' })
    .toBe(true);
}

/**
 * Waits until the app has its page in hand, when the page is one of the app's (it has #root): the
 * routed page has committed (hydrated, or rendered on the client), which the app marks `fs:hydrated`
 * (src/renderer/src/platform/start-marks.ts). Until then a tap on a served page is kept by the
 * early-tap recorder and acts only at that moment (docs/product-rules.md §Performance 15), so
 * Playwright's `check()`, which reads the state right after its click, would see nothing change.
 * Pages without #root (the demo API's mailbox, its dashboard) pass at once. Polls in the page
 * (≤ `timeoutMs`).
 * @throws Error naming the URL when the app never gets there (the entry failed to load or threw).
 */
export async function appOwnsRootIfAny(page: Page, timeoutMs = 20_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return !root || performance.getEntriesByName('fs:hydrated').length > 0;
      },
      undefined,
      { timeout: timeoutMs },
    );
  } catch (error) {
    throw new Error(`React did not take over #root of ${page.url()} within ${timeoutMs} ms`, { cause: error });
  }
}
