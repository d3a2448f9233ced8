/**
 * The second finish end to end, in one journey (docs/product-rules.md §Notifications 5, 11, 16,
 * §Wishlist 8, §Catalogue, §Currency 9): a collector reading in Japanese with prices in US dollars
 * keeps the notifications page open; a moderator drops the price of a figure they wish for; within
 * one poll and without a reload the list shows the alert worded in Japanese with both prices in
 * dollars; it opens the figure with the old price struck through. "Homra" finds Homura, the release
 * range narrows the list and stays in the URL, and a demo API whose ECB source is a local fixture
 * (this machine cannot reach the ECB) serves the fixture's day, which the rates note shows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { moderationPaths } from '../../src/shared/api/moderation';
import { loadEcbDaily } from '../../src/demo-api/rates/ecb';
import { appOwnsRootIfAny } from '../support/app-ready';
import { apiRegister, apiSignIn, moderator, newAccount, storeSignedIn, type TokenPair } from '../support/accounts';
import { ecbDailyXml, respondWith, shiftedDay, startEcbFixtureServer } from '../support/ecb-fixture';
import { WORKERS, mainApiUrl, routeApiTo, webOrigin } from './fixtures';

interface ListedFigure {
  slug: string;
  name: string;
  name_ja: string;
  price: { amount: number; currency: string };
}

const authorised = (tokens: TokenPair) => ({ Authorization: `Bearer ${tokens.access_token}` });

/** A new account reading in Japanese with US dollars as its currency, wishing for `slug`, signed in on `page`. */
async function japaneseCollector(page: Page, slug: string): Promise<void> {
  const tokens = await apiRegister(mainApiUrl, newAccount('finish'));
  for (const [group, data] of [['ui', { language: 'ja' }], ['currency', { primary: 'USD' }]] as const) {
    const response = await page.request.patch(`${mainApiUrl}${apiPaths.preferencesGroup(group)}`, { headers: authorised(tokens), data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  expect((await page.request.post(`${mainApiUrl}${apiPaths.wishlist}`, { headers: authorised(tokens), data: { slug } })).status()).toBe(201);
  await storeSignedIn(page, tokens);
}

/** The catalogue part, signed out in English: a typo still finds, and the release range lives in the URL. */
async function findFigures(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: webOrigin });
  const page = await context.newPage();
  // Pages of their own: each load waits for the app to own the pre-rendered page, as the fixture's page does.
  const open = async (path: string) => {
    await page.goto(path);
    await appOwnsRootIfAny(page);
  };
  await open('/figures?search=Homra');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matched “Homra”: showing results for “homura”.' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Homura');
  await open('/figures');
  const range = page.getByRole('group', { name: 'Release date' });
  await range.getByLabel('From').fill('2027-01');
  await expect(page).toHaveURL(/\/figures\?released_after=2027-01$/);
  const ranged = (await (await page.request.get(`${mainApiUrl}${apiPaths.figures}?adult=false&page_size=1&released_after=2027-01`)).json()) as { count: number };
  await expect(page.getByRole('status').filter({ hasText: `${ranged.count.toLocaleString('en-US')} figure` })).toBeVisible();
  await page.reload();
  await appOwnsRootIfAny(page);
  await expect(page.getByRole('group', { name: 'Release date' }).getByLabel('From')).toHaveValue('2027-01');
  await context.close();
}

/** Starts a demo API of its own whose ECB source is `ratesUrl`; answers its URL and a stop function. */
async function demoApiWithRatesSource(ratesUrl: string): Promise<{ url: string; stop: () => void }> {
  const port = Number(new URL(mainApiUrl).port) + 41;
  const dataDir = mkdtempSync(join(tmpdir(), 'figure-shop-e2e-rates-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'src/demo-api/cli.ts', '--port', String(port), '--data-dir', dataDir, '--reset'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DEMO_ECB_RATES_URL: ratesUrl, DEMO_WEB_ORIGINS: webOrigin },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

test('a price drop arrives in Japanese and dollars without a reload, opens with the old price struck; typo, release range, fresh rates', async ({ page, browser, request }) => {
  test.setTimeout(200_000 * WORKERS);
  // A figure no other spec looks at (the alert journey takes the most popular one); its price is put back at the end.
  const listed = await request.get(`${mainApiUrl}${apiPaths.figures}?ordering=-popularity&page_size=1&page=7&status=in_stock&adult=false`);
  const figure = ((await listed.json()) as { results: ListedFigure[] }).results[0]!;
  expect(figure.price.currency).toBe('JPY');
  const seededPrice = figure.price.amount;
  const moderatorTokens = await apiSignIn(mainApiUrl, moderator);
  const setPrice = (price: number) => request.patch(`${mainApiUrl}${moderationPaths.figure(figure.slug)}`, { headers: authorised(moderatorTokens), data: { price } });

  try {
    await japaneseCollector(page, figure.slug);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    await expect(page.getByText('お知らせはまだありません。')).toBeVisible();

    expect((await setPrice(seededPrice - 100)).ok()).toBe(true);
    // Within one poll (60 s, §Notifications 11), no reload: the list follows the bell (§Notifications 16).
    // Named as the Japanese catalogue names it.
    const alert = page.getByRole('link', { name: `値下げ：${figure.name_ja}` });
    await expect(alert).toBeVisible({ timeout: 75_000 });
    const item = page.getByRole('listitem').filter({ has: alert });
    // Japanese writes the yen sign full-width (Intl, ja): "≈ $27.53 (￥4,400)".
    await expect(item).toContainText(/現在 ≈ \$[\d.,]+ \(￥[\d,]+\)（以前は ≈ \$[\d.,]+ \(￥[\d,]+\)）。/);
    await expect(item).toContainText(`(￥${(seededPrice - 100).toLocaleString('en-US')})（以前は`);
    await expect(item).not.toContainText('JPY');

    await alert.click();
    await expect(page).toHaveURL(new RegExp(`/figures/${figure.slug}$`));
    const was = page.getByTestId('was-price');
    await expect(was).toContainText('以前の価格');
    await expect(was.locator('del')).toContainText(`(￥${seededPrice.toLocaleString('en-US')})`);
    await expect(page.getByText('説明文は英語です。')).toBeVisible();
    // Opened by its address from elsewhere, not from the alert: no old price. (The same address loaded
    // again is the same history entry, which keeps the alert's state, as a reload does.)
    await page.goto('/');
    await page.goto(`/figures/${figure.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator('[data-price]').first()).toContainText(`(￥${(seededPrice - 100).toLocaleString('en-US')})`);
    await expect(page.getByTestId('was-price')).toHaveCount(0);
  } finally {
    await setPrice(seededPrice);
  }

  await findFigures(browser);

  // Fresh rates from a local ECB fixture: the same rates, a newer day (yesterday, UTC).
  const bundled = await loadEcbDaily();
  const fixtureDay = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const fixture = await startEcbFixtureServer();
  fixture.answer(respondWith(ecbDailyXml(shiftedDay(bundled, fixtureDay, 1))));
  const api = await demoApiWithRatesSource(fixture.url);
  try {
    const servedDay = async () => {
      try {
        return ((await (await request.get(`${api.url}${apiPaths.jpyRates}`)).json()) as { date?: string }).date;
      } catch {
        return undefined; // not listening yet
      }
    };
    await expect.poll(servedDay, { timeout: 60_000 }).toBe(fixtureDay);
    const fresh = await browser.newPage({ baseURL: webOrigin });
    await routeApiTo(fresh, api.url);
    // The settings page: its HTML carries no rates (a catalogue page's would, fetched by the web
    // server from the main API), so this page's own fetch, sent to the fixture's API, says which day.
    await fresh.goto('/settings');
    await appOwnsRootIfAny(fresh);
    const shown = new Intl.DateTimeFormat(await fresh.evaluate(() => navigator.language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(fixtureDay));
    await expect(fresh.getByText(`ECB reference rates of ${shown}`)).toBeVisible();
    await expect(fresh.getByText('Stale')).toHaveCount(0);
    await fresh.close();
  } finally {
    api.stop();
    await fixture.close();
  }
});
