/**
 * The storefront's catalogue (docs/product-rules.md §Catalogue, §Adult, §Currency 7–8), in Chromium against the seeded demo API (20,000 figures): search
 * from the header, filters, sort, the URL with back/forward, a figure's page and its gallery by
 * keyboard, the content settings (adult hidden / blurred / revealed, prices hidden, currency) applied
 * at once without a reload, the Japanese interface, the virtual grid's DOM cap, and a keyboard-only
 * journey from the search to a figure's gallery. Settings are changed as an anonymous visitor would
 * (stored on the device), on /settings, and the pages are reached again by in-app navigation.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import type { FigureCard, FiguresListResponse } from '../../src/shared/api/catalogue';
import { apiPaths } from '../../src/shared/api/paths';
import { WORKERS, mainApiUrl, webOrigin } from './fixtures';
import { showAdultFigures } from './settings';

/** The demo API's own answer to a list query (what the page must show first). */
async function apiList(request: APIRequestContext, query: string): Promise<FiguresListResponse> {
  const response = await request.get(`${mainApiUrl}${apiPaths.figures}?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FiguresListResponse;
}

async function firstOf(request: APIRequestContext, query: string): Promise<FigureCard> {
  const figure = (await apiList(request, query)).results[0];
  if (!figure) throw new Error(`no figure for ${query}`);
  return figure;
}

const searchBox = (page: Page) => page.locator('header').getByRole('combobox', { name: 'Search figures' });
const cards = (page: Page) => page.getByRole('list', { name: 'Figures' }).getByRole('article');
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });

/** Opens /settings through the header (no reload), changes something, and comes back with Back. */
async function changeSettings(page: Page, change: (page: Page) => Promise<void>) {
  await page.locator('header').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await change(page);
  await page.goBack();
}

/** Counts full page loads, to prove a settings change applied without one. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test.describe('catalogue', () => {
  test('search from the header, filter, sort, and walk the choices back and forward through the URL', async ({ page, request }) => {
    // A journey of some twenty steps, each waiting on the API: on a busy 2-core machine it ran past 30 s.
    test.slow();
    const term = (await firstOf(request, 'adult=false&ordering=-popularity')).name.split(' ')[0]!;
    await page.goto('/');
    await searchBox(page).fill(term);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/figures\\?search=${term}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${term}”` })).toBeVisible();
    const searched = await apiList(request, `adult=false&search=${term}`);
    await expect(page.getByRole('status').filter({ hasText: /figures?$/ })).toHaveText(`${searched.count.toLocaleString('en')} ${searched.count === 1 ? 'figure' : 'figures'}`);
    await expect(cards(page).first()).toHaveAccessibleName(searched.results[0]!.name);
    await expect(sortSelect(page)).toHaveValue('relevance');

    // Filter: the status facet, with the count the API gives.
    const preorder = searched.facets.status.find((entry) => entry.slug === 'preorder');
    expect(preorder).toBeDefined();
    await page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: `Pre-order (${preorder!.count})` }).check();
    await expect(page).toHaveURL(new RegExp(`search=${term}&status=preorder$`));
    const filtered = await apiList(request, `adult=false&search=${term}&status=preorder`);
    await expect(cards(page).first()).toHaveAccessibleName(filtered.results[0]!.name);
    await expect(cards(page).first()).toContainText('Pre-order');

    // Sort by price, lowest first.
    await sortSelect(page).selectOption('price');
    await expect(page).toHaveURL(/status=preorder&ordering=price$/);
    const sorted = await apiList(request, `adult=false&search=${term}&status=preorder&ordering=price`);
    await expect(cards(page).first()).toHaveAccessibleName(sorted.results[0]!.name);

    // Back: the sort goes, then the filter; forward brings the filter back.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`search=${term}&status=preorder$`));
    await expect(sortSelect(page)).toHaveValue('relevance');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/figures\\?search=${term}$`));
    await expect(page.getByRole('checkbox', { name: /^Pre-order/ })).not.toBeChecked();
    await page.goForward();
    await expect(page.getByRole('checkbox', { name: /^Pre-order/ })).toBeChecked();
    await expect(cards(page).first()).toHaveAccessibleName(filtered.results[0]!.name);
    // A shared link opens the same choices.
    await page.goto(`/figures?search=${term}&status=preorder&ordering=price`);
    await expect(cards(page).first()).toHaveAccessibleName(sorted.results[0]!.name);
    await expect(sortSelect(page)).toHaveValue('price');
  });

  test('the release range narrows the list and lives in the URL', async ({ page, request }) => {
    const all = (await (await request.get(`${mainApiUrl}${apiPaths.figures}?adult=false&page_size=1`)).json()) as { count: number };
    const ranged = (await (await request.get(`${mainApiUrl}${apiPaths.figures}?adult=false&page_size=1&released_after=2027-01&released_before=2027-06`)).json()) as { count: number };
    expect(ranged.count).toBeGreaterThan(0);
    expect(ranged.count).toBeLessThan(all.count);
    await page.goto('/figures');
    const range = page.getByRole('group', { name: 'Release date' });
    await range.getByLabel('From').fill('2027-01');
    await expect(page).toHaveURL(/\/figures\?released_after=2027-01$/);
    await range.getByLabel('To').fill('2027-06');
    await expect(page).toHaveURL(/\/figures\?released_after=2027-01&released_before=2027-06$/);
    await expect(page.getByRole('status').filter({ hasText: `${ranged.count.toLocaleString('en-US')} figure` })).toBeVisible();
    // A shared link opens the same range; back walks it away.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Release date' }).getByLabel('To')).toHaveValue('2027-06');
    await page.goBack();
    await expect(page).toHaveURL(/\/figures\?released_after=2027-01$/);
  });

  test('deep in the list, the filters stay in view and the position shows', async ({ page }) => {
    await page.goto('/figures');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('list-position')).toHaveCount(0);
    const total = (await page.getByRole('status').filter({ hasText: / figures$/ }).first().textContent())!.replace(' figures', '');
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 1200);
      await expect(page.getByTestId('list-position')).toBeVisible();
    }
    await expect(page.getByTestId('list-position')).toHaveText(new RegExp(`^[\\d,]+ of ${total}$`));
    await expect(page.getByTestId('list-position')).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeInViewport();
  });

  test('a typo still finds the figure, and the page says which search it shows', async ({ page }) => {
    await page.goto('/figures?search=Homra');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “Homra”' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Nothing matched “Homra”: showing results for “homura”.' })).toBeVisible();
    await expect(cards(page).first()).toContainText('Homura');
  });

  test('an empty result suggests what to loosen', async ({ page }) => {
    await page.goto('/figures?search=zzzqqxx&status=sold_out');
    await expect(page.getByRole('heading', { name: 'No figures match' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search “zzzqqxx”' }).click();
    await expect(page).toHaveURL(/\/figures\?status=sold_out$/);
    await expect(cards(page).first()).toContainText('Sold out');
  });

  test('a figure page: details, price, related figures, and the gallery by keyboard', async ({ page, request }) => {
    const figure = await firstOf(request, 'adult=false&status=preorder&ordering=-popularity');
    await page.goto('/figures?status=preorder&ordering=-popularity');
    await cards(page).first().getByRole('link', { name: figure.name }).click();
    await expect(page).toHaveURL(`/figures/${figure.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: figure.name })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Manufacturer' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Manufacturer/ })).toContainText(figure.manufacturer.name);
    await expect(page.getByTestId('preorder-closes')).toContainText('Pre-orders close on');
    await expect(page.locator('main [data-price]').first()).toBeVisible();

    const detail = (await (await request.get(`${mainApiUrl}${apiPaths.figure(figure.slug)}`)).json()) as { images: unknown[]; related: FigureCard[] };
    const count = detail.images.length;
    expect(count).toBeGreaterThan(1);
    const stage = page.getByRole('group', { name: /^Picture 1 of/ });
    await stage.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: `Show picture 2 of ${count}` })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('img', { name: `Picture 2 of ${count} of ${figure.name}` })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: `Show picture ${count} of ${count}` })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expect(page.getByRole('button', { name: `Show picture 1 of ${count}` })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft'); // and back to the last
    await expect(page.getByRole('button', { name: `Show picture ${count} of ${count}` })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: `Show picture 2 of ${count}` }).click();
    await expect(page.getByRole('img', { name: `Picture 2 of ${count} of ${figure.name}` })).toBeVisible();

    if (detail.related.length > 0) {
      const related = page.getByRole('region', { name: /^More from/ });
      await expect(related.getByRole('article')).toHaveCount(detail.related.length);
    }

    // The maker leads to the catalogue filtered by it, its box ticked.
    await page.getByRole('row', { name: /^Manufacturer/ }).getByRole('link', { name: figure.manufacturer.name }).click();
    await expect(page).toHaveURL(`/figures?manufacturer=${figure.manufacturer.slug}`);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${figure.manufacturer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).first()).toBeChecked();
  });

  test('an unknown figure says so, with a way back', async ({ page }) => {
    await page.goto('/figures/no-such-figure-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Figure not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await expect(page).toHaveURL('/figures');
    await expect(cards(page).first()).toBeVisible();
  });

  test('adult figures: hidden by default, then listed blurred, revealed one by one, unblurred by the setting; without reloads', async ({ page, request }) => {
    const adult = await firstOf(request, 'adult=only&ordering=-popularity');
    const loads = countLoads(page);
    // Hidden: its link says so, with a link to the settings; a search for its name does not list it.
    await page.goto(`/figures/${adult.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hidden by your content settings' })).toBeVisible();
    await searchBox(page).fill(adult.name);
    await searchBox(page).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /figures?$/ })).toBeVisible();
    await expect(page.getByRole('article', { name: adult.name, exact: true })).toHaveCount(0);
    await page.goBack();
    await page.getByRole('link', { name: 'Open the content settings' }).click();
    await expect(page).toHaveURL('/settings');
    await showAdultFigures(page);
    await page.goBack();

    // Shown at once, with its pictures blurred until revealed.
    await expect(page.getByRole('heading', { level: 1, name: adult.name })).toBeVisible();
    const blurred = page.getByRole('img', { name: `Blurred picture of ${adult.name} (adult content)` });
    await expect(blurred).toHaveAttribute('data-blurred', 'true');
    await page.getByRole('button', { name: `Show the picture of ${adult.name}` }).click();
    await expect(page.getByRole('img', { name: new RegExp(`^Picture 1 of \\d+ of ${adult.name}`) })).toHaveAttribute('data-blurred', 'false');

    // Listed now, blurred in another figure's card until that one is revealed.
    await page.goto(`/figures?search=${encodeURIComponent(adult.name)}`);
    const card = page.getByRole('article', { name: adult.name, exact: true });
    await expect(card).toBeVisible();
    const otherAdult = (await apiList(request, 'adult=only&ordering=-popularity')).results[1]!;
    await page.goto(`/figures?search=${encodeURIComponent(otherAdult.name)}`);
    const other = page.getByRole('article', { name: otherAdult.name, exact: true });
    await expect(other.getByRole('img')).toHaveAttribute('data-blurred', 'true');
    await other.getByRole('button', { name: `Show the picture of ${otherAdult.name}` }).click();
    await expect(other.getByRole('img')).toHaveAttribute('data-blurred', 'false');

    // blur_nsfw off: no adult picture is blurred; showing adult figures off again: gone at once.
    const loadsBefore = loads();
    await page.goto(`/figures?search=${encodeURIComponent(adult.name)}`);
    await changeSettings(page, (settings) => settings.getByRole('switch', { name: 'Blur pictures of adult figures' }).uncheck());
    await expect(page.getByRole('article', { name: adult.name, exact: true }).getByRole('img')).toHaveAttribute('data-blurred', 'false');
    await changeSettings(page, (settings) => settings.getByRole('switch', { name: 'Show adult (NSFW) figures' }).uncheck());
    await expect(page.getByRole('status').filter({ hasText: /figures?$/ })).toBeVisible();
    await expect(page.getByRole('article', { name: adult.name, exact: true })).toHaveCount(0);
    expect(loads()).toBe(loadsBefore + 1); // only the goto above
  });

  test('prices hidden: no price and no sorting by price; currency: every price converted with the original', async ({ page, request }) => {
    const first = await firstOf(request, 'adult=false');
    await page.goto('/figures?ordering=-price');
    await expect(sortSelect(page)).toHaveValue('-price');
    await expect(page.locator('main [data-price]').first()).toBeVisible();

    await changeSettings(page, (settings) => settings.getByRole('switch', { name: 'Show prices' }).uncheck());
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('main [data-price]')).toHaveCount(0);
    // The price ordering in the URL no longer applies: the default (newest) does.
    await expect(sortSelect(page)).toHaveValue('-created');
    await expect(sortSelect(page).locator('option', { hasText: /Price/ })).toHaveCount(0);
    await expect(cards(page).first()).toHaveAccessibleName(first.name);

    await changeSettings(page, async (settings) => {
      await settings.getByRole('switch', { name: 'Show prices' }).check();
      await settings.getByRole('combobox', { name: /Show prices in/ }).selectOption('USD');
    });
    await page.goto('/figures');
    const price = cards(page).first().locator('[data-price]');
    await expect(price).toContainText('≈ $');
    await expect(price).toContainText(first.price.currency === 'JPY' ? '(¥' : '(CN¥');
    await cards(page).first().getByRole('link').click();
    await expect(page.locator('main [data-price]').first()).toContainText('≈ $');
  });

  test('the Japanese interface shows Japanese names', async ({ page, request }) => {
    const first = await firstOf(request, 'adult=false');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.goto('/figures');
    await expect(page.getByRole('heading', { level: 1, name: 'フィギュア' })).toBeVisible();
    const jaCards = page.getByRole('list', { name: 'フィギュア' }).getByRole('article');
    await expect(jaCards.first()).toHaveAccessibleName(first.name_ja);
    await expect(page.getByRole('combobox', { name: '並べ替え' })).toHaveValue('-created');
    await expect(page.getByRole('group', { name: '販売状況' })).toBeVisible();
    await jaCards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: first.name_ja })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'メーカー' })).toBeVisible();
  });

  test('scrolling through 2,000 results keeps at most 200 cards in the DOM', async ({ page }) => {
    test.setTimeout(180_000 * WORKERS);
    await page.goto('/figures');
    await expect(cards(page).first()).toBeVisible();
    let most = 0;
    let reached = 0;
    for (let step = 0; step < 400 && reached < 2000; step += 1) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(40);
      const seen = await page.evaluate(() => {
        const items = [...document.querySelectorAll('[role=listitem][aria-posinset]')];
        return { cards: document.querySelectorAll('main [role=article]').length, last: Math.max(0, ...items.map((item) => Number(item.getAttribute('aria-posinset')))) };
      });
      most = Math.max(most, seen.cards);
      reached = Math.max(reached, seen.last);
    }
    expect(reached).toBeGreaterThanOrEqual(2000);
    expect(most).toBeLessThanOrEqual(200);
  });

  test('keyboard only: from the header search to a figure and through its gallery', async ({ page, request }) => {
    const term = (await firstOf(request, 'adult=false&ordering=-popularity')).name.split(' ')[0]!;
    const first = (await apiList(request, `adult=false&search=${term}`)).results[0]!;
    await page.goto('/');
    /** Presses Tab until `check` holds for the focused element (at most `limit` times). */
    const tabTo = async (check: () => Promise<boolean>, limit = 120) => {
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press('Tab');
        if (await check()) return;
      }
      throw new Error('focus never reached its target');
    };
    await tabTo(() => searchBox(page).evaluate((element) => element === document.activeElement));
    await page.keyboard.type(term);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/figures\\?search=${term}$`));
    await expect(cards(page).first()).toBeVisible();
    const firstLink = cards(page).first().getByRole('link', { name: first.name });
    await tabTo(() => firstLink.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    const stage = page.getByRole('group', { name: /^Picture \d+ of \d+/ });
    await tabTo(() => stage.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('group', { name: /^Picture 2 of \d+/ })).toBeFocused();
    await tabTo(() => page.getByRole('button', { name: /^Show picture 1 of/ }).evaluate((element) => element === document.activeElement), 20);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: /^Picture 1 of \d+/ })).toBeVisible();
  });

  test('a figure page does not move as its pictures arrive; the large one is shown whole (§Catalogue 11, §Performance 4)', async ({ page, request }) => {
    const figure = await firstOf(request, 'ordering=-popularity');
    await page.setViewportSize({ width: 390, height: 844 });
    // Every picture held until the page's frame has been measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${mainApiUrl}/api/figures/${figure.slug}/images/**`, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for `load`: that waits for the held pictures.
    await page.goto(`/figures/${figure.slug}`, { waitUntil: 'domcontentloaded' });
    const thumbnails = page.getByRole('list', { name: 'All pictures' });
    // Every thumbnail shows as a box of its own size before its picture arrives: the strip does not read as 1 growing to 5.
    const buttons = await thumbnails.getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      expect((await button.boundingBox())!.height).toBeGreaterThan(70);
      await expect(button).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    }
    await expect(thumbnails).toBeVisible();
    const buy = page.getByRole('main').locator('[data-price]').first();
    const before = { strip: await thumbnails.boundingBox(), price: await buy.boundingBox() };
    release();
    await expect(page.getByRole('img', { name: new RegExp(`^Picture 1 of \\d+ of ${figure.name}`) })).toHaveJSProperty('complete', true);
    await expect.poll(() => thumbnails.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    expect(await thumbnails.boundingBox()).toEqual(before.strip);
    expect(await buy.boundingBox()).toEqual(before.price);
    // Shown whole (contain), never cropped to the frame.
    await expect(page.getByRole('img', { name: new RegExp(`^Picture 1 of \\d+ of ${figure.name}`) })).toHaveCSS('object-fit', 'contain');
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('the results do not move when the first page arrives, on wide and narrow screens (§Performance 4: CLS)', async ({ page }) => {
    // A returning visitor (the user_prefs cookie) gets the build-time frame, whose results load in
    // the browser; a first visit's are in the HTML (prerender.spec.ts).
    await page.context().addCookies([{ name: 'user_prefs', value: encodeURIComponent(JSON.stringify({ theme: 'light', language: 'en' })), url: webOrigin }]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Hold the first page until the frame has been measured.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${mainApiUrl}${apiPaths.figures}?**`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/figures');
      const skeletons = page.getByTestId('catalogue-skeletons');
      await expect(skeletons).toBeVisible();
      const frame = await skeletons.boundingBox();
      release();
      await expect(cards(page).first()).toBeVisible();
      const grid = await page.getByRole('list', { name: 'Figures' }).boundingBox();
      expect(Math.abs(grid!.x - frame!.x), `x at ${width} px`).toBeLessThan(1);
      expect(Math.abs(grid!.y - frame!.y), `y at ${width} px`).toBeLessThan(1);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('narrow screens: the filters are a drawer, loaded and mounted when first opened, with no focus sentinels before', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/figures');
    await expect(cards(page).first()).toBeVisible();
    // The side panel is hidden by CSS at this width; nothing traps focus until the drawer opens.
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    expect(await page.locator('body > [data-tabster-dummy]').count()).toBe(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Show [\d,]+ figures$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
  });
});
