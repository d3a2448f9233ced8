import { expect, test, type Page } from './test';
import { accountMenu, newAccount, register, signOut, unique, type Credentials } from '../support/accounts';
import { latestMail } from '../support/demo-api';
import { WORKERS, mainApiUrl } from './fixtures';

/** How many mails the demo mailbox holds for `to`. */
async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${mainApiUrl}/dashboard/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mail: unknown[] }).mail.length;
}

/** POST /api/account/token/refresh/ with `refresh_token`; resolves the HTTP status. */
async function refreshStatus(refresh_token: string): Promise<number> {
  const response = await fetch(`${mainApiUrl}/api/account/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token }),
  });
  return response.status;
}

/** Tries to sign in through the header's dialog and expects the server's refusal; resolves the dialog, left open. */
async function expectSignInRefused(page: Page, account: Credentials) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('The e-mail or password is wrong. Check both and try again.')).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  return dialog;
}

const section = (page: Page) => page.getByRole('region', { name: 'Sign-in and security' });

test.describe('account settings on the profile page (§Account 9–12)', () => {
  test('a registered account is verified; change password, change e-mail through the mailbox, delete the account', async ({ page }) => {
    test.setTimeout(120_000 * WORKERS);
    const account = newAccount('settings');
    await page.goto('/');
    await register(page, account, mainApiUrl);
    await page.goto('/account/profile');
    await expect(section(page)).toBeVisible();

    // The registration's link created the account with its address verified: nothing to resend.
    await expect(section(page).getByText('Verified', { exact: true })).toBeVisible();
    await expect(section(page).getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);

    // Change the password: a wrong current one shows under its field; then the change keeps this
    // session and signs the other one (a sign-in through the API) out.
    const otherSession = (await (
      await fetch(`${mainApiUrl}/api/account/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      })
    ).json()) as { refresh_token: string };
    await section(page).getByRole('button', { name: 'Change password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change your password' });
    const newPassword = `${account.password}-changed`;
    await passwordDialog.getByLabel('Current password').fill('not-the-password');
    await passwordDialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await passwordDialog.getByLabel('Repeat the new password').fill(newPassword);
    await passwordDialog.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordDialog.getByLabel('Current password')).toHaveAccessibleDescription('Your old password was entered incorrectly. Please enter it again.');
    await passwordDialog.getByLabel('Current password').fill(account.password);
    await passwordDialog.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordDialog).toBeHidden();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect.poll(() => refreshStatus(otherSession.refresh_token)).toBe(401);
    await page.reload();
    await expect(section(page)).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();

    await page.goto('/');
    await signOut(page);
    const signInDialog = await expectSignInRefused(page, account);
    await signInDialog.getByLabel('Password').fill(newPassword);
    await signInDialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(signInDialog).toBeHidden();
    await expect(accountMenu(page)).toBeVisible();

    // Change the e-mail: the link goes to the NEW address; the address changes when it is opened.
    const newEmail = `${unique('moved')}@figureshop.test`;
    await page.goto('/account/profile');
    await section(page).getByRole('button', { name: 'Change e-mail' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Change your e-mail address' });
    await emailDialog.getByLabel('New e-mail address').fill(newEmail);
    await emailDialog.getByLabel('Current password').fill(newPassword);
    await emailDialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(emailDialog.getByText(`Check ${newEmail}: open the link we sent`)).toBeVisible();
    await emailDialog.getByRole('button', { name: 'Close' }).click();
    await expect(emailDialog).toBeHidden();
    await expect(section(page).getByText(`E-mail address: ${account.email}`)).toBeVisible();

    await expect.poll(() => mailCount(newEmail)).toBe(1);
    const confirmation = await latestMail(mainApiUrl, newEmail);
    expect(confirmation.link).toMatch(/\/account\/confirm-email\/[^/]+\/[^/]+$/);
    await page.goto(`${mainApiUrl}/dashboard`);
    await page.getByRole('link', { name: confirmation.link! }).first().click();
    await expect(page.getByText(`Done: your e-mail address is now ${newEmail}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Go to your profile' }).click();
    await expect(section(page).getByText(`E-mail address: ${newEmail}`)).toBeVisible();
    await page.goto(confirmation.link!);
    await expect(page.getByText(/This confirmation link did not work: This confirmation link has already been used\./)).toBeVisible();

    // Delete the account: type the e-mail shown, the password; the app signs out and says so.
    await page.goto('/account/profile');
    await section(page).getByRole('button', { name: 'Delete account' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete your account' });
    await expect(deleteDialog.getByText(`Type ${newEmail} exactly as shown.`)).toBeVisible();
    await deleteDialog.getByLabel('Type your e-mail address to confirm').fill(newEmail);
    await deleteDialog.getByLabel('Current password').fill(newPassword);
    await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account was deleted')).toBeVisible();
    await expect(deleteDialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    await expectSignInRefused(page, { email: newEmail, password: newPassword });
  });
});
