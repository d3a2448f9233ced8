import { expect, test } from './test';
import { apiRegister, collector, moderator, newAccount, register, signIn, signOut, submitRegistration, unique } from '../support/accounts';
import { latestMail } from '../support/demo-api';
import { mainApiUrl } from './fixtures';

test.describe('account basics: register, sign in, sign out', () => {
  test('the document title and the header show the product name', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Figure Shop');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Figure Shop' })).toBeVisible();
  });

  test('register (opening the mailed link), sign in, see the name in the header, reload and stay signed in, sign out', async ({ page }) => {
    const account = newAccount('reg');
    await page.goto('/');
    await register(page, account, mainApiUrl);

    const menu = page.getByRole('button', { name: `Account menu for ${account.username}` });
    await expect(menu).toBeVisible();
    await expect(menu).not.toContainText('Moderator');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_state'))).toBe('signedIn');

    await page.reload();
    await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();

    await signOut(page);
    await expect
      .poll(() =>
        page.evaluate(() => ({
          state: localStorage.getItem('auth_state'),
          access: localStorage.getItem('access_token'),
          refresh: localStorage.getItem('refresh_token'),
          profile: localStorage.getItem('profile'),
        })),
      )
      .toEqual({ state: 'signedOut', access: null, refresh: null, profile: null });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test("a wrong password shows the app's message and stores no token", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Figure Shop' });
    await dialog.getByLabel('E-mail').fill(collector.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    // The app's wording for the API's no_active_account code (docs/product-rules.md §Locales 6), not simplejwt's English.
    await expect(dialog.getByRole('alert')).toHaveText('The e-mail or password is wrong. Check both and try again.');
    await expect(dialog.getByText('No active account found with the given credentials')).toHaveCount(0);
    const tokens = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(tokens).toEqual([null, null]);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'auth_token')).toBeUndefined();
  });

  test('registering an e-mail that has an account looks the same as a new one; the owner gets a notice instead', async ({ page }) => {
    const owner = newAccount('owner');
    await apiRegister(mainApiUrl, owner);
    await page.goto('/');
    await submitRegistration(page, { email: owner.email, username: unique('someone'), password: 'a-long-password' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect.poll(async () => (await latestMail(mainApiUrl, owner.email)).subject).toBe('Someone tried to create a Figure Shop account with your e-mail address');
  });

  test('the Japanese interface shows the Japanese message for a wrong password', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.getByRole('banner').getByRole('button', { name: 'サインイン', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Figure Shop にサインイン' });
    await dialog.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(collector.email);
    await dialog.getByRole('textbox', { name: 'パスワード', exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'サインイン', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。両方を確認して、もう一度お試しください。');
  });

  test('the moderator sees the Moderator badge; the auth cookie is set while signed in', async ({ page }) => {
    await page.goto('/');
    await signIn(page, moderator);
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toContainText('Moderator');
    const authCookie = async () => (await page.context().cookies()).find((c) => c.name === 'auth_token');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await expect.poll(async () => (await authCookie())?.value).toBe(token);
    const cookie = await authCookie();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const lifetimeDays = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(29.9);
    expect(lifetimeDays).toBeLessThanOrEqual(30);
    await signOut(page);
    await expect.poll(authCookie).toBeUndefined();
  });
});

test.describe('account dialogs (accessibility)', () => {
  test('moving between the dialogs and closing with Escape leaves the page usable and named', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in to Figure Shop' }).getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create your Figure Shop account' });
    await register.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByRole('dialog', { name: 'Sign in to Figure Shop' }).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The page behind is released: reachable by role and name, not left aria-hidden.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
    // Focus returns to the page and a reopened dialog starts fresh.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to Figure Shop' }).getByLabel('E-mail')).toHaveValue('');
  });
});
