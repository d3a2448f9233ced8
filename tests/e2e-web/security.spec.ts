/**
 * Security in the browser (docs/product-rules.md §Security 1–2): the web build's Content-Security-Policy (a <meta> in index.html, the desktop
 * app's policy) stops injected script, and server-supplied strings that contain HTML are shown as
 * text everywhere (notification title and body, profile status and bio, error details).
 */
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { apiRegister, newAccount, signIn } from '../support/accounts';
import { mainApiUrl } from './fixtures';

/** HTML that would create marked elements, run a handler and set a global if it were ever parsed. */
const payload = (where: string) => `<img src="x" data-xss="${where}" onerror="window.__xss='${where}'"><b data-xss="${where}">${where}</b><script data-xss="${where}">window.__xss='${where}'</script>`;

/** No element from a payload exists and no payload code ran. */
async function expectNoInjectedMarkup(page: Page) {
  await expect(page.locator('[data-xss]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
}

test.describe('Content-Security-Policy', () => {
  test('the built page carries the policy: no unsafe-eval, scripts only from the app (and the start script by its hash), the API in connect-src', async ({ page }) => {
    await page.goto('/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toBeTruthy();
    const directives = new Map((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(policy).not.toContain('unsafe-eval');
    // Scripts from the app, and one inline script by its hash: the page's start script (early taps, ICU warm-up), which is in the page.
    const [self, hash, ...more] = directives.get('script-src') ?? [];
    expect([self, more]).toEqual(["'self'", []]);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const inline = await page.locator('head script:not([src])').allTextContents();
    expect(inline).toHaveLength(1);
    const digest = await page.evaluate(async (text) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))), inline[0]!);
    expect(hash).toBe(`'sha256-${digest}'`);
    expect(directives.get('connect-src')).toEqual(["'self'", mainApiUrl]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // Griffel (Fluent UI) injects <style> elements at run time.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test('the app itself never trips the policy (home, settings, sign-in dialog)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('an injected inline script, an inline event handler and string-evaluated code do not run', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const flags = window as unknown as { inlineRan?: boolean; handlerRan?: boolean; timerRan?: boolean };
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.handlerRan = true');
      image.src = 'data:image/png;base64,broken';
      document.body.append(image);
      // Playwright's own evaluate is exempt from the page's policy, so eval is tried the way injected
      // code would reach it: a string the page itself compiles later (a string timer is eval).
      (setTimeout as unknown as (code: string, ms: number) => number)('window.timerRan = true', 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { inline: flags.inlineRan === true, handler: flags.handlerRan === true, evalRan: flags.timerRan === true, violations };
    });
    expect(outcome).toMatchObject({ inline: false, handler: false, evalRan: false });
    expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr', 'script-src']));
  });
});

test.describe('server-supplied HTML is shown as text', () => {
  test('notification title and body (sent from the dashboard form), profile status and bio', async ({ page }) => {
    const account = newAccount('xss');
    const { access_token } = await apiRegister(mainApiUrl, account);
    const asUser = { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };
    expect((await fetch(`${mainApiUrl}${apiPaths.profileUpdate}`, { method: 'POST', headers: asUser, body: JSON.stringify({ bio: payload('bio') }) })).ok).toBe(true);
    expect((await fetch(`${mainApiUrl}${apiPaths.profileUpdateStatus}`, { method: 'POST', headers: asUser, body: JSON.stringify({ status: payload('status').slice(0, 100) }) })).ok).toBe(true);

    // The demo dashboard's own form, as the shop staff would send it.
    await page.goto(`${mainApiUrl}/dashboard`);
    await page.getByLabel('To').selectOption({ label: account.email });
    await page.getByLabel('Title').fill(payload('title').slice(0, 120));
    await page.getByLabel('Text').fill(payload('body'));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Notification sent.');

    await page.goto('/');
    await signIn(page, account);
    await page.goto('/notifications');
    await expect(page.getByText(payload('title').slice(0, 120), { exact: true })).toBeVisible();
    await expect(page.getByText(payload('body'), { exact: true })).toBeVisible();
    await expectNoInjectedMarkup(page);

    await page.goto('/account/profile');
    await expect(page.getByText(payload('status').slice(0, 100), { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Bio|About/ })).toHaveValue(payload('bio'));
    await expectNoInjectedMarkup(page);
  });

  test('an error detail from the server', async ({ page }) => {
    await page.route(`${mainApiUrl}${apiPaths.login}`, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', headers: { 'access-control-allow-origin': new URL(page.url()).origin }, body: JSON.stringify({ detail: payload('detail') }) }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: /Sign in to/ });
    await dialog.getByLabel('E-mail').fill('someone@figureshop.test');
    await dialog.getByLabel('Password').fill('whatever-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText(payload('detail'), { exact: true })).toBeVisible();
    await expectNoInjectedMarkup(page);
  });
});
