import { expect, test, type Page } from './test';
import { moderator, signIn, signOut } from '../support/accounts';
import { showAdultFigures } from './settings';

/**
 * Preferences stay with their owner (docs/product-rules.md §Preferences 11). On a shared computer, signing out returns
 * the device to the preferences it had as an anonymous visitor before that sign-in, and the
 * `user_prefs` cookie follows; the account's own choices (the moderator: adult figures on, EUR)
 * do not stay behind.
 */
const adult = (page: Page) => page.getByRole('switch', { name: 'Show adult (NSFW) figures' });
const currency = (page: Page) => page.getByRole('combobox', { name: /Show prices in/ });
const prefsCookie = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'user_prefs');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { currency: { primary: string } }) : null;
};

test('signing out puts back the anonymous preferences, and the cookie follows', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByText('Saved on this device')).toBeVisible();
  // The anonymous visitor's own choice: adult figures off (the default), prices in GBP.
  await expect(adult(page)).not.toBeChecked();
  await currency(page).selectOption('GBP');

  await signIn(page, moderator);
  await expect(page.getByText('Synced with your account')).toBeVisible();
  // The account's preferences (the seed already has them; set them so the test holds on its own).
  await showAdultFigures(page);
  await currency(page).selectOption('EUR');
  await expect(page.getByText('Synced with your account')).toBeVisible();
  await expect.poll(() => prefsCookie(page)).toMatchObject({ currency: { primary: 'EUR' } });

  await signOut(page);
  await page.reload();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await expect(adult(page)).not.toBeChecked();
  await expect(currency(page)).toHaveValue('GBP');
  await expect.poll(() => prefsCookie(page)).toMatchObject({ currency: { primary: 'GBP' } });
  const stored = await page.evaluate(() => ({
    preferences: JSON.parse(localStorage.getItem('user_preferences') ?? 'null') as unknown,
    kept: localStorage.getItem('user_preferences_anonymous'),
  }));
  expect(stored.preferences).toMatchObject({ content: { show_nsfw: false }, currency: { primary: 'GBP' } });
  expect(stored.kept).toBeNull();
});
