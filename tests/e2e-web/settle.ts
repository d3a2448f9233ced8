import type { Page } from '@playwright/test';

/**
 * Waits until the page is quiet: no pending API call and no running animation (a dialog's motion,
 * the route progress bar). Axe reads colours as painted, so a dialog still fading in fails its
 * contrast check; scan only after this.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
