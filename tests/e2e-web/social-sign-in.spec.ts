import { expect, test, type Page } from './test';
import { unique } from '../support/accounts';

async function startProviderSignIn(page: Page, provider: 'Discord' | 'Google', from = '/') {
  await page.goto(from);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
}

async function consent(page: Page, provider: 'Discord' | 'Google', identity: { email: string; username: string }) {
  await page.getByLabel(`${provider} account e-mail`).fill(identity.email);
  await page.getByLabel(`${provider} username`).fill(identity.username);
  await page.getByRole('button', { name: 'Allow' }).click();
}

test.describe('social sign-in on the web through the demo provider', () => {
  test('Discord: the authorize request carries state and PKCE S256; a new account is offered the invite', async ({ page }) => {
    await startProviderSignIn(page, 'Discord');
    const authorize = new URL(page.url());
    expect(authorize.pathname).toBe('/oauth/discord/authorize');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/oauth\/discord\/callback$/);

    const name = unique('disc');
    await consent(page, 'Discord', { email: `${name}@figureshop.test`, username: name });

    const invite = page.getByRole('dialog', { name: 'Join the Figure Shop Discord' });
    await expect(invite).toBeVisible();
    await expect(invite.getByRole('link', { name: 'Join the server' })).toHaveAttribute('href', /\/oauth\/discord\/invite$/);
    await invite.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('oauth_pending'))).toBeNull();
  });

  test('Discord, first time, started on /settings: returns there with the invite over it, and no code or state in the address', async ({ page }) => {
    await startProviderSignIn(page, 'Discord', '/settings');
    const name = unique('disc');
    await consent(page, 'Discord', { email: `${name}@figureshop.test`, username: name });

    const invite = page.getByRole('dialog', { name: 'Join the Figure Shop Discord' });
    await expect(invite).toBeVisible();
    // Behind the invite: the page the sign-in started on, not a "Signing in with Discord" card.
    await expect(page).toHaveURL((url) => url.pathname === '/settings' && !url.searchParams.has('code') && !url.searchParams.has('state'));
    await expect(page.getByRole('heading', { level: 1, name: 'Settings', includeHidden: true })).toBeAttached();
    await invite.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('oauth_pending'))).toBeNull();
  });

  test('the callback removes code and state from the address bar at once', async ({ page }) => {
    await startProviderSignIn(page, 'Google', '/settings?from=e2e');
    // Hold the exchange so the callback page is seen before it navigates on.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/account/social/google/', async (route) => {
      await held;
      await route.continue();
    });
    const name = unique('goog');
    await consent(page, 'Google', { email: `${name}@figureshop.test`, username: name });
    await expect(page.getByRole('heading', { level: 1, name: 'Signing in with Google' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/oauth/google/callback' && url.search === '');
    release();
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.search === '?from=e2e');
  });

  test('Google: signs in and lands on the home page without an invite', async ({ page }) => {
    await startProviderSignIn(page, 'Google');
    const name = unique('goog');
    await consent(page, 'Google', { email: `${name}@figureshop.test`, username: name });
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a callback with a forged state is refused and signs nobody in', async ({ page }) => {
    await startProviderSignIn(page, 'Discord');
    const state = new URL(page.url()).searchParams.get('state')!;
    await page.goto(`/oauth/discord/callback?code=stolen-code&state=${state.slice(1)}x`);
    await expect(page.getByText(/state mismatch/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('a callback with no sign-in in progress is refused', async ({ page }) => {
    await page.goto('/oauth/google/callback?code=abc&state=whatever');
    await expect(page.getByText(/No sign-in is in progress/)).toBeVisible();
  });

  test('denying at the provider says the sign-in was cancelled', async ({ page }) => {
    await startProviderSignIn(page, 'Google');
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByText(/Sign-in was cancelled at the provider/)).toBeVisible();
  });
});
