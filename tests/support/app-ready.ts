import { expect, type Page } from '@playwright/test';

/**
 * Waits until React owns the page's root (createRoot or hydrateRoot has run: its internal key is on
 * #root). A pre-rendered or request-time page shows its controls before that, and a click on them
 * then does nothing (issue 15); from this point React listens, and replays a click on a part still
 * hydrating. Call it before the first interaction after a navigation to such a page.
 */
export async function appReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), {
      message: 'React has taken over #root',
    })
    .toBe(true);
}
