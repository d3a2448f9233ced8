/**
 * Contract (Chromium), docs/product-rules.md §Desktop 8–9, with the real OAuthCoordinator and DeepLinkRouter of the
 * main process and the demo API's provider: desktop social sign-in through the "system browser"
 * (plain HTTP here) and the URL scheme, cancel, refused callbacks, and account deep links that
 * open their page, including the password reset whose e-mail link comes back through the scheme.
 */
import { accountMenu, apiRegister, apiSignIn, unique } from '../support/accounts';
import { latestMail } from '../support/demo-api';
import { answerConsent } from '../support/oauth-consent';
import { contractApiUrl } from './support/ports';
import { expect, test } from './fixtures';

const SCHEME = 'com.figureshop.app';

test('Discord: the browser opens with PKCE and the scheme redirect; the callback signs in and the invite follows', async ({ launchDesktop, request }) => {
  const app = await launchDesktop();
  const { page } = await app.openWindow();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByRole('button', { name: 'Continue with Discord' }).click();

  const authorize = new URL(await app.waitForExternal());
  expect(authorize.pathname).toBe('/oauth/discord/authorize');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${SCHEME}:/oauth/discord`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  await expect(dialog.getByText(/Continue in your browser: sign in with Discord there/)).toBeVisible();

  const name = unique('desk');
  const callback = await answerConsent(request, authorize.toString(), 'Allow', { email: `${name}@figureshop.test`, username: name });
  expect(app.main.router.route(callback)).toBe('oauth-accepted');

  const invite = page.getByRole('dialog', { name: 'Join the Figure Shop Discord' });
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: 'Not now' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await expect.poll(() => app.main.store.get('auth_state')).toBe('signedIn');

  // The same callback again is a replay: refused, and the user is told.
  expect(app.main.router.route(callback)).toBe('oauth-refused');
  await expect(page.getByRole('alert').filter({ hasText: 'Link not opened' })).toBeVisible();
});

test('Cancel while the browser is open ends the sign-in with a clear message', async ({ launchDesktop }) => {
  const app = await launchDesktop();
  const { page } = await app.openWindow();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await app.waitForExternal();

  await dialog.getByRole('button', { name: 'Cancel Google sign-in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Sign-in with Google was cancelled.');
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(accountMenu(page)).toBeHidden();
});

test('a forged callback is refused with a toast and does not sign in', async ({ launchDesktop }) => {
  const app = await launchDesktop();
  const { page } = await app.openWindow();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(app.main.router.route(`${SCHEME}:/oauth/discord?code=forged&state=${'A'.repeat(43)}`)).toBe('oauth-refused');
  await expect(page.getByRole('alert').filter({ hasText: 'Link not opened' })).toBeVisible();
  await expect(accountMenu(page)).toBeHidden();
});

test('password reset: the e-mail link comes back through the scheme, opens the reset page, and the new password works', async ({ launchDesktop }) => {
  const name = unique('reset');
  const account = { email: `${name}@figureshop.test`, username: name, password: `first-pass-${name}` };
  await apiRegister(contractApiUrl, account);

  const app = await launchDesktop();
  const { page } = await app.openWindow();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('E-mail').fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText(/we have sent it a link/)).toBeVisible();

  // The demo API's mailbox (its dashboard's JSON view).
  const link = (await latestMail(contractApiUrl, account.email)).link ?? '';
  expect(link).toMatch(new RegExp(`^${SCHEME.replace(/\./g, '\\.')}:/account/password-reset\\?`));

  // The link opens the reset page in front: the dialog that asked for the e-mail goes away.
  expect(app.main.router.route(link)).toBe('delivered');
  await expect(forgot).toBeHidden();
  await expect(page).toHaveURL(/\/account\/password-reset\?uidb64=[^&]+&token=/);
  const newPassword = `second-pass-${name}`;
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed.', { exact: false })).toBeVisible();

  const tokens = await apiSignIn(contractApiUrl, { email: account.email, password: newPassword });
  expect(tokens.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('a verification link opens the verify-email page', async ({ launchDesktop }) => {
  const app = await launchDesktop();
  const { page } = await app.openWindow();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Delivered to the subscribed window, or queued until it subscribes (DeepLinkRouter).
  expect(['delivered', 'queued']).toContain(app.main.router.route(`${SCHEME}:/account/verify-email/MQ/not-a-real-token`));
  await expect(page).toHaveURL(/\/account\/verify-email\/MQ\/not-a-real-token$/);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
});

test("an order link (the payment provider's return, docs/product-rules.md §Payment 2) opens the order page; a forged one is refused", async ({ launchDesktop }) => {
  const app = await launchDesktop();
  const { page } = await app.openWindow();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(['delivered', 'queued']).toContain(app.main.router.route(`${SCHEME}:/orders/42`));
  await expect(page).toHaveURL(/\/orders\/42$/);
  // Signed out: the order page asks to sign in.
  await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign in to see this page' })).toBeVisible();

  for (const forged of [`${SCHEME}:/orders/42?paid=1`, `${SCHEME}://orders/42`, `${SCHEME}:/orders/042`, `${SCHEME}:/orders/%34%32`]) {
    expect(app.main.router.route(forged)).toBe('rejected');
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Link not opened' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/42$/);
});

test('the bridge opens a payment session page in the system browser, and nothing else', async ({ launchDesktop }) => {
  const app = await launchDesktop();
  const { page } = await app.openWindow();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const open = (url: string) =>
    page.evaluate((target) => (globalThis as unknown as { desktop: { payment: { open(u: string): Promise<void> } } }).desktop.payment.open(target).then(
      () => 'opened',
      (error: Error) => error.message,
    ), url);
  expect(await open('https://evil.example/pay/cs_1')).toBe('This is not a payment page the app opens.');
  expect(await open(`${contractApiUrl}/dashboard`)).toBe('This is not a payment page the app opens.');
  expect(await open(`${contractApiUrl}/pay/cs_contract`)).toBe('opened');
  // The refused ones never reached the browser: the first URL it was given is the session's page.
  expect(await app.waitForExternal()).toBe(`${contractApiUrl}/pay/cs_contract`);
});
