/**
 * Keyboard accessibility (docs/product-rules.md §Accessibility 2): a keyboard-only journey (register, open the mailed link, sign in, change a
 * preference, open notifications, sign out) with no mouse, checking at every stop that focus is visible: the
 * focused element's area looks different focused than unfocused (a screenshot of the element and
 * a 4 px margin, with focus and then blurred; animations finished), and reporting the indicator.
 */
import { expect, test, type Page } from './test';
import { newAccount, registrationLink } from '../support/accounts';
import { WORKERS, mainApiUrl } from './fixtures';

interface Focused {
  name: string;
  clip: { x: number; y: number; width: number; height: number };
}

/** The focused element's accessible-ish name and its area (null when focus is on the body). */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    (window as unknown as { keyboardFocus?: HTMLElement }).keyboardFocus = element;
    const rect = element.getBoundingClientRect();
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = (
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      element.textContent ??
      ''
    )
      .trim()
      .slice(0, 60);
    const name = `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${label}"`;
    const margin = 4;
    const x = Math.max(0, rect.left - margin);
    const y = Math.max(0, rect.top - margin);
    return { name, clip: { x, y, width: Math.min(window.innerWidth - x, rect.width + 2 * margin), height: Math.min(window.innerHeight - y, rect.height + 2 * margin) } };
  });
}

/** Asserts that focus is visible on the focused element; returns its name. */
async function expectVisibleFocus(page: Page, log: string[]): Promise<string> {
  const target = await focused(page);
  expect(target, `focus is on an element, not lost to the page (after ${log.slice(-5).join(' → ')})`).not.toBeNull();
  const { name, clip } = target as Focused;
  expect(clip.width > 0 && clip.height > 0, `${name} is on screen`).toBe(true);
  const withFocus = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => (window as unknown as { keyboardFocus: HTMLElement }).keyboardFocus.blur());
  const withoutFocus = await page.screenshot({ clip, animations: 'disabled' });
  // Programmatic focus keeps Fluent's keyboard mode (it only leaves it on a pointer event).
  await page.evaluate(() => (window as unknown as { keyboardFocus: HTMLElement }).keyboardFocus.focus({ preventScroll: true }));
  expect(withFocus.equals(withoutFocus), `focus on ${name} is visible`).toBe(false);
  log.push(name);
  return name;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, checking focus at every
 * stop. Past the last element focus leaves the page for the browser's own controls once, as it does
 * for a keyboard user; the next press wraps to the first element.
 */
async function tabTo(page: Page, name: RegExp, log: string[], { back = false, max = 40 } = {}) {
  let wrapped = false;
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (!wrapped && (await focused(page)) === null) {
      wrapped = true;
      continue;
    }
    if (name.test(await expectVisibleFocus(page, log))) return;
  }
  throw new Error(`no focusable element named ${name} within ${max} presses; visited: ${log.slice(-max).join(' → ')}`);
}

/**
 * Waits until nothing in the page is loading (aria-busy) and its height has held for 300 ms. Signing
 * in or out changes what home shows (the currency offer, the shelves' answers): a focus measured
 * while those answers still move the page would be on an element about to move off screen.
 */
async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  let last = -1;
  await expect
    .poll(
      async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const held = height === last;
        last = height;
        return held;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

test('keyboard only: register, sign in, change a preference, open notifications, sign out, with visible focus', async ({ page }) => {
  test.setTimeout(120_000 * WORKERS);
  const account = newAccount('kbd');
  const visited: string[] = [];
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();

  // Register.
  await tabTo(page, /"Register"/, visited);
  await page.keyboard.press('Enter');
  const register = page.getByRole('dialog', { name: /Create your/ });
  await expect(register).toBeVisible();
  await expect(register.getByLabel('E-mail')).toBeFocused();
  await expectVisibleFocus(page, visited);
  await page.keyboard.type(account.email);
  await tabTo(page, /^input/, visited); // user name
  await page.keyboard.type(account.username);
  await tabTo(page, /^input/, visited); // password
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  // No sign-in yet: the dialog says to check the inbox; close it.
  await expect(register.getByText('Check your inbox: we sent a link to finish creating your account. Open it, then sign in.')).toBeVisible();
  await tabTo(page, /"Close"/, visited);
  await page.keyboard.press('Enter');
  await expect(register).toBeHidden();

  // The mailed link (opened from the mail client) creates the account.
  await page.goto(await registrationLink(mainApiUrl, account.email));
  await expect(page.getByText('Thank you: your e-mail address is verified.')).toBeVisible();
  await settled(page);

  // Sign out through the user menu.
  const signOut = async () => {
    await tabTo(page, /Account menu for/, visited, { max: 60 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expectVisibleFocus(page, visited);
    for (let step = 0; step < 5 && !/Sign out/.test((await focused(page))?.name ?? ''); step++) {
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(page, visited);
    }
    await page.keyboard.press('Enter');
    // The header's button: an account-only page signed out has its own "Sign in" too (§Shell 16).
    await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await settled(page);
  };

  // Sign in.
  await tabTo(page, /"Sign in"/, visited, { max: 60 });
  await page.keyboard.press('Enter');
  const signInDialog = page.getByRole('dialog', { name: /Sign in to/ });
  await expect(signInDialog.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(account.email);
  await tabTo(page, /^input/, visited);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
  await settled(page);

  // Change a preference on the settings page.
  // Back past the home shelves (a card link and its wishlist heart each) to the header.
  await tabTo(page, /"Settings"/, visited, { back: true, max: 100 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Synced with your account')).toBeVisible();
  await tabTo(page, /E-mail digest/, visited, { max: 60 });
  const digest = page.getByRole('switch', { name: 'E-mail digest' });
  const before = await digest.isChecked();
  await page.keyboard.press('Space');
  await expect(digest).toBeChecked({ checked: !before });
  await expect(page.getByText('Synced with your account')).toBeVisible();

  // Open the notifications.
  await tabTo(page, /Notifications/, visited, { back: true, max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signOut();
  expect(visited.length).toBeGreaterThan(10);
});
