/** Social sign-in through the system browser and the URL scheme (RFC 8252; docs/product-rules.md §Desktop 9). */
import { accountMenu } from '../support/accounts';
import { answerConsent } from '../support/oauth-consent';
import { expect, SCHEME, test } from './fixtures';
import type { Page } from '@playwright/test';

/** Opens the sign-in dialog and chooses "Continue with Discord". */
async function continueWithDiscord(window: Page) {
  await window.getByRole('button', { name: 'Sign in' }).click();
  await window.getByRole('button', { name: 'Continue with Discord' }).click();
}

test('Discord sign-in: consent page in the browser, callback through a second instance', async ({ launch, secondInstance, request }) => {
  const { window, waitForExternal, logs } = await launch();
  await continueWithDiscord(window);
  const authorize = new URL(await waitForExternal());
  expect(authorize.pathname).toBe('/oauth/discord/authorize');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${SCHEME}:/oauth/discord`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

  const callback = await answerConsent(request, authorize.toString(), 'Allow');
  expect(callback).toMatch(new RegExp(`^${SCHEME.replace(/\./g, '\\.')}:/oauth/discord\\?`));
  expect(await secondInstance([callback])).toBe(0);

  await expect(accountMenu(window)).toBeVisible({ timeout: 20_000 });
  expect(logs()).toMatch(/discord callback accepted/);

  // The same callback again (a replay) is refused.
  await secondInstance([callback]);
  await expect.poll(logs).toMatch(/refused discord callback: no pending attempt/);
});

test('a forged callback is refused and does not disturb the real sign-in', async ({ launch, secondInstance, request }) => {
  const { window, waitForExternal, logs } = await launch();
  await continueWithDiscord(window);
  const authorize = await waitForExternal();

  await secondInstance([`${SCHEME}:/oauth/discord?code=forged-code&state=${'A'.repeat(43)}`]);
  await expect.poll(logs).toMatch(/refused discord callback: no pending attempt has its state/);
  await expect(accountMenu(window)).toBeHidden();

  // The genuine callback still completes the pending attempt.
  await secondInstance([await answerConsent(request, authorize, 'Allow')]);
  await expect(accountMenu(window)).toBeVisible({ timeout: 20_000 });
});

test('an account link reaches the page through second-instance', async ({ launch, secondInstance }) => {
  const { window } = await launch();
  await window.evaluate(() => {
    const w = globalThis as unknown as { __links: unknown[]; desktop: { onDeepLink(cb: (l: unknown) => void): () => void } };
    w.__links = [];
    w.desktop.onDeepLink((link) => w.__links.push(link));
  });
  await secondInstance([`${SCHEME}:/account/password-reset?uidb64=MQ&token=abc-123`]);
  await expect
    .poll(() => window.evaluate(() => (globalThis as unknown as { __links: unknown[] }).__links))
    .toEqual([{ kind: 'password-reset', uidb64: 'MQ', token: 'abc-123', path: '/account/password-reset?uidb64=MQ&token=abc-123' }]);
});
