/**
 * docs/product-rules.md §Sessions 9, 13–14: tabs reloaded together with an expired access token all refresh at once. The
 * tab that refreshes hands the new pair to the others (BroadcastChannel), and the API answers a
 * token rotated moments ago with the same pair again, so no tab is ever signed out. Two and five
 * tabs, 10 rounds each; the number of refresh calls is printed.
 */
import { expect, test, type BrowserContext, type Page, type Request } from './test';
import { accountMenu, collector, signIn } from '../support/accounts';
import { WORKERS } from './fixtures';

// Ten rounds: in twenty, every round behaved as the first ten did (one refresh per round, now and
// then two), and twenty took 8 min of a CI run.
const ROUNDS = 10;
const REFRESH_PATH = '/api/account/token/refresh/';

const isRefresh = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === REFRESH_PATH;

/**
 * Counts refresh calls, the ones still in flight, and collects every refresh answer that was not
 * 200 and every error a page logged, for the whole context.
 */
function watchRefreshes(context: BrowserContext) {
  const seen = { calls: 0, inFlight: 0, refused: [] as string[], pageErrors: [] as string[] };
  context.on('request', (request) => {
    if (!isRefresh(request)) return;
    seen.calls += 1;
    seen.inFlight += 1;
  });
  const settled = (request: Request) => {
    if (isRefresh(request)) seen.inFlight -= 1;
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  context.on('response', (response) => {
    if (isRefresh(response.request()) && response.status() !== 200) seen.refused.push(`HTTP ${response.status()}`);
  });
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') seen.pageErrors.push(message.text());
    });
  });
  return seen;
}

/** What each tab shows and stores, for a failure message: a slow tab and a signed-out one look alike otherwise. */
async function describeTabs(pages: Page[]): Promise<string> {
  const lines = await Promise.all(
    pages.map(async (page, index) => {
      const signInButtons = await page.getByRole('button', { name: 'Sign in' }).count();
      const menus = await accountMenu(page).count();
      const state = await page.evaluate(() => localStorage.getItem('auth_state')).catch((error: unknown) => `unreadable (${String(error)})`);
      return `tab ${index}: ${page.url()} auth_state=${state} account menus=${menus} sign-in buttons=${signInButtons}`;
    }),
  );
  return lines.join('\n');
}

/** Signs in on a first page, opens the others, and runs the rounds; resolves the refresh calls made. */
async function race(context: BrowserContext, tabs: number): Promise<number> {
  const seen = watchRefreshes(context);
  const pages: Page[] = [await context.newPage()];
  await pages[0]!.goto('/');
  await signIn(pages[0]!, collector);
  while (pages.length < tabs) {
    const page = await context.newPage();
    await page.goto('/');
    await expect(accountMenu(page)).toBeVisible();
    pages.push(page);
  }
  seen.calls = 0;
  const perRound: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = seen.calls;
    // An access token that cannot be used (as session.spec.ts plants one): every tab must refresh at start-up.
    await pages[0]!.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await Promise.all(pages.map((page) => page.reload({ waitUntil: 'domcontentloaded' })));
    try {
      await Promise.all(pages.map((page) => expect(accountMenu(page), `round ${round}`).toBeVisible({ timeout: 30_000 })));
    } catch (error) {
      const details = `${await describeTabs(pages)}\nrefused refreshes: ${seen.refused.join(', ') || 'none'}\npage errors: ${seen.pageErrors.join(' | ') || 'none'}`;
      throw new Error(`round ${round}: not every tab shows the account menu\n${details}`, { cause: error });
    }
    // The refresh has landed (storage is shared by the context's pages), and no tab is still
    // refreshing, before the next round plants again: each round is tabs starting up together.
    await expect.poll(() => pages[0]!.evaluate(() => localStorage.getItem('access_token')), { timeout: 15_000 }).not.toBe('expired.token.value');
    await expect.poll(() => seen.inFlight, { message: `round ${round}: a refresh still in flight`, timeout: 15_000 }).toBe(0);
    perRound.push(seen.calls - before);
    expect(seen.refused, `round ${round}: refresh refused`).toEqual([]);
  }
  // Zero sign-outs: every tab ends signed in, with the session intact in storage.
  for (const page of pages) {
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  }
  expect(await pages[0]!.evaluate(() => localStorage.getItem('auth_state'))).toBe('signedIn');
  expect(seen.refused, 'a refresh refused after the last round').toEqual([]);
  console.log(`[tab-refresh-race] ${tabs} tabs, ${ROUNDS} rounds: ${seen.calls} refresh calls (per round: ${perRound.join(' ')}), 0 sign-outs`);
  return seen.calls;
}

test.describe('tabs refreshing at once', () => {
  // One after the other in one worker: each reloads all its tabs at once, twenty times, and their
  // 30 s waits are sized for one such burst on the machine, not two (seven tabs starting together).
  test.describe.configure({ mode: 'default' });

  for (const tabs of [2, 5]) {
    // Each test has its own context, so its own sign-in and refresh-token family.
    test(`${tabs} tabs reloaded together with an expired access token, ${ROUNDS} rounds: nobody is signed out`, async ({ context }) => {
      test.setTimeout(420_000 * WORKERS); // 5 tabs × 20 reloads took 2.4 min on a machine with load 20
      const calls = await race(context, tabs);
      // At least one refresh per round, and never more than one per tab.
      expect(calls).toBeGreaterThanOrEqual(ROUNDS);
      expect(calls).toBeLessThanOrEqual(ROUNDS * tabs);
    });
  }
});
