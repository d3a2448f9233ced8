/** The register dialog shows the app's wording for the API's field errors (issue 14 item 4). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthControls } from '@renderer/features/auth/components/AuthControls';
import { renderWithApp, TEST_API } from './render-app';

const registerBodies: unknown[] = [];
const server = setupServer(
  http.post(`${TEST_API}/api/account/register/`, async ({ request }) => {
    registerBodies.push(await request.json());
    // The demo API's duplicates answer (DRF's UniqueValidator wording, no code in the body).
    return HttpResponse.json(
      { email: ['user with this email already exists.'], username: ['A user with that username already exists.'] },
      { status: 400 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  registerBodies.length = 0;
});
afterAll(() => server.close());

describe('RegisterDialog messages', () => {
  it('shows a taken e-mail and user name under their fields in the app wording', async () => {
    const user = userEvent.setup();
    renderWithApp(<AuthControls />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: /^Create your/ });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'collector@figureshop.test');
    await user.type(within(dialog).getByLabelText(/User name/), 'collector');
    await user.type(within(dialog).getByLabelText(/Password/), 'a-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/E-mail/)).toHaveAccessibleDescription(
        'An account with this e-mail address already exists. Sign in, or reset its password.',
      ),
    );
    expect(within(dialog).getByLabelText(/User name/)).toHaveAccessibleDescription('This user name is taken. Choose another one.');
  });

  it('says a too-short password in the interface language and sends nothing', async () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language: 'ja' } }));
    const user = userEvent.setup();
    renderWithApp(<AuthControls />);
    await user.click(await screen.findByRole('button', { name: '登録' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /メールアドレス/ }), 'new@figureshop.test');
    await user.type(within(dialog).getByRole('textbox', { name: /ユーザー名/ }), 'newbie');
    await user.type(within(dialog).getByLabelText(/^パスワード/), 'short');
    await user.click(within(dialog).getByRole('button', { name: '登録' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^パスワード/)).toHaveAccessibleDescription(/パスワードは8文字以上にしてください。/));
    expect(registerBodies).toEqual([]);
  });
});
