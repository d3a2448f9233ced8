import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthControls } from '@renderer/features/auth/components/AuthControls';
import { MODERATION_PATH } from '@renderer/features/moderation';
import { sampleProfile } from '../support/samples';
import { fakeJwt } from '../support/jwt';
import { renderWithApp, TEST_API } from './render-app';

const accessToken = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 300 });
/** Every login request the fake API received. */
const loginBodies: unknown[] = [];
const server = setupServer(
  http.post(`${TEST_API}/api/account/login/`, async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    loginBodies.push(body);
    if (body.password !== 'figures-4-ever') {
      // simplejwt's answer, as the demo API sends it.
      return HttpResponse.json({ detail: 'No active account found with the given credentials', code: 'no_active_account' }, { status: 401 });
    }
    return HttpResponse.json({ access_token: accessToken, refresh_token: 'refresh-1' });
  }),
  // Signing in also syncs preferences (docs/product-rules.md §Preferences 6); an empty answer keeps the defaults.
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
  http.get(`${TEST_API}/api/account/profile/`, ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${accessToken}`
      ? HttpResponse.json({ ...sampleProfile, is_moderator: true })
      : HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  loginBodies.length = 0;
});
afterAll(() => server.close());

async function openSignIn() {
  const user = userEvent.setup();
  renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to Figure Shop' });
  return { user, dialog };
}

describe('SignInDialog', () => {
  it('signs in, closes, and shows the user menu with the Moderator badge', async () => {
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'collector@figureshop.test');
    await user.type(within(dialog).getByLabelText(/Password/), 'figures-4-ever');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const menu = await screen.findByRole('button', { name: 'Account menu for collector' });
    expect(menu).toHaveTextContent('Moderator');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(window.localStorage.getItem('auth_state')).toBe('signedIn'));
    expect(window.localStorage.getItem('access_token')).toBe(accessToken);
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it("shows the app's message for a wrong password (no_active_account) and stores no token", async () => {
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'collector@figureshop.test');
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await within(dialog).findByText('The e-mail or password is wrong. Check both and try again.')).toBeVisible();
    expect(within(dialog).queryByText('No active account found with the given credentials')).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('auth_state')).not.toBe('signedIn');
  });

  it('shows the Japanese message for a wrong password in the ja interface (400 with the no_active_account code too)', async () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language: 'ja' } }));
    server.use(
      http.post(`${TEST_API}/api/account/login/`, () =>
        HttpResponse.json({ detail: 'No active account found with the given credentials', code: 'no_active_account' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />);
    await user.click(await screen.findByRole('button', { name: 'サインイン' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/メールアドレス/), 'collector@figureshop.test');
    await user.type(within(dialog).getByLabelText(/パスワード/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'サインイン' }));
    expect(
      await within(dialog).findByText('メールアドレスまたはパスワードが正しくありません。両方を確認して、もう一度お試しください。'),
    ).toBeVisible();
  });

  it('checks the e-mail format before sending and sends nothing when it is wrong', async () => {
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'foo@');
    await user.type(within(dialog).getByLabelText(/Password/), 'figures-4-ever');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    // The register dialog's message (auth.invalidEmail).
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(loginBodies).toEqual([]);
  });

  it('keeps the server message for a code the app does not know', async () => {
    server.use(http.post(`${TEST_API}/api/account/login/`, () => HttpResponse.json({ detail: 'Sign-in is paused for maintenance.', code: 'maintenance' }, { status: 503 })));
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'collector@figureshop.test');
    await user.type(within(dialog).getByLabelText(/Password/), 'figures-4-ever');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Sign-in is paused for maintenance.')).toBeVisible();
  });

  it('shows server field errors under their fields, in the app wording', async () => {
    server.use(http.post(`${TEST_API}/api/account/login/`, () => HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 })));
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'x@y.z');
    await user.type(within(dialog).getByLabelText(/Password/), 'whatever');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const email = within(dialog).getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'));
    // Field errors only: no form-level message bar.
    expect(dialog.querySelector('.fui-MessageBar')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const { user, dialog } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveAccessibleDescription('Enter your e-mail.');
    expect(within(dialog).getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
  });

  it('shows a readable message when the server cannot be reached', async () => {
    server.use(http.post(`${TEST_API}/api/account/login/`, () => HttpResponse.error()));
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'collector@figureshop.test');
    await user.type(within(dialog).getByLabelText(/Password/), 'figures-4-ever');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText(/Cannot reach the server/)).toBeVisible();
  });
});

describe('context hooks (§API 10)', () => {
  it('throw a clear error outside their providers', async () => {
    const { render } = await import('@testing-library/react');
    const { useSession } = await import('@renderer/features/auth');
    const { usePlatform } = await import('@renderer/platform/services');
    const UsesSession = () => (useSession(), null);
    const UsesPlatform = () => (usePlatform(), null);
    const quiet = console.error;
    console.error = () => {};
    try {
      // Both read the one services context (platform/services.tsx).
      expect(() => render(<UsesSession />)).toThrow('useServices must be used within a ServicesProvider');
      expect(() => render(<UsesPlatform />)).toThrow('useServices must be used within a ServicesProvider');
    } finally {
      console.error = quiet;
    }
  });
});
