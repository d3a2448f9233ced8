import { expect, test, type Locator, type Page } from './test';
import { accountMenu, apiRegister, apiSignIn, collector, newAccount, storeSignedIn } from '../support/accounts';
import { mainApiUrl } from './fixtures';
import { solidPng } from './images';

// docs/product-rules.md §Shell 13–14, 17–18: the one-row mobile header, the avatar in the user menu,
// buttons that never wrap, the favicon and icons, and the footer.

/** How many lines of text an element's content takes (distinct line tops of its text boxes). */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

/** Every button of `scope` that shows text has its text on one line. */
async function expectOneLineButtons(scope: Locator) {
  const buttons = scope.getByRole('button');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    if (!(await button.isVisible()) || !(await button.innerText()).trim()) continue;
    await expect.poll(() => lineCount(button), { message: await button.innerText() }).toBe(1);
  }
}

const headerHeight = (page: Page) => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('mobile header (§Shell 13)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is one row signed out and signed in; the search opens in one tap and searches the catalogue', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect.poll(() => headerHeight(page)).toBeLessThanOrEqual(64);

    await header.getByRole('button', { name: 'Search figures' }).tap();
    const field = header.getByRole('combobox', { name: 'Search figures' });
    await expect(field).toBeFocused();
    await expect.poll(() => headerHeight(page)).toBeLessThanOrEqual(64);
    await field.fill('miku');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/figures\?search=miku$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No tooltip is left over the results (focus went to them, not back to the icon).
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await storeSignedIn(page, await apiSignIn(mainApiUrl, collector));
    await page.goto('/');
    await expect(accountMenu(page)).toBeVisible();
    await expect(header.getByRole('link', { name: /^Notifications, / })).toBeVisible();
    await expect.poll(() => headerHeight(page)).toBeLessThanOrEqual(64);
  });

  test('the menu button leads to the pages the desktop header shows as icons', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('menuitem', { name: 'Settings' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});

test.describe('at 320 px wide (§Shell 13–14)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page scrolls sideways and "Mark as read" keeps one line', async ({ page }) => {
    await storeSignedIn(page, await apiSignIn(mainApiUrl, collector));
    for (const path of ['/', '/figures', '/settings', '/notifications']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect.poll(() => scrollWidth(page), { message: path }).toBeLessThanOrEqual(320);
      await expect.poll(() => headerHeight(page), { message: path }).toBeLessThanOrEqual(64);
    }
    const markRead = page.getByRole('button', { name: /^Mark “.*” as read$/ });
    await expect(markRead.first()).toBeVisible();
    for (const button of await markRead.all()) await expect.poll(() => lineCount(button)).toBe(1);
  });

  test('the sign-in and forgot-password dialogs keep each button label on one line at every width', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const signInDialog = page.getByRole('dialog', { name: /Sign in to/ });
    await expectOneLineButtons(signInDialog);
    await signInDialog.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    for (const width of [320, 360, 414, 480, 540, 600, 768]) {
      await page.setViewportSize({ width, height: 700 });
      await expectOneLineButtons(dialog);
      await expect.poll(() => scrollWidth(page), { message: `width ${width}` }).toBeLessThanOrEqual(width);
    }
  });
});

test.describe('footer (§Shell 18)', () => {
  test('its language and colour-mode switches work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Figure Shop', { exact: true })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Site pages' }).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await footer.getByRole('button', { name: '日本語' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(footer.getByRole('link', { name: 'ホーム' })).toBeVisible();
    await expect(footer.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    await footer.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const darkSwitch = footer.getByRole('switch', { name: 'Dark mode' });
    await darkSwitch.focus();
    await page.keyboard.press('Space');
    await expect(darkSwitch).toBeChecked();
    await expect(page.locator('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'dark');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    // The choice is the ui.theme preference: it survives a reload.
    await page.reload();
    await expect(page.getByRole('contentinfo').getByRole('switch', { name: 'Dark mode' })).toBeChecked();

    await footer.getByRole('link', { name: 'Figures' }).click();
    await expect(page).toHaveURL(/\/figures$/);
  });
});

test('the uploaded avatar shows in the user menu button (§Shell 17)', async ({ page }) => {
  const account = newAccount('avatar');
  await storeSignedIn(page, await apiRegister(mainApiUrl, account));
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
  const menuButton = page.getByRole('button', { name: `Account menu for ${account.username}` });
  await expect(menuButton).toBeVisible();
  await expect(menuButton.locator('img')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose profile picture' }).click();
  await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(16, 16, [200, 60, 60]) });
  await expect(page.getByText('Picture uploaded')).toBeVisible({ timeout: 20_000 });

  const avatar = menuButton.locator('img');
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
  // Kept across a reload (the profile comes back with its picture).
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu for ${account.username}` }).locator('img')).toHaveAttribute('src', /\/media\//);
});

test('pages load with no failed response and no console error; the icons are served (§Shell 17)', async ({ page, request }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  for (const path of ['/', '/figures', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  const icons = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')].map((link) => link.href));
  expect(icons.map((href) => new URL(href).pathname).sort()).toEqual(['/apple-touch-icon.png', '/favicon.svg', '/icon-192.png', '/icon-512.png']);
  for (const href of icons) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/^image\/(png|svg\+xml)/);
  }
  expect(failures).toEqual([]);
});
