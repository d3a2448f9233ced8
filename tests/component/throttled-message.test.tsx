/** "Too many attempts, try again in N seconds" on the sign-in forms (docs/product-rules.md §Sign-in 13). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthControls } from '@renderer/features/auth/components/AuthControls';
import { MODERATION_PATH } from '@renderer/features/moderation';
import { renderWithApp, TEST_API } from './render-app';

/** The demo API's 429 (src/demo-api/auth/rate-limit.ts): Retry-After and DRF's Throttled body. */
function throttledAnswer(seconds: number | null, detail = 'Request was throttled.') {
  const headers: Record<string, string> = { 'access-control-expose-headers': 'Retry-After' };
  if (seconds !== null) headers['retry-after'] = String(seconds);
  return HttpResponse.json({ detail, code: 'throttled' }, { status: 429, headers });
}

const server = setupServer(
  http.post(`${TEST_API}/api/account/login/`, () => throttledAnswer(42, 'Request was throttled. Expected available in 42 seconds.')),
  http.post(`${TEST_API}/api/account/register/`, () => throttledAnswer(1)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openDialog(button: 'Sign in' | 'Register', name: RegExp) {
  const user = userEvent.setup();
  renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />);
  await user.click(screen.getByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

async function signInOnce() {
  const { user, dialog } = await openDialog('Sign in', /^Sign in to/);
  await user.type(within(dialog).getByLabelText(/E-mail/), 'collector@figureshop.test');
  await user.type(within(dialog).getByLabelText(/Password/), 'figures-4-ever');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  return dialog;
}

describe('a throttled sign-in form', () => {
  it('says how long to wait, from Retry-After, instead of the server’s English detail', async () => {
    const dialog = await signInOnce();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts, try again in 42 seconds.');
    expect(within(dialog).queryByText(/Request was throttled/)).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('reads the wait from DRF’s detail when the Retry-After header is missing', async () => {
    server.use(http.post(`${TEST_API}/api/account/login/`, () => throttledAnswer(null, 'Request was throttled. Expected available in 7 seconds.')));
    const first = await signInOnce();
    expect(await within(first).findByRole('alert')).toHaveTextContent('Too many attempts, try again in 7 seconds.');
  });

  it('says "later" when the answer gives no wait at all', async () => {
    server.use(http.post(`${TEST_API}/api/account/login/`, () => throttledAnswer(null)));
    const dialog = await signInOnce();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts, try again later.');
  });

  it('uses the singular for one second on the register form', async () => {
    const { user, dialog } = await openDialog('Register', /^Create your .* account$/);
    await user.type(within(dialog).getByLabelText(/E-mail/), 'new@figureshop.test');
    await user.type(within(dialog).getByLabelText(/User name/), 'newbie');
    await user.type(within(dialog).getByLabelText(/Password/), 'long-pass-newbie-1');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts, try again in 1 second.');
  });
});
