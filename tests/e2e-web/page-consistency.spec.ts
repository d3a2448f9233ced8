/**
 * One look for every page (docs/product-rules.md §Shell 10, 12, 16):
 * - every route's h1 is the shared page heading, 24 px (§Shell 3, 12) at full scale (a viewport of
 *   1600 px or more: the type scales from 14 px at 768 px to 16 px at 1600 px, so at 1440 px it is
 *   1.5 times the root size, 23.4 px);
 * - every account-only page (/account/profile, /notifications, /moderation) signed out shows the
 *   same "sign in to see this" panel; the sign-in dialog opens from its button, never by itself, and
 *   after sign-in the page shows its content (/wishlist works for visitors: no panel);
 * - the profile page's container is at most 640 px (sm) wide at a 1440 px viewport.
 */
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { apiSignIn, collector, storeSignedIn } from '../support/accounts';
import { WORKERS, mainApiUrl } from './fixtures';

const PANEL = 'Sign in to see this page';
const signInDialog = (page: Page) => page.getByRole('dialog', { name: /Sign in to/ });

/** A catalogue figure's slug, from the demo API. */
async function figureSlug(page: Page): Promise<string> {
  const answer = await page.request.get(`${mainApiUrl}${apiPaths.figures}?ordering=-popularity&page_size=1`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { results: { slug: string }[] }).results[0]!.slug;
}

/** Signs the page in as the demo collector through stored tokens (the app validates them at start-up). */
async function storeCollectorSession(page: Page) {
  await storeSignedIn(page, await apiSignIn(mainApiUrl, collector));
}

/** The one h1's computed font size, waited for (the page may still be loading). */
async function expectHeadingSize(page: Page, path: string, size: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, path).toBeVisible();
  await expect(heading, path).toHaveCount(1);
  await expect.poll(() => heading.evaluate((element) => getComputedStyle(element).fontSize), { message: path }).toBe(size);
}

test.describe('at full scale (1600 px wide)', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('the h1 of every route is 24 px, signed out and signed in', async ({ page }) => {
    test.setTimeout(150_000 * WORKERS);
    const routes = [
      '/',
      '/figures',
      `/figures/${await figureSlug(page)}`,
      '/settings',
      '/notifications',
      '/wishlist',
      '/account/profile',
      '/account/password-reset',
      '/account/verify-email/x/y',
      '/account/confirm-email/x/y',
      '/oauth/discord/callback',
      '/no-such-page',
      '/moderation',
      '/fulfilment',
    ];
    for (const path of routes) {
      await page.goto(path);
      await expectHeadingSize(page, `anonymous ${path}`, '24px');
    }
    await storeCollectorSession(page);
    for (const path of ['/account/profile', '/notifications', '/moderation', '/fulfilment', '/wishlist']) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: PANEL })).toHaveCount(0);
      await expectHeadingSize(page, `signed in ${path}`, '24px');
    }
  });
});

test.describe('account-only pages signed out', () => {
  const pages = [
    { path: '/account/profile', heading: 'Your profile', after: (page: Page) => page.getByRole('heading', { level: 1, name: collector.username }) },
    { path: '/notifications', heading: 'Notifications', after: (page: Page) => page.getByRole('button', { name: 'Mark all as read' }) },
    // A collector is signed in but no moderator: the distinct "for moderators" message, not the panel.
    { path: '/moderation', heading: 'Moderation', after: (page: Page) => page.getByText('This page is for moderators') },
    { path: '/fulfilment', heading: 'Fulfilment', after: (page: Page) => page.getByText('For staff only') },
  ];
  for (const { path, heading, after } of pages) {
    test(`${path}: the sign-in panel; its button opens the dialog, and signed in the page shows`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const panel = page.getByRole('region', { name: PANEL });
      await expect(panel.getByRole('heading', { level: 2, name: PANEL })).toBeVisible();
      // The dialog does not open by itself (the profile page used to open it on arrival).
      await page.waitForLoadState('networkidle');
      await expect(signInDialog(page)).toHaveCount(0);

      await panel.getByRole('button', { name: 'Sign in' }).click();
      const dialog = signInDialog(page);
      await expect(dialog.getByLabel('E-mail')).toBeFocused();
      await dialog.getByLabel('E-mail').fill(collector.email);
      await dialog.getByLabel('Password').fill(collector.password);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(after(page)).toBeVisible();
      await expect(panel).toHaveCount(0);
    });
  }

  test('/wishlist is not account-only: the device list, no panel', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText(/this device/i)).toBeVisible();
    await expect(page.getByRole('region', { name: PANEL })).toHaveCount(0);
  });
});

test.describe('at 1440 px wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /** The width of the page's container (the shared PageContainer inside <main>), in px. */
  const containerWidth = (page: Page) => page.getByRole('main').locator('[data-page-size]').first().evaluate((element) => element.getBoundingClientRect().width);

  test('the profile page is in the sm container (at most 640 px), signed out and signed in', async ({ page }) => {
    await page.goto('/account/profile');
    await expect(page.getByRole('region', { name: PANEL })).toBeVisible();
    await expect.poll(() => containerWidth(page)).toBeLessThanOrEqual(640);
    await expect.poll(async () => (await page.getByRole('region', { name: PANEL }).getByRole('button', { name: 'Sign in' }).boundingBox())?.width ?? Infinity).toBeLessThan(200);

    await storeCollectorSession(page);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: collector.username })).toBeVisible();
    await expect.poll(() => containerWidth(page)).toBeLessThanOrEqual(640);
    await expect.poll(() => containerWidth(page)).toBeGreaterThan(600);
    await expect.poll(async () => (await page.getByLabel('About you').boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(640);
    // The heading scales with the root size: 1.5 times it at any width.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize) / parseFloat(getComputedStyle(document.documentElement).fontSize)))
      .toBeCloseTo(1.5, 3);
  });
});
