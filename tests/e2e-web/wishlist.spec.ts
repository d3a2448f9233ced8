/**
 * docs/product-rules.md §Wishlist 1–4 and §Notifications 7: the wishlist (a heart on cards, kept on the device, merged into the account at sign-in)
 * and a figure alert that opens its figure and is marked read.
 */
import { expect, test } from './test';
import { apiSignIn, moderator, newAccount, register } from '../support/accounts';
import { ALONE, mainApiUrl } from './fixtures';

// The newest seeded figure's price drops (and stays so): alone.
test('a wished figure survives sign-in and its alert opens it', { lock: ALONE }, async ({ page, request }) => {
  await page.goto('/figures');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const slug = (await card.getAttribute('data-slug')) ?? '';
  const name = (await card.getAttribute('aria-label')) ?? '';
  expect(slug).not.toBe('');

  // Anonymous: the heart keeps it on the device.
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const wished = page.getByRole('list', { name: 'Wished figures' }).getByRole('article', { name });
  await expect(wished).toBeVisible();

  // Signing in (a fresh account) merges the device's list into the account's: nothing lost.
  const account = newAccount('wish');
  await register(page, account, mainApiUrl);
  const { access_token: token } = await apiSignIn(mainApiUrl, account);
  await expect
    .poll(async () => {
      const response = await request.get(`${mainApiUrl}/api/account/wishlist/`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { slugs: string[] }).slugs;
    })
    .toContain(slug);
  await expect(wished).toBeVisible();
  await expect(wished.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');

  // A moderator lowers its price: the account gets a price_drop alert targeting the figure.
  const figure = (await (await request.get(`${mainApiUrl}/api/figures/${slug}/`)).json()) as { price: { amount: number } };
  const { access_token: moderatorToken } = await apiSignIn(mainApiUrl, moderator);
  const patched = await request.patch(`${mainApiUrl}/api/moderation/figures/${slug}/`, {
    headers: { Authorization: `Bearer ${moderatorToken}` },
    data: { price: Math.max(0, figure.price.amount - 100) },
  });
  expect(patched.ok()).toBe(true);

  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await page.goto('/notifications?kind=price_drop');
  const alert = page.getByRole('link', { name: `Price drop: ${name}` });
  await expect(alert).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', /^[1-9]\d*$/);
  const unread = Number(await bell.getAttribute('data-unread'));
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/figures/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', String(unread - 1));
});
