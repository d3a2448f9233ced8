import { expect, test, type APIRequestContext, type Page } from './test';
import type { FigureCard, FiguresListResponse } from '../../src/shared/api/catalogue';
import { apiPaths } from '../../src/shared/api/paths';
import { apiSignIn, collector, moderator, newAccount, register as registerThroughDialog, signIn } from '../support/accounts';
import { ALONE, mainApiUrl } from './fixtures';
import { appHydrated } from '../support/app-ready';
import { showAdultFigures } from './settings';

/** Registers a fresh account through the header's dialog and its mailed link, and signs it in. */
async function register(page: Page) {
  const account = newAccount('prefs');
  await registerThroughDialog(page, account, mainApiUrl);
  return account;
}

/** Records every call the page makes to the preferences endpoints. */
function recordPreferenceCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/account/preferences')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

const synced = (page: Page) => expect(page.getByText('Synced with your account')).toBeVisible();
const prices = (page: Page) => page.locator('main [data-price]');
/** The home page's three catalogue shelves hold six figures each (docs/product-rules.md §Catalogue 12), each with a price. */
const HOME_PRICES = 18;

/** The demo API's answer to a figure list query. */
async function figures(request: APIRequestContext, query: string): Promise<FigureCard[]> {
  const response = await request.get(`${mainApiUrl}${apiPaths.figures}?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as FiguresListResponse).results;
}

/** The first figure priced in `currency` on the home page's "New arrivals" shelf. */
async function newArrival(request: APIRequestContext, currency: 'JPY' | 'CNY'): Promise<FigureCard> {
  const figure = (await figures(request, 'adult=false&ordering=-created&page_size=6')).find((item) => item.price.currency === currency);
  if (!figure) throw new Error(`no ${currency} figure among the new arrivals`);
  return figure;
}

/** `amount` in `currency` as the app formats it in `locale` with the symbol display. */
const money = (amount: number, currency: string, locale = 'en') => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card on the page by its figure's name (a figure may sit on two shelves: the first). */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true }).first();

async function openSettings(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.describe('preferences', () => {
  test('anonymous preferences survive a reload and make no preference call', async ({ page }) => {
    const calls = recordPreferenceCalls(page);
    await page.goto('/settings');
    await expect(page.getByText('Saved on this device')).toBeVisible();
    await showAdultFigures(page);
    await page.getByRole('combobox', { name: /Show prices in/ }).selectOption('EUR');
    await page.getByRole('radio', { name: /^Code/ }).check();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show adult (NSFW) figures' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: /Show prices in/ })).toHaveValue('EUR');
    await expect(page.getByRole('radio', { name: /^Code/ })).toBeChecked();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_preferences') ?? 'null'));
    expect(stored).toMatchObject({ content: { show_nsfw: true }, currency: { primary: 'EUR', display_format: 'code' } });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'user_prefs');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ theme: 'light', language: 'en', currency: { primary: 'EUR' } });
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(calls).toEqual([]);
  });

  test('signed-in changes reach the server and appear in a second browser context', async ({ page, browser }) => {
    await page.goto('/');
    const account = await register(page);
    await openSettings(page);
    await synced(page);
    const calls = recordPreferenceCalls(page);
    await page.getByRole('combobox', { name: /Show prices in/ }).selectOption('GBP');
    await showAdultFigures(page);
    await page.getByRole('switch', { name: 'E-mail digest' }).click();
    // Rapid changes of one group: the server must end with the last.
    for (const format of ['Name', 'Code', 'Symbol', 'Name']) await page.getByRole('radio', { name: new RegExp(`^${format}`) }).check();
    // Changes are sent after a short debounce: wait for the calls, then for the sync to finish.
    await expect.poll(() => calls).toEqual(expect.arrayContaining(['PATCH /api/account/preferences/currency/', 'PATCH /api/account/preferences/content/']));
    await synced(page);

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/');
    await signIn(second, account);
    await openSettings(second);
    await expect(second.getByRole('combobox', { name: /Show prices in/ })).toHaveValue('GBP');
    await expect(second.getByRole('radio', { name: /^Name/ })).toBeChecked();
    await expect(second.getByRole('switch', { name: 'Show adult (NSFW) figures' })).toBeChecked();
    await expect(second.getByRole('switch', { name: 'E-mail digest' })).not.toBeChecked();
    await other.close();
  });

  test('the legacy JSON-string preferences of the seeded collector are read', async ({ page }) => {
    await page.goto('/');
    await signIn(page, collector);
    await openSettings(page);
    await expect(page.getByRole('combobox', { name: /Show prices in/ })).toHaveValue('USD');
  });

  // The fault switch is one list for every caller: alone.
  test('a forced server 500 shows the exact error and refetches the preferences', { lock: ALONE }, async ({ page, request }) => {
    await page.goto('/');
    await register(page);
    await openSettings(page);
    await synced(page);
    await request.post(`${mainApiUrl}/__test__/faults`, {
      data: { path_prefix: '/api/account/preferences/content/', kind: 'error', status: 500, method: 'PATCH', times: 1, replace: true },
    });
    try {
      const refetch = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/account/preferences/');
      await page.getByRole('switch', { name: 'Show prices' }).click();
      await refetch;
      await expect(page.getByRole('main').getByText('Failed to update content preferences')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to update content preferences' })).toBeVisible();
      // The server still holds show_prices = true, and so does the screen after the refetch.
      await expect(page.getByRole('switch', { name: 'Show prices' })).toBeChecked();
      await expect(page.getByText('Not saved')).toBeVisible();
    } finally {
      await request.delete(`${mainApiUrl}/__test__/faults`);
    }
  });
});

test.describe('Discord preferences', () => {
  test('a user who signed in with Discord sees and changes the Discord group; others do not see it', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('group', { name: 'Discord' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Discord' }).click();
    const name = `dprefs${Date.now().toString(36)}`;
    await page.getByLabel('Discord account e-mail').fill(`${name}@figureshop.test`);
    await page.getByLabel('Discord username').fill(name);
    await page.getByRole('button', { name: 'Allow' }).click();
    const invite = page.getByRole('dialog', { name: 'Join the Figure Shop Discord' });
    await invite.getByRole('button', { name: 'Not now' }).click();
    await openSettings(page);
    const group = page.getByRole('group', { name: 'Discord' });
    const stock = group.getByRole('switch', { name: /new figures are in stock/ });
    await expect(stock).not.toBeChecked();
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/account/preferences/discord/'));
    await stock.click();
    expect((await patched).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Discord' }).getByRole('switch', { name: /new figures are in stock/ })).toBeChecked();
  });
});

test.describe('prices', () => {
  test('currency and display format change every visible price', async ({ page, request }) => {
    const yen = await newArrival(request, 'JPY');
    const yuan = await newArrival(request, 'CNY');
    await page.goto('/');
    await expect(prices(page)).toHaveCount(HOME_PRICES);
    // Default JPY: yen prices as they are, yuan prices converted into yen.
    await expect(card(page, yen.name).locator('[data-price]')).toHaveText(money(yen.price.amount, 'JPY'));
    await expect(card(page, yuan.name).locator('[data-price]')).toHaveText(new RegExp(`^≈ ¥[\\d,]+\\(${escape(money(yuan.price.amount, 'CNY'))}\\)$`));
    // The rates' day as the browser's region writes it (§Locales 3).
    const ratesDay = new Intl.DateTimeFormat(await page.evaluate(() => navigator.language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 3, 13));
    await expect(page.getByText(`ECB reference rates of ${ratesDay}`)).toBeVisible();

    await openSettings(page);
    await page.getByRole('combobox', { name: /Show prices in/ }).selectOption('USD');
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    // Every price is rendered before they are listed (an empty list would check nothing).
    await expect(prices(page)).toHaveCount(HOME_PRICES);
    for (const price of await prices(page).all()) await expect(price).toContainText(/≈ \$\d/);
    await expect(card(page, yen.name)).toContainText(new RegExp(`≈ \\$[\\d,.]+\\(${escape(money(yen.price.amount, 'JPY'))}\\)`));

    await openSettings(page);
    await page.getByRole('radio', { name: /^Code/ }).check();
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    await expect(prices(page)).toHaveCount(HOME_PRICES);
    for (const price of await prices(page).all()) await expect(price).toContainText(/≈ USD\s\d/);

    await openSettings(page);
    await page.getByRole('radio', { name: /^Name/ }).check();
    await page.getByRole('switch', { name: 'Show prices' }).click();
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    await expect(prices(page)).toHaveCount(0);
    await openSettings(page);
    await page.getByRole('switch', { name: 'Show prices' }).click();
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    await expect(prices(page)).toHaveCount(HOME_PRICES);
    for (const price of await prices(page).all()) await expect(price).toContainText(/US dollars/);
  });

  test('the location currency is offered, never switched to silently', async ({ page, request }) => {
    const yen = await newArrival(request, 'JPY');
    await page.goto('/');
    const offer = page.getByRole('group', { name: 'Currency suggestion' }).or(page.getByLabel('Currency suggestion'));
    await expect(offer).toContainText('USD');
    await expect(card(page, yen.name).locator('[data-price]')).toHaveText(money(yen.price.amount, 'JPY'));
    await page.getByRole('button', { name: 'Keep JPY' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(card(page, yen.name)).toBeVisible();
    await expect(offer).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('anime_user_location') ?? 'null')))
      .toMatchObject({ currency: 'USD', region: 'US', timestamp: expect.any(Number) });
  });

  test('stale rates are used and said to be stale when the API cannot be reached', async ({ page, request }) => {
    const yen = await newArrival(request, 'JPY');
    await page.goto('/');
    await expect(page.getByText(/ECB reference rates of/)).toBeVisible();
    await appHydrated(page);
    // Age the cache past 24 h, then cut the rate endpoints off.
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem('anime_exchange_rates')!);
      entry.timestamp -= 25 * 60 * 60 * 1000;
      localStorage.setItem('anime_exchange_rates', JSON.stringify(entry));
      const prefs = JSON.parse(localStorage.getItem('user_preferences') ?? '{}');
      localStorage.setItem('user_preferences', JSON.stringify({ ...prefs, currency: { primary: 'USD', display_format: 'symbol' } }));
    });
    await page.route('**/api/*-rates/', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText(/stale/)).toBeVisible({ timeout: 15_000 });
    await expect(card(page, yen.name)).toContainText(/≈ \$\d/);
  });
});

test.describe('shell', () => {
  test('language switch: strings, <html lang>, numbers and prices follow at once', async ({ page, request }) => {
    const yen = await newArrival(request, 'JPY');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    await expect(page.getByRole('heading', { name: '新着' })).toBeVisible();
    // Japanese names in the ja interface (§Locales 4), prices formatted in Japanese.
    await expect(card(page, yen.name_ja).locator('[data-price]')).toHaveText(money(yen.price.amount, 'JPY', 'ja'));
    await expect(page.getByText(/2026年4月13日/)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: '設定' }).click();
    await page.getByRole('combobox', { name: '言語' }).selectOption('zh');
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  });

  test('colour mode starts light, toggles, and persists across a reload', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'light');
    await toggle.click();
    await expect(page.locator('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'dark');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('colour_mode')!).state.mode)).toBe('dark');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'light');
  });

  test('NSFW figures are hidden, then blurred with click and keyboard to reveal', async ({ page, request }) => {
    const [first, second] = await figures(request, 'adult=only&ordering=-popularity&page_size=2');
    if (!first || !second) throw new Error('the seed has adult figures');
    const nsfw = card(page, first.name);
    const other = card(page, second.name);
    /** Searches from the header (in-app) and waits for the answer. */
    const search = async (text: string) => {
      const box = page.locator('header').getByRole('combobox', { name: 'Search figures' });
      await box.fill(text);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Results for “${text}”` })).toBeVisible();
      await expect(page.getByText(/^[\d,]+ figures?$/)).toBeVisible();
    };
    await page.goto('/');
    await search(first.name);
    await expect(nsfw).toHaveCount(0);

    await openSettings(page);
    await showAdultFigures(page);
    await page.goBack();
    await expect(nsfw.getByRole('img')).toHaveAttribute('data-blurred', 'true');
    await expect.poll(() => nsfw.getByRole('img').evaluate((img) => getComputedStyle(img).filter)).toContain('blur');
    await nsfw.getByRole('button', { name: /Show the picture of/ }).click();
    await expect(nsfw.getByRole('img')).toHaveAttribute('data-blurred', 'false');

    await search(second.name);
    await expect(other.getByRole('img')).toHaveAttribute('data-blurred', 'true');
    await other.getByRole('button', { name: /Show the picture of/ }).focus();
    await page.keyboard.press('Enter');
    await expect(other.getByRole('img')).toHaveAttribute('data-blurred', 'false');

    await openSettings(page);
    await page.getByRole('switch', { name: 'Blur pictures of adult figures' }).click();
    await page.goBack();
    await page.reload();
    await expect(other.getByRole('img')).toHaveAttribute('data-blurred', 'false');
  });

  test('the notification count is refetched on each route change and after marking read', async ({ page, context }) => {
    const counts: number[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/api/notifications/count/' && response.request().method() === 'GET') {
        counts.push(((await response.json()) as { unread: number }).unread);
      }
    });
    await page.goto('/');
    await signIn(page, moderator);
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    // The server's count, once it has answered and the bell shows it.
    await expect.poll(() => counts.length).toBeGreaterThan(0);
    const before = counts[counts.length - 1]!;
    await expect(bell).toHaveAttribute('data-unread', String(before));

    // Route changes: settings, home, settings: one count request each.
    const seen = counts.length;
    await openSettings(page);
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    await openSettings(page);
    await expect.poll(() => counts.length).toBeGreaterThanOrEqual(seen + 3);

    // A notification sent from the dashboard shows on the next route change, with no reload.
    const dashboard = await context.newPage();
    await dashboard.goto(`${mainApiUrl}/dashboard`);
    await dashboard.getByLabel('To').selectOption({ label: moderator.email });
    await dashboard.getByLabel('Title').fill('New stock: Azure Knight');
    await dashboard.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dashboard.getByText('Notification sent.')).toBeVisible();
    await dashboard.close();
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    await expect(page.getByRole('link', { name: `Notifications, ${before + 1} unread` })).toBeVisible();

    // The list, and marking one read updates the count.
    await page.getByRole('link', { name: /^Notifications, / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New stock: Azure Knight' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark “New stock: Azure Knight” as read' }).click();
    await expect(page.getByRole('link', { name: `Notifications, ${before} unread` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark “New stock: Azure Knight” as read' })).toHaveCount(0);
  });

  test('the notifications page pages through the list', async ({ page, request }) => {
    // The seed's count (its notifications and its orders'): the second page holds the rest.
    const { access_token: token } = await apiSignIn(mainApiUrl, collector);
    const { count } = (await (await request.get(`${mainApiUrl}/api/notifications/?page_size=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { count: number };
    expect(count).toBeGreaterThan(20);
    await page.goto('/');
    await signIn(page, collector);
    await page.getByRole('link', { name: /^Notifications, / }).click();
    const list = page.getByRole('list', { name: 'Your notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(count - 20);
  });

  test('demo banner links reach the playground and the dashboard', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Demo mode' });
    const playgroundLink = banner.getByRole('link', { name: 'GraphQL API playground' });
    await expect(playgroundLink).toHaveAttribute('href', `${mainApiUrl}/graphql`);
    const [playground] = await Promise.all([context.waitForEvent('page'), playgroundLink.click()]);
    await expect(playground).toHaveTitle('Figure Shop GraphQL (read-only)');
    // GraphiQL runs its sample query against the read-only endpoint: public rates answer, the
    // signed-in fields say why they are empty.
    const [answer] = await Promise.all([
      playground.waitForResponse((response) => response.url() === `${mainApiUrl}/graphql` && (response.request().postData() ?? '').includes('query Demo')),
      playground.getByRole('button', { name: /Execute query/ }).click(),
    ]);
    const body = (await answer.json()) as { data: { rates: { date: string }; me: null }; errors: { message: string }[] };
    expect(body.data.rates.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.me).toBeNull();
    expect(body.errors[0]?.message).toBe('Authentication credentials were not provided.');
    await expect(playground.getByText('"not_authenticated"').first()).toBeVisible();
    const dashboardLink = banner.getByRole('link', { name: 'Store dashboard' });
    await expect(dashboardLink).toHaveAttribute('href', `${mainApiUrl}/dashboard`);
    const [dashboard] = await Promise.all([context.waitForEvent('page'), dashboardLink.click()]);
    await expect(dashboard.getByRole('heading', { name: 'Figure Shop demo dashboard' })).toBeVisible();
  });

  test('a route change shows the 3 px progress bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    // A slow network for the lazily loaded settings code, so the change takes long enough to look at.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('height', '3px');
    await expect(bar).toBeHidden({ timeout: 10_000 });
  });
});
