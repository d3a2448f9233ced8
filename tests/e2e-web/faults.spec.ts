/**
 * Fault injection (docs/product-rules.md §Demo 6), against the demo API's fault switch (POST /__test__/faults, the run's
 * API is started with --enable-faults) or Playwright routing where the fault is the network's:
 * API down at start-up, every call 3 s slow, a 500 on each endpoint group, malformed JSON and
 * answers that break the contract, corrupt values under every localStorage key the app uses, and
 * the rate endpoints down with a stale cache. Each test adds a row `fault | expected | result`;
 * the last test prints the table.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from './test';
import { collector, newAccount, register, signIn } from '../support/accounts';
import { ALONE, WORKERS, mainApiUrl } from './fixtures';
import { appHydrated } from '../support/app-ready';

interface Row {
  fault: string;
  expected: string;
  result: string;
}
// Rows go to a file of this run (E2E_DATA_DIR is made once per run by the config): Playwright starts
// a new worker after a failed test, so memory would lose the rows before it.
const rowsFile = join(process.env.E2E_DATA_DIR ?? process.env.TMPDIR ?? '/tmp', 'fault-table.jsonl');
let current: Row | null = null;

/** Declares the running test's row; its result is filled in after the test. */
function row(fault: string, expected: string) {
  current = { fault, expected, result: 'not finished' };
}

async function injectFault(body: Record<string, unknown>) {
  const response = await fetch(`${mainApiUrl}/__test__/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, 'fault switch on (demo API started with --enable-faults)').toBe(201);
}

/** Collects uncaught page errors: a fault must never crash the app. */
function watchCrashes(page: Page): string[] {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

/** The shell is still there: header, main, and no error boundary or blank page. */
async function expectShellAlive(page: Page, crashes: string[]) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  expect(crashes, 'no uncaught errors in the page').toEqual([]);
}

test.afterEach(async ({ page: _page }, testInfo) => {
  await fetch(`${mainApiUrl}/__test__/faults`, { method: 'DELETE' });
  if (current) {
    current.result = testInfo.status === 'passed' ? 'as expected' : `FAILED: ${(testInfo.error?.message ?? testInfo.status ?? '').split('\n')[0]}`;
    appendFileSync(rowsFile, `${JSON.stringify(current)}\n`);
  }
  current = null;
});

// The fault switch is one list for every caller of the API: a test that sets it runs ALONE. The
// others (faults made by routing the page's own requests, corrupt storage) run beside any test.
test.describe('fault injection', () => {
  test('API down at start-up', async ({ page }) => {
    row('API unreachable at start-up (stored session, token due for refresh)', 'session kept, offline banner, recovers when the API is back');
    const crashes = watchCrashes(page);
    await page.goto('/');
    await signIn(page, collector);
    await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await page.route(`${mainApiUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText('You are offline.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull();
    await page.unroute(`${mainApiUrl}/**`);
    // The app may notice by itself that the API is back (a background refetch) before this click:
    // then the banner, and its button, are already gone, which the next line checks either way.
    await page.getByRole('button', { name: 'Try again' }).click({ timeout: 5_000 }).catch(() => undefined);
    await expect(page.getByText('You are offline.')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await expectShellAlive(page, crashes);
  });

  test('every API call 3 s slow', { lock: ALONE }, async ({ page }) => {
    test.setTimeout(90_000 * WORKERS);
    row('every API call answered 3 s late', 'progress shown while waiting; a repeated submit sends nothing twice');
    const crashes = watchCrashes(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/account/login/')) logins.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await injectFault({ path_prefix: '/api/', kind: 'hang', delay_ms: 3000, replace: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: /Sign in to/ });
    await dialog.getByLabel('E-mail').fill(collector.email);
    await dialog.getByLabel('Password').fill(collector.password);
    await dialog.getByLabel('Password').press('Enter');
    const pending = dialog.getByRole('button', { name: 'Signing in…' });
    await expect(pending).toBeDisabled();
    await pending.click({ force: true }); // a second click on the disabled button
    await dialog.getByLabel('Password').press('Enter'); // and a second Enter
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible({ timeout: 20_000 });
    expect(logins).toHaveLength(1);
    await page.goto('/settings');
    await expect(page.getByText('Loading your preferences…')).toBeVisible();
    await expect(page.getByText('Synced with your account')).toBeVisible({ timeout: 20_000 });
    await page.goto('/notifications');
    await expect(page.getByText('Loading notifications…').first()).toBeVisible();
    await expectShellAlive(page, crashes);
  });

  const groups = [
    { name: 'account (sign-in)', prefix: '/api/account/login/', expected: 'the server\'s message in the sign-in dialog', signedIn: false },
    { name: 'account (profile update)', prefix: '/api/account/profile/update/', expected: 'an error under the form, the profile kept', signedIn: true },
    { name: 'preferences', prefix: '/api/account/preferences/', expected: '"Could not load your preferences" on settings, local values kept', signedIn: true },
    { name: 'notifications', prefix: '/api/notifications/', expected: '"Could not load your notifications"', signedIn: true },
    { name: 'rates (no cache)', prefix: '/api/jpy-rates/ and /api/cny-rates/', expected: 'prices in the shop\'s currency, "rates are unavailable"', signedIn: false },
    { name: 'location', prefix: '/api/location/', expected: 'no currency offer, nothing else changes', signedIn: false },
  ] as const;

  for (const group of groups) {
    test(`a 500 on ${group.name}`, { lock: ALONE }, async ({ page }) => {
      row(`HTTP 500 on ${group.name} (${group.prefix})`, `clear error, no crash: ${group.expected}`);
      const crashes = watchCrashes(page);
      await page.goto('/');
      if (group.signedIn) await signIn(page, collector);
      if (group.name === 'rates (no cache)') {
        // The first load's rates must be in (and cached) before the cache is removed, or their late
        // answer would write it again and the reload would never ask the failing server.
        await expect(page.getByText(/Converted prices use the ECB reference rates/)).toBeVisible();
        await injectFault({ path_prefix: '/api/jpy-rates/', kind: 'error', status: 500, replace: true });
        await injectFault({ path_prefix: '/api/cny-rates/', kind: 'error', status: 500 });
        await page.evaluate(() => localStorage.removeItem('anime_exchange_rates'));
      } else {
        await injectFault({ path_prefix: group.prefix, kind: 'error', status: 500, replace: true });
      }
      switch (group.name) {
        case 'account (sign-in)': {
          await page.getByRole('button', { name: 'Sign in' }).click();
          const dialog = page.getByRole('dialog', { name: /Sign in to/ });
          await dialog.getByLabel('E-mail').fill(collector.email);
          await dialog.getByLabel('Password').fill(collector.password);
          await dialog.getByRole('button', { name: 'Sign in' }).click();
          await expect(dialog.getByText('Injected fault (demo API test switch).')).toBeVisible();
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
          await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
          break;
        }
        case 'account (profile update)': {
          await page.goto('/account/profile');
          const bio = page.getByRole('textbox', { name: 'About you' });
          await bio.fill('A new bio that the server will refuse');
          await page.getByRole('button', { name: 'Save details' }).click();
          await expect(page.getByText('Injected fault (demo API test switch).').first()).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          break;
        }
        case 'preferences':
          await page.goto('/settings');
          await expect(page.getByText('Could not load your preferences from the server.')).toBeVisible();
          await expect(page.getByRole('switch', { name: 'Show prices' })).toBeVisible();
          break;
        case 'notifications':
          await page.goto('/notifications');
          await expect(page.getByText('Could not load your notifications.')).toBeVisible();
          break;
        case 'rates (no cache)':
          await page.reload();
          await expect(page.getByText("Exchange rates are unavailable; prices are shown in the shop's currency.").first()).toBeVisible({ timeout: 15_000 });
          break;
        case 'location':
          await page.evaluate(() => localStorage.removeItem('anime_user_location'));
          await page.reload();
          await page.waitForLoadState('networkidle');
          await expect(page.getByRole('group', { name: /currency/i })).toHaveCount(0);
          break;
      }
      await expectShellAlive(page, crashes);
    });
  }

  test('malformed JSON', { lock: ALONE }, async ({ page }) => {
    row('malformed JSON (truncated body, HTTP 200) on notifications and preferences', 'clear error where the data would show, no crash');
    const crashes = watchCrashes(page);
    await page.goto('/');
    await signIn(page, collector);
    await injectFault({ path_prefix: '/api/notifications/', kind: 'malformed', replace: true });
    await injectFault({ path_prefix: '/api/account/preferences/', kind: 'malformed' });
    await page.goto('/notifications');
    await expect(page.getByText('Could not load your notifications.')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('Could not load your preferences from the server.')).toBeVisible();
    await expectShellAlive(page, crashes);
  });

  test('answers that break the contract', async ({ page }) => {
    row('schema-violating answers (unread count as text, a list without results)', 'clear error, no crash, nothing wrong shown as data');
    const crashes = watchCrashes(page);
    await page.goto('/');
    await signIn(page, collector);
    const answer = (body: unknown) => (route: Route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': new URL(page.url()).origin }, body: JSON.stringify(body) });
    await page.route(`${mainApiUrl}/api/notifications/count/`, answer({ unread: 'lots' }));
    await page.route(`${mainApiUrl}/api/notifications/?*`, answer({ count: 1, results: 'none' }));
    await page.goto('/notifications');
    await expect(page.getByText('Could not load your notifications.')).toBeVisible();
    await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);
    await expectShellAlive(page, crashes);
  });

  // Every localStorage key the app writes, a corrupt value for it, and what stands for it after.
  const storageKeys = [
    { key: 'auth_state', corrupt: 'maybe', after: 'signed out (the default), tokens and preferences untouched', signedIn: false },
    { key: 'access_token', corrupt: 'not a token', after: 'refreshed from the refresh token, still signed in', signedIn: true },
    { key: 'refresh_token', corrupt: 'not a token', after: 'still signed in on the valid access token', signedIn: true },
    { key: 'profile', corrupt: '{"username": 42', after: 'profile fetched again', signedIn: true },
    { key: 'user_preferences', corrupt: '{"ui": {"theme": "neon"', after: 'default preferences', signedIn: true },
    { key: 'colour_mode', corrupt: '{"state": {"mode": "purple"}', after: 'light (the default)', signedIn: true },
    { key: 'currency_choice', corrupt: '[[[', after: 'no choice made (the default)', signedIn: true },
    { key: 'anime_exchange_rates', corrupt: '{"jpyRates": 7', after: 'rates fetched again', signedIn: true },
    { key: 'anime_user_location', corrupt: 'null,', after: 'location fetched again', signedIn: true },
  ] as const;

  for (const entry of storageKeys) {
    test(`corrupt localStorage "${entry.key}"`, async ({ page }) => {
      row(`corrupt localStorage["${entry.key}"] = ${JSON.stringify(entry.corrupt)}`, `${entry.after}; error logged; nothing else lost`);
      const crashes = watchCrashes(page);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) logged.push(message.text());
      });
      const account = newAccount('corrupt');
      await page.goto('/');
      await register(page, account, mainApiUrl);
      // Answer the currency offer as a person would (the browser's en-US locale makes one: USD, not
      // JPY); wait for it, since it comes with the location after the page: its choice is one of the keys.
      await page.getByRole('button', { name: /^Keep / }).click();
      await page.waitForLoadState('networkidle');
      // Every key exists (tokens, profile, synced preferences, rates, location arrive one by one)
      // before one of them is broken.
      const readStorage = () => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      await expect.poll(async () => Object.keys(await readStorage())).toEqual(expect.arrayContaining(storageKeys.map((k) => k.key)));
      const before = await readStorage();
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: entry.key, value: entry.corrupt });
      await page.reload();
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');

      if (entry.signedIn) await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect.poll(() => logged.some((text) => text.includes(entry.key)), { message: `an error naming ${entry.key} is logged` }).toBe(true);
      // Nothing else lost: every other key is still there; only tokens and the profile may have been renewed.
      const kept = Object.fromEntries(
        Object.entries(before)
          .filter(([key]) => key !== entry.key)
          .map(([key, value]) => [key, ['access_token', 'refresh_token', 'profile'].includes(key) ? expect.any(String) : value]),
      );
      await expect.poll(readStorage, { message: 'every other key kept, unchanged but for tokens and profile' }).toEqual(expect.objectContaining(kept));
      if (entry.key === 'user_preferences') {
        await page.goto('/settings');
        await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
      }
      await expectShellAlive(page, crashes);
    });
  }

  test('rates endpoint down with a stale cache', { lock: ALONE }, async ({ page }) => {
    row('HTTP 500 on the rate endpoints, cached rates older than 24 h', 'the stale rates used and labelled stale');
    const crashes = watchCrashes(page);
    await page.goto('/');
    await expect(page.getByText(/ECB reference rates of/)).toBeVisible();
    await appHydrated(page);
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem('anime_exchange_rates') ?? '{}') as { timestamp: number };
      entry.timestamp -= 25 * 60 * 60 * 1000;
      localStorage.setItem('anime_exchange_rates', JSON.stringify(entry));
      const prefs = JSON.parse(localStorage.getItem('user_preferences') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user_preferences', JSON.stringify({ ...prefs, currency: { primary: 'USD', display_format: 'symbol' } }));
    });
    await injectFault({ path_prefix: '/api/jpy-rates/', kind: 'error', status: 500, replace: true });
    await injectFault({ path_prefix: '/api/cny-rates/', kind: 'error', status: 500 });
    await page.reload();
    await expect(page.getByText(/stale/).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main [data-price]').first()).toContainText('≈ $');
    await expectShellAlive(page, crashes);
  });

  // ALONE, so it starts once every test declared before it has finished (the runner takes tests in
  // order, and an ALONE one only when none runs): the table is complete.
  test('fault table', { lock: ALONE }, () => {
    const rows = existsSync(rowsFile) ? readFileSync(rowsFile, 'utf8').trim().split('\n').filter(Boolean).map((text) => JSON.parse(text) as Row) : [];
    const width = (key: keyof Row) => Math.min(70, Math.max(key.length, ...rows.map((r) => r[key].length)));
    const line = (r: Row) => `${r.fault.padEnd(width('fault'))} | ${r.expected.padEnd(width('expected'))} | ${r.result}`;
    console.log(['', line({ fault: 'fault', expected: 'expected', result: 'result' }), ...rows.map(line), ''].join('\n'));
  });
});
