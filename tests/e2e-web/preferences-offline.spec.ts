/**
 * docs/product-rules.md §Preferences 9: a preference changed while the API is unreachable is kept on this device (also
 * across a reload), the page says so instead of claiming a reload from the server, and the change
 * reaches the server once the API answers again.
 */
import { expect, test, type Page } from './test';
import { newAccount, register } from '../support/accounts';
import { WORKERS, mainApiUrl } from './fixtures';

const OFFLINE_MESSAGE = 'Saved on this device; will sync when you are back online';

async function openSettings(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a preference changed offline survives a reload and syncs when the API is back', async ({ page, request }) => {
  test.setTimeout(60_000 * WORKERS);
  await page.goto('/');
  // A fresh account, so no other spec sees its e-mail digest change.
  await register(page, newAccount('offline-prefs'), mainApiUrl);
  await openSettings(page);
  await expect(page.getByText('Synced with your account')).toBeVisible();
  const digest = page.getByRole('switch', { name: 'E-mail digest' });
  await expect(digest).toBeChecked();

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await digest.click();
  await expect(digest).not.toBeChecked();
  await expect(page.getByText(OFFLINE_MESSAGE).first()).toBeVisible();
  await expect(page.getByText('Your preferences were reloaded from the server.')).toHaveCount(0);

  // Still offline after a reload: the change is shown, still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(digest).not.toBeChecked();
  await expect(page.getByText(OFFLINE_MESSAGE).first()).toBeVisible();

  // Back online: the app tries again ("Try again" on the offline banner) and sends the change.
  await page.unroute('**/api/**');
  // Best-effort: the app may notice by itself that the API is back before the click (the poll below decides).
  await page.getByRole('button', { name: 'Try again' }).click({ timeout: 5_000 }).catch(() => undefined);
  const accessToken = await page.evaluate(() => localStorage.getItem('access_token'));
  await expect
    .poll(
      async () => {
        const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? accessToken;
        const response = await request.get(`${mainApiUrl}/api/account/preferences/`, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await response.json()) as { preferences: string | { notifications?: { email_digest?: boolean } } };
        const preferences = typeof body.preferences === 'string' ? (JSON.parse(body.preferences) as { notifications?: { email_digest?: boolean } }) : body.preferences;
        return preferences.notifications?.email_digest;
      },
      { timeout: 20_000 },
    )
    .toBe(false);
  await expect(page.getByText('Synced with your account')).toBeVisible();
  await expect(digest).not.toBeChecked();
});
