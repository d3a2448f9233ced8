/**
 * Pre-rendered pages (docs/product-rules.md §Web 1–6). The header, headings and layout are in the HTML (no script
 * needed), in the colour mode and language the `user_prefs` cookie asks for, and the app hydrates
 * over them without a mismatch. Mismatches are checked against the development build (only
 * development React reports attribute mismatches): any console error or warning, page error, or
 * recovered hydration error fails the test.
 */
import { expect, test, type BrowserContext, type Page } from './test';
import { apiPaths } from '../../src/shared/api';
import { PAGE_STATE_ID } from '../../src/shared/prerender/page-state';
import { apiSignIn, collector } from '../support/accounts';
import { appReady } from '../support/app-ready';
import { WORKERS, devWebOrigin, mainApiUrl, webOrigin } from './fixtures';

/** The `user_prefs` cookie a returning visitor's browser sends (§Stored 4). */
function prefsCookie(origin: string, theme: string, language: string) {
  const value = encodeURIComponent(JSON.stringify({ theme, language, currency: { primary: 'USD' }, region: null }));
  return { name: 'user_prefs', value, url: origin };
}

/** Collects what must stay empty while a page hydrates. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens `path` on the development build and checks it hydrated cleanly: no problem reported, and
 * the heading is still the node the browser parsed from the HTML: React adopted it in its first
 * pass rather than rendering it again. Home's page is in the entry; the other pages' own chunks are
 * modulepreloaded by their HTML and waited for before hydrating (app/router.tsx pageModuleReady).
 * A figure page is rendered at request time with its figure, so its heading is the figure's name.
 * Returns the page.
 */
async function hydrate(context: BrowserContext, path: string, heading: RegExp | string): Promise<Page> {
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.addInitScript(() => {
    // 'interactive': the HTML is parsed and no module script has run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { __parsed?: Element[] }).__parsed = [...document.querySelectorAll('main h1')];
    });
  });
  await page.goto(`${devWebOrigin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Hydration is done once React owns the root (its internal key appears on the container).
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __hydrationErrors?: string[] }).__hydrationErrors ?? [])).toEqual([]);
  expect(problems).toEqual([]);
  const parsed = await page.evaluate(() => ((window as { __parsed?: Element[] }).__parsed ?? []).map((element) => ({ node: `${element.nodeName} ${element.textContent?.slice(0, 40)}`, kept: element.isConnected })));
  expect(parsed, path).toEqual([{ node: expect.stringMatching(/^H1 /) as unknown as string, kept: true }]);
  return page;
}

/** The most popular figure (never adult: the API leaves adult figures out without `adult`). */
async function popularFigure(page: Page): Promise<{ slug: string; name: string; name_ja: string }> {
  const response = await page.request.get(`${mainApiUrl}${apiPaths.figures}?ordering=-popularity&page_size=1`);
  return ((await response.json()) as { results: { slug: string; name: string; name_ja: string }[] }).results[0]!;
}

test.describe('pre-rendered pages (§Web 1–6)', () => {
  // Development React hydrating four pages is slow on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 * WORKERS });

  test('without JavaScript, home shows the header, the heading and the layout', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${webOrigin}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Figure Shop' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    await context.close();
  });

  test('without JavaScript, the cookie picks the colour mode and language before the first paint', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([prefsCookie(webOrigin, 'dark', 'ja')]);
    const page = await context.newPage();
    await page.goto(`${webOrigin}/settings`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
    // The dark theme's page background (§Shell 2: #22110B), painted from the pre-rendered styles.
    const background = await page.locator('.fui-FluentProvider > div').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(34, 17, 11)');
    await context.close();
  });

  test('without JavaScript, a figure page shows its figure: rendered at request time with its data', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const figure = await popularFigure(page);
    await page.goto(`${webOrigin}/figures/${figure.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: figure.name })).toBeVisible();
    // Its first picture, the page's LCP, is in the HTML, asked for first.
    const picture = page.getByRole('img', { name: new RegExp(`^Picture 1 of \\d+ of ${figure.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('table')).toContainText('JAN');
    await context.close();
  });

  test('without JavaScript, a first visit to home shows the shelves and the currency offer: rendered at request time', async ({ browser }) => {
    // Chromium says Accept-Language: en-US, so the API places the visitor in a USD region (§Currency 3).
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${webOrigin}/`);
    await expect(page.getByText('You seem to be in a region that uses US Dollar (USD). Show prices in USD?')).toBeVisible();
    const newArrivals = page.getByRole('region', { name: 'New arrivals' });
    await expect(newArrivals.getByRole('article')).toHaveCount(6);
    await expect(newArrivals.getByRole('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('region', { name: 'Popular' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByText('Loading prices…')).toHaveCount(0);
    await context.close();
  });

  test('without JavaScript, a first visit to the catalogue shows its first cards: rendered at request time', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const response = await page.request.get(`${mainApiUrl}${apiPaths.figures}?page_size=1`);
    const { count, results } = (await response.json()) as { count: number; results: { name: string }[] };
    await page.goto(`${webOrigin}/figures`);
    await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible();
    await expect(page.getByText(`${count.toLocaleString('en')} figures`, { exact: true })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Figures' });
    // The first screen at any width (two rows of the widest grid), the newest first, its picture asked for first.
    await expect(grid.getByRole('article')).toHaveCount(12);
    await expect(grid.getByRole('article').first()).toHaveAccessibleName(results[0]!.name);
    await expect(grid.getByRole('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Availability' })).toBeVisible();
    // A returning visitor's content settings are in Web Storage: they get the build-time frame.
    await context.addCookies([prefsCookie(webOrigin, 'light', 'en')]);
    expect(await (await context.request.get(`${webOrigin}/figures`)).text()).not.toContain('id="page-state"');
    await context.close();
  });

  test("hydrated, the catalogue keeps the served cards, the same elements in the same place, and virtualises them", async ({ browser }) => {
    /** Where each card on the page is (px, viewport), by slug, once its fonts have loaded. */
    const cardBoxes = (page: Page): Promise<Record<string, DOMRect>> =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return Object.fromEntries([...document.querySelectorAll('main [role=listitem]')].map((item) => [item.querySelector('[data-slug]')?.getAttribute('data-slug'), item.getBoundingClientRect().toJSON() as DOMRect]));
      });
    for (const width of [1440, 390]) {
      // The served page as it paints without any script.
      const staticContext = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(`${webOrigin}/figures`);
      const served = await cardBoxes(staticPage);
      await staticContext.close();
      expect(Object.keys(served), `${width} px`).toHaveLength(12);

      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // 'interactive': the HTML is parsed and no module script has run yet.
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') Object.assign(window, { __served: [...document.querySelectorAll('main [role=listitem]')] });
        });
      });
      await page.goto(`${webOrigin}/figures`);
      await appReady(page);
      // Measured: the grid sets its own columns, and draws the rows the window holds.
      await expect(page.getByRole('list', { name: 'Figures' })).toHaveAttribute('style', /grid-template-columns: repeat\(\d, minmax\(0(px)?, 1fr\)\)/);
      const hydrated = await cardBoxes(page);
      const kept = await page.evaluate(() => (window as unknown as { __served: Element[] }).__served.map((item) => item.isConnected));
      expect(kept[0], `${width} px: the first served card is the same element`).toBe(true);
      // Wide: the twelve are all on the first rows; narrow (two columns): the rows past the window and its overscan are let go.
      expect(kept.filter(Boolean).length, `${width} px`).toBeGreaterThanOrEqual(width > 1000 ? 12 : 6);
      const moved = Object.entries(hydrated).flatMap(([slug, box]) => {
        const before = served[slug];
        return before && (Math.abs(box.x - before.x) > 1 || Math.abs(box.y - before.y) > 1 || Math.abs(box.width - before.width) > 1) ? [slug] : [];
      });
      expect(moved, `${width} px: cards that moved when the grid started virtualising`).toEqual([]);
      expect(await page.evaluate(() => (window as { __hydrationErrors?: string[] }).__hydrationErrors ?? [])).toEqual([]);
      await context.close();
    }
  });

  test('a returning visitor (the user_prefs cookie) gets the build-time home, which their stored state completes', async ({ browser, request }) => {
    expect(await (await request.get(`${webOrigin}/`)).text()).toContain('id="page-state"');
    const context = await browser.newContext();
    await context.addCookies([prefsCookie(webOrigin, 'light', 'en')]);
    expect(await (await context.request.get(`${webOrigin}/`)).text()).not.toContain('id="page-state"');
    await context.close();
  });

  test('a figure page the API cannot give (unknown slug) is served its build-time loading frame', async ({ request }) => {
    // The page then says "Figure not found" (catalogue.spec.ts), as it always has.
    const body = await (await request.get(`${webOrigin}/figures/no-such-figure-here`)).text();
    expect(body).toContain('data-colour-mode="light"');
    expect(body).not.toContain('id="page-state"');
  });

  test('routes without a pre-rendered page get the empty shell, never another page', async ({ request }) => {
    for (const path of ['/no/such/page', '/figures?q=nendoroid', '/wishlist', '/account/profile']) {
      const body = await (await request.get(`${webOrigin}${path}`)).text();
      expect(body, path).toContain('<div id="root"></div>');
    }
    const figure = await (await request.get(`${webOrigin}/figures/any-slug`)).text();
    expect(figure).toContain('data-colour-mode="light"');
    expect(figure).not.toContain('<div id="root"></div>');
  });

  test('rendered at request time, a first visit to home, the catalogue and a figure page asks the API nothing as it hydrates: its data is in the HTML', async ({ browser }) => {
    const figure = await popularFigure(await (await browser.newContext()).newPage());
    for (const path of ['/', '/figures', `/figures/${figure.slug}`]) {
      // A context each: a first visit, no service worker yet to answer with the shell.
      const context = await browser.newContext();
      const page = await context.newPage();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (['xhr', 'fetch'].includes(request.resourceType()) && request.url().startsWith(mainApiUrl)) calls.push(request.url());
      });
      const response = await page.goto(`${webOrigin}${path}`);
      expect(await response?.text(), path).toContain(`id="${PAGE_STATE_ID}"`);
      await page.waitForLoadState('networkidle');
      expect(calls, path).toEqual([]);
      await context.close();
    }
  });

  test("the page and its scripts arrive as Brotli (the build's .br copies), and hydrate", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    const response = await page.goto(`${webOrigin}/settings`);
    expect(response?.headers()['content-encoding']).toBe('br');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect.poll(() => scripts.find((script) => /\/assets\/index-[\w-]+\.js$/.test(script.url))?.encoding).toBe('br');
    // Decoded as sent: the app runs (a setting answers).
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(async () => (await context.cookies(webOrigin)).find((cookie) => cookie.name === 'user_prefs')?.value ?? '').toContain('dark');
    await context.close();
  });

  test('home, catalogue, a figure page, settings and the cart hydrate without a mismatch', async ({ browser }) => {
    const context = await browser.newContext();
    const figure = await popularFigure(await context.newPage());
    for (const [path, heading] of [
      ['/', 'Welcome to Figure Shop'],
      ['/figures', 'Figures'],
      [`/figures/${figure.slug}`, figure.name],
      ['/settings', 'Settings'],
      ['/cart', 'Cart'],
    ] as const) {
      const page = await hydrate(context, path, heading);
      await page.close();
    }
    await context.close();
  });

  /** Chooses dark mode (and `language`) in settings, as a person does; resolves once the cookie says so. */
  async function choosePreferences(context: BrowserContext, language: 'en' | 'ja'): Promise<void> {
    const page = await context.newPage();
    await page.goto(`${devWebOrigin}/settings`);
    // A context's own page is not wrapped by the fixture: a click before React owns the root is lost.
    await appReady(page);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    if (language !== 'en') await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await expect
      .poll(async () => (await context.cookies(devWebOrigin)).find((cookie) => cookie.name === 'user_prefs')?.value ?? '')
      .toMatch(new RegExp(`dark.*${language}|${language}.*dark`));
    await page.close();
  }

  test('a dark, Japanese visitor gets that variant before any script, and it hydrates', async ({ browser }) => {
    const context = await browser.newContext();
    await choosePreferences(context, 'ja');
    const served = await (await context.request.get(`${devWebOrigin}/`)).text();
    expect(served).toContain('<html lang="ja" data-colour-mode="dark" data-language="ja">');
    const page = await hydrate(context, '/', 'Figure Shop へようこそ');
    await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('data-colour-mode', 'dark');
    // A figure page rendered at request time in Japanese (its Japanese name, dates and price formatted by the server) hydrates too.
    const figure = await popularFigure(page);
    await hydrate(context, `/figures/${figure.slug}`, figure.name_ja);
    await context.close();
  });

  test('choices made while a page hydrates are kept: hydration runs in a transition, a tap is replayed once it is done', async ({ page }) => {
    // A slow phone: hydration spans many 5 ms slices, so the choices land in the middle of it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${webOrigin}/settings`, { waitUntil: 'commit' });
    await appReady(page);
    // A click, not check(): a tap kept until the page has hydrated changes the state only then (§Performance 15).
    await page.getByRole('radio', { name: 'Dark' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
    await expect(page.getByRole('radio', { name: 'ダーク' })).toBeChecked();
    await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('data-colour-mode', 'dark');
  });

  test('a tap before the app has even arrived acts once the page has hydrated (the inline recorder, allowed by its hash)', async ({ page }) => {
    const problems = watchProblems(page);
    // The phone's scripts are still on their way: every script waits until the tap is made.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route(/\/assets\/.*\.js$/, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    await page.goto(`${webOrigin}/`, { waitUntil: 'commit' });
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });
    await signIn.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(false);

    holding = false;
    await Promise.all(held.map((release) => release()));
    // The tap was kept, and acts once the page has hydrated: the sign-in dialog opens by itself.
    await expect(page.getByRole('dialog').getByRole('button', { name: /Discord/ })).toBeVisible({ timeout: 15_000 * WORKERS });
    expect(problems.filter((problem) => /Content Security Policy|hydrat/i.test(problem))).toEqual([]);
  });

  test('a stale cookie hydrates its variant, then the stored preferences apply', async ({ browser }) => {
    const context = await browser.newContext();
    await choosePreferences(context, 'en');
    // Web Storage says dark; the cookie (e.g. from another device's sync) still says light.
    await context.addCookies([prefsCookie(devWebOrigin, 'light', 'en')]);
    const page = await hydrate(context, '/', 'Welcome to Figure Shop');
    await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('data-colour-mode', 'dark');
    await context.close();
  });

  test('a signed-in visitor with cached rates, on a narrow screen, hydrates home and the cart without a mismatch', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const setup = await context.newPage();
    await setup.goto(`${devWebOrigin}/figures`);
    // A first visit fills the 24 h rates cache (§Currency 2); the next load starts from it.
    await expect.poll(() => setup.evaluate(() => Object.keys(localStorage).some((key) => key.includes('rate')))).toBe(true);
    const tokens = await apiSignIn(mainApiUrl, collector);
    await setup.evaluate(({ access_token, refresh_token }) => {
      localStorage.setItem('auth_state', 'signedIn');
      localStorage.setItem('access_token', access_token);
      localStorage.setItem('refresh_token', refresh_token);
    }, tokens);
    await setup.close();
    const page = await hydrate(context, '/', 'Welcome to Figure Shop');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    // The cart's frame is an anonymous one ("Kept on this device"); the account's cart follows hydration.
    const cart = await hydrate(context, '/cart', 'Cart');
    await expect(cart.getByText('Kept on this device', { exact: false })).toHaveCount(0);
    await context.close();
  });

  test("the cart is served as its loading frame (heading and 'Loading your cart…' before any script), and the device's lines come once it has hydrated", async ({ browser }) => {
    const context = await browser.newContext();
    const setup = await context.newPage();
    const response = await setup.request.get(`${mainApiUrl}${apiPaths.figures}?status=in_stock&adult=false&ordering=-popularity&page_size=1`);
    const figure = ((await response.json()) as { results: { slug: string; name: string }[] }).results[0]!;
    // A line in the device's cart (§Cart 3), as the add button writes it.
    await setup.goto(`${devWebOrigin}/figures/${figure.slug}`);
    await appReady(setup);
    await setup.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(setup.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
    await setup.close();

    // Without JavaScript: the frame, never "empty" (the server does not know the device's cart).
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const frame = await noScript.newPage();
    await frame.goto(`${devWebOrigin}/cart`);
    await expect(frame.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(frame.getByRole('progressbar', { name: 'Loading your cart…' })).toBeVisible();
    await expect(frame.getByText('Your cart is empty.')).toHaveCount(0);
    await noScript.close();

    const page = await hydrate(context, '/cart', 'Cart');
    await expect(page.getByRole('list', { name: 'Figures in your cart' }).getByText(figure.name)).toBeVisible();
    await context.close();
  });
});
