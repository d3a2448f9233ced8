/**
 * The web suite's `test`: Playwright's, whose `page.goto` returns once the app can be used, as a
 * person would wait for it. A pre-rendered or request-time page (docs/product-rules.md §Web 2) shows its controls
 * before React owns them; a tap then is kept and acts once the page has hydrated (§Performance 15),
 * which a test reading the result at once would miss. So after the navigation, goto waits until
 * the app has committed its page (appOwnsRootIfAny). `waitUntil: 'commit'` opts out: the test looks
 * at the page while it starts. Pages a test opens itself (`context.newPage()`) call `appReady` where they need it.
 */
import { test as base } from '@playwright/test';
import { apiRegister, newAccount, type NewAccount } from '../support/accounts';
import { appOwnsRootIfAny } from '../support/app-ready';
import { mainApiUrl } from './fixtures';

export * from '@playwright/test';

interface WorkerFixtures {
  /**
   * An account registered (and verified) through the API once per worker, for tests that only need
   * to be signed in as someone and change nothing another test using it reads (its interface
   * language and preferences stay the defaults). Each test signs it in anew (`apiSignIn`, `signIn`):
   * a token pair kept between tests would be rotated by one and then refused to the next
   * (refresh-token reuse detection).
   */
  workerAccount: NewAccount;
}

export const test = base.extend<object, WorkerFixtures>({
  workerAccount: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const account = newAccount('worker');
      await apiRegister(mainApiUrl, account);
      await use(account);
    },
    { scope: 'worker' },
  ],
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
