/**
 * The web suite's `test`: Playwright's, whose `page.goto` returns once the app can be used, as a
 * person would wait for it. A pre-rendered or request-time page (issue 15) shows its controls
 * before React owns them, and a click or a key then does nothing; on a busy machine that window
 * is long enough for a test to act in it. So after the navigation, goto waits until React owns
 * #root (appOwnsRootIfAny). `waitUntil: 'commit'` opts out: the test looks at the page while it
 * starts. Pages a test opens itself (`context.newPage()`) call `appReady` where they need it.
 */
import { test as base } from '@playwright/test';
import { appOwnsRootIfAny } from '../support/app-ready';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appOwnsRootIfAny(page);
      return response;
    };
    await use(page);
  },
});
