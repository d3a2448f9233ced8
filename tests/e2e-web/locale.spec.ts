import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { apiRegister, newAccount } from '../support/accounts';
import { mainApiUrl } from './fixtures';

/**
 * docs/product-rules.md §Locales 3: dates follow the interface language and the browser's region, through Intl.
 * "Member since" on the profile is written as the browser's region writes a day: "23 Nov 2026" in
 * en-GB, "2026年11月23日" in ja.
 */

/**
 * Registers a fresh account through the API with `language` as its interface language (the
 * server's copy: signed in, it is the one the app takes), signs the page in with its tokens, and
 * answers its date_joined.
 */
async function signedInNewAccount(page: Page, language: 'en' | 'ja'): Promise<{ username: string; joined: Date }> {
  const account = newAccount('locale');
  const tokens = await apiRegister(mainApiUrl, account);
  const profile = await fetch(`${mainApiUrl}${apiPaths.profile}`, { headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' } });
  expect(profile.ok).toBe(true);
  const { date_joined } = (await profile.json()) as { date_joined: string };
  const ui = await fetch(`${mainApiUrl}${apiPaths.preferencesGroup('ui')}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(ui.ok).toBe(true);
  await page.goto('/');
  await page.evaluate(
    ({ access_token, refresh_token }) => {
      localStorage.setItem('auth_state', 'signedIn');
      localStorage.setItem('access_token', access_token);
      localStorage.setItem('refresh_token', refresh_token);
    },
    tokens,
  );
  return { username: account.username, joined: new Date(date_joined) };
}

/** The day as the region writes it (the browser runs in this machine's time zone, as Node does). */
const day = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);

test.describe('en-GB', () => {
  test.use({ locale: 'en-GB' });

  test('"Member since" reads day, short month, year', async ({ page }) => {
    const { username, joined } = await signedInNewAccount(page, 'en');
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    const expected = day('en-GB', joined);
    expect(expected).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(page.getByText(`Member since ${expected}`, { exact: true })).toBeVisible();
  });
});

test.describe('ja', () => {
  test.use({ locale: 'ja-JP' });

  test('"Member since" reads year年month月day日 in Japanese', async ({ page }) => {
    const { username, joined } = await signedInNewAccount(page, 'ja');
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    const expected = day('ja-JP', joined);
    expect(expected).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await expect(page.getByText(`${expected} から会員`, { exact: true })).toBeVisible();
  });
});
