import { defaultPreferences } from '../../src/shared/api/preferences';
import { expect, test, type Page } from './test';
import { collector, signIn, signOut } from '../support/accounts';
import { startDemoApi, type DemoApi } from '../support/demo-api';
import { WORKERS, routeApiTo, webOrigin } from './fixtures';

const TTL_S = 6;
let shortLived: DemoApi;

/** Counts the page's calls to the refresh endpoint. */
function countRefreshes(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/account/token/refresh/')) counter.count += 1;
  });
  return counter;
}

test.describe('session against an API whose access tokens live 6 s', () => {
  // One worker runs both, so one API of their own is started (seeding it is slow), on a free port
  // (E2E_SHORT_API_PORT to choose one).
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    // Seeding a fresh API (20,000 figures) takes longer than a test's 30 s on a busy machine:
    // the hook waits as long as startDemoApi does (60 s), plus its own margin.
    test.setTimeout(90_000 * WORKERS);
    shortLived = await startDemoApi({
      port: process.env.E2E_SHORT_API_PORT ? Number(process.env.E2E_SHORT_API_PORT) : undefined,
      accessTokenTtlSeconds: TTL_S,
      // Strict reuse detection: a rotated refresh token presented again is revoked at once (with the
      // default 30 s grace the thief's rotation would hand this tab the same new pair).
      refreshReuseIntervalSeconds: 0,
      webOrigins: [webOrigin],
      dataDirPrefix: 'figure-shop-e2e-extra-',
    });
  });
  test.afterAll(async () => {
    await shortLived.stop();
  });

  test('a session that outlives its access token keeps working with one refresh per expiry', async ({ page }) => {
    // Two fixed waits past the 6 s token lifetime (14 s) leave too little of 30 s on a busy machine.
    test.setTimeout(90_000 * WORKERS);
    await routeApiTo(page, shortLived.url);
    const refreshes = countRefreshes(page);
    await page.goto('/');
    await signIn(page, collector);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Your profile' }).click();
    await page.getByLabel('What are you hunting for?').fill('Looking for a 1/7 scale Rem');
    await page.waitForTimeout((TTL_S + 1) * 1000);

    // A call with the expired token: 401, one refresh, the call retried and answered.
    refreshes.count = 0;
    await page.getByRole('button', { name: 'Set status' }).click();
    await expect(page.getByText('Looking for a 1/7 scale Rem', { exact: true })).toBeVisible();
    expect(refreshes.count).toBe(1);

    // Start-up with an expired token: one refresh before use (concurrent 401s reuse it), still signed in.
    await page.waitForTimeout((TTL_S + 1) * 1000);
    refreshes.count = 0;
    await page.reload();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await expect.poll(() => refreshes.count).toBe(1);
    await page.waitForTimeout(1000);
    expect(refreshes.count).toBe(1);
  });

  test('a revoked refresh token signs the user out and gives the device back its anonymous preferences', async ({ page, request }) => {
    await routeApiTo(page, shortLived.url);
    await page.goto('/');
    await signIn(page, collector);
    // The account's preferences arrive after sign-in: take them once synced.
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('Synced with your account')).toBeVisible();
    const accountPreferences = await page.evaluate(() => localStorage.getItem('user_preferences'));
    expect(accountPreferences).not.toBeNull();
    // Someone else uses the refresh token first: the API rotates it, so ours is now revoked.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull();
    const stolen = await page.evaluate(() => localStorage.getItem('refresh_token'));
    const rotated = await request.post(`${shortLived.url}/api/account/token/refresh/`, { data: { refresh_token: stolen } });
    expect(rotated.ok()).toBe(true);

    await page.waitForTimeout((TTL_S + 1) * 1000);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => ({
          state: localStorage.getItem('auth_state'),
          access: localStorage.getItem('access_token'),
          preferences: JSON.parse(localStorage.getItem('user_preferences') ?? 'null'),
        })),
      )
      // This visitor had set nothing before signing in: the defaults, not the account's copy, return.
      .toEqual({ state: 'signedOut', access: null, preferences: defaultPreferences });
    expect(JSON.parse(accountPreferences!)).not.toEqual(defaultPreferences);
  });
});

test.describe('tabs (§Sessions 9)', () => {
  test('two pages of the same browser context sign in and out together', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/');
    await signIn(first, collector);
    await expect(second.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await signOut(second);
    await expect(first.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test('an unreachable API at start-up keeps the session, says so, and recovers', async ({ page }) => {
    await page.goto('/');
    await signIn(page, collector);
    // Force a refresh at the next start-up, then take the API away.
    await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText('You are offline.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull();

    await page.unroute('**/api/**');
    // The app may notice by itself that the API is back (a background refetch) before this click:
    // then the banner, and its button, are already gone, which the next line checks either way.
    await page.getByRole('button', { name: 'Try again' }).click({ timeout: 5_000 }).catch(() => undefined);
    await expect(page.getByText('You are offline.')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    // The refresh writes the new access token after the banner hides: wait for it, never read once.
    // A JWT, and not the planted "expired.token.value" (which has the same three-part shape).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('access_token')))
      .toMatch(/^(?!expired\.token\.value$)[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
