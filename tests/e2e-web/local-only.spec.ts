/**
 * Local-only routes (docs/product-rules.md §Security 6–7) in Chromium: a page on the web app's origin, one CORS allows for the API, cannot
 * read or use the demo API's local-only routes (the dashboard, its mailbox, the fault switch),
 * however it spells their paths: the router decodes `/%64ashboard` to `/dashboard`, and the
 * local-only check and the CORS decision follow the route it matched. Every fetch rejects with a
 * TypeError (no CORS headers), the preflights fail so the requests behind them are never sent,
 * and nothing changes.
 */
import { expect, test } from './test';
import { apiRegister, newAccount } from '../support/accounts';
import { ALONE, mainApiUrl } from './fixtures';

// It counts the whole mailbox and reads the fault switch's one list (and clears it after): alone.
test.describe.configure({ lock: ALONE });

const FAULTS = `${mainApiUrl}/__test__/faults`;
/** A fault on a path nothing calls: it shows whether a cross-origin DELETE cleared the switch. */
const MARKER_FAULT = { path_prefix: '/api/local-only-e2e-marker/', kind: 'error' };

test.afterEach(async () => {
  await fetch(FAULTS, { method: 'DELETE' });
});

test('a page on the web app’s origin reads nothing local-only in any spelling, and its preflights fail', async ({ page }) => {
  // What the pen-test read: a mailbox holding a live link for a fresh account.
  const account = newAccount('local-only');
  await apiRegister(mainApiUrl, account);
  const mailbox = async () => ((await (await fetch(`${mainApiUrl}/dashboard/mailbox.json`)).json()) as { mail: unknown[] }).mail.length;
  const mailBefore = await mailbox();
  expect(mailBefore).toBeGreaterThan(0);
  expect((await fetch(FAULTS, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MARKER_FAULT) })).status).toBe(201);

  await page.goto('/');
  const to = encodeURIComponent(account.email);
  const outcomes = await page.evaluate(
    async ({ api, to }) => {
      const attempt = async (path: string, init?: RequestInit) => {
        try {
          const response = await fetch(`${api}${path}`, init);
          return `read ${response.status}: ${(await response.text()).slice(0, 100)}`;
        } catch (error) {
          return error instanceof TypeError ? 'TypeError' : String(error);
        }
      };
      const customHeader = { 'x-probe': '1', 'content-type': 'application/json' };
      return {
        control: (await attempt('/api/jpy-rates/')).slice(0, 8),
        mailboxEncoded: await attempt(`/%64ashboard/mailbox.json?to=${to}`),
        mailboxPlain: await attempt(`/dashboard/mailbox.json?to=${to}`),
        mailboxMixedCase: await attempt(`/%64%61%73%68%62%6F%61%72%64/mailbox%2Ejson?to=${to}`),
        dashboardPage: await attempt('/%64ashboard'),
        faultsLower: await attempt('/%5f_test__/faults'),
        faultsUpper: await attempt('/%5F_test__/faults'),
        digestsPreflighted: await attempt('/%64ashboard/digests', { method: 'POST', headers: customHeader, body: '{}' }),
        faultsDeletePreflighted: await attempt('/%5f_test__/faults', { method: 'DELETE', headers: { 'x-probe': '1' } }),
        doubleEncoded: await attempt(`/%2564ashboard/mailbox.json?to=${to}`),
        trailingSlash: await attempt(`/dashboard/mailbox.json%2f?to=${to}`),
      };
    },
    { api: mainApiUrl, to },
  );
  const { control, ...attacks } = outcomes;
  expect(control, 'the same page reads the API itself').toBe('read 200');
  for (const [name, outcome] of Object.entries(attacks)) expect(outcome, name).toBe('TypeError');

  // The preflighted requests never ran: no digest e-mails, the fault switch not cleared.
  expect(await mailbox()).toBe(mailBefore);
  const faults = ((await (await fetch(FAULTS)).json()) as { faults: { path_prefix: string }[] }).faults;
  expect(faults.map((fault) => fault.path_prefix)).toContain(MARKER_FAULT.path_prefix);
});
