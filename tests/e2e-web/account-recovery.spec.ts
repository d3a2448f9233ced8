import { expect, test } from './test';
import { apiRegister, newAccount, registrationLink, signIn, submitRegistration } from '../support/accounts';
import { latestMail } from '../support/demo-api';
import { mainApiUrl } from './fixtures';

test.describe('password reset and e-mail verification through the mailbox', () => {
  test('forgot password → e-mail → reset page → sign in with the new password', async ({ page }) => {
    const account = newAccount('reset');
    await apiRegister(mainApiUrl, account);

    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel('E-mail').fill(account.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByText(`If an account exists for ${account.email}`)).toBeVisible();
    await forgot.getByRole('button', { name: 'Back to sign in' }).click();
    await page.keyboard.press('Escape');

    // The person opens the mailbox on the dashboard and follows the link.
    await page.goto(`${mainApiUrl}/dashboard`);
    const mail = await latestMail(mainApiUrl, account.email);
    expect(mail.link).toContain('/account/password-reset?');
    await page.getByRole('link', { name: mail.link! }).first().click();

    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const newPassword = `${account.password}-new`;
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password was changed.')).toBeVisible();

    // The link is single-use.
    await page.reload();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-password-1');
    await page.getByLabel('Repeat the new password').fill('another-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();

    await signIn(page, { email: account.email, password: newPassword });
    await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
  });

  test('a forged reset token gets a clear message', async ({ page }) => {
    await page.goto('/account/password-reset?uidb64=MQ&token=forged-token');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a-good-password');
    await page.getByLabel('Repeat the new password').fill('a-good-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
    // The app's wording for the API's invalid_token code (docs/product-rules.md §Locales 6).
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link is not valid. Ask for a new one.');
  });

  test('a reset link without its parameters says it is incomplete', async ({ page }) => {
    await page.goto('/account/password-reset');
    await expect(page.getByText('This reset link is incomplete.')).toBeVisible();
  });

  test('registration: the dialog says to check the inbox and signs nobody in; the mailed link creates the account, verified', async ({ page }) => {
    const account = newAccount('verify');
    await page.goto('/');
    await submitRegistration(page, account);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_state'))).not.toBe('signedIn');

    // No account before the link is opened: signing in is refused as for any wrong password.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: /Sign in to/ });
    await dialog.getByLabel('E-mail').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The e-mail or password is wrong. Check both and try again.');
    await page.keyboard.press('Escape');

    const link = await registrationLink(mainApiUrl, account.email);
    await page.goto(link);
    await expect(page.getByText('Thank you: your e-mail address is verified.')).toBeVisible();
    await signIn(page, account);
    await page.goto('/account/profile');
    await expect(page.getByText('E-mail verified', { exact: true })).toBeVisible();

    await page.goto(link);
    await expect(page.getByText(/This verification link did not work/)).toBeVisible();
  });
});
