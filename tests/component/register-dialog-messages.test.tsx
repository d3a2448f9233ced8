/**
 * The register dialog: the app's wording for the API's field errors (docs/product-rules.md §Locales 6), the shared
 * password rules in the interface language, and "check your inbox" after a registration answered
 * without tokens (§Sign-in 2: that is not signing in).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthControls } from '@renderer/features/auth/components/AuthControls';
import { MODERATION_PATH } from '@renderer/features/moderation';
import { loadCommonPasswords } from '@renderer/features/auth/common-passwords';
import enAuthOnly from '@renderer/locales/en/auth.json';
import enAuthForms from '@renderer/locales/en/authForms.json';
import jaAuthOnly from '@renderer/locales/ja/auth.json';
import jaAuthForms from '@renderer/locales/ja/authForms.json';
import zhAuthOnly from '@renderer/locales/zh/auth.json';
import zhAuthForms from '@renderer/locales/zh/authForms.json';

// The header's words (auth) and the forms' (authForms), as each language has them.
const enAuth = { ...enAuthOnly, ...enAuthForms };
const jaAuth = { ...jaAuthOnly, ...jaAuthForms };
const zhAuth = { ...zhAuthOnly, ...zhAuthForms };
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
    renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />);
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
    renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />);
    await user.click(await screen.findByRole('button', { name: '登録' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /メールアドレス/ }), 'new@figureshop.test');
    await user.type(within(dialog).getByRole('textbox', { name: /ユーザー名/ }), 'newbie');
    await user.type(within(dialog).getByLabelText(/^パスワード/), 'short');
    await user.click(within(dialog).getByRole('button', { name: '登録' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^パスワード/)).toHaveAccessibleDescription(/パスワードは8文字以上にしてください。/));
    expect(registerBodies).toEqual([]);
  });

  it('after registering says to check the inbox, and stays signed out (no tokens in the answer)', async () => {
    server.use(
      http.post(`${TEST_API}/api/account/register/`, async ({ request }) => {
        registerBodies.push(await request.json());
        return HttpResponse.json({ detail: 'Check your inbox: we sent a link to finish creating your account.' }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: /^Create your/ });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'new@figureshop.test');
    await user.type(within(dialog).getByLabelText(/User name/), 'newbie');
    await user.type(within(dialog).getByLabelText(/Password/), 'a-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(enAuth.registeredCheckMail)).toBeVisible();
    expect(registerBodies).toEqual([{ email: 'new@figureshop.test', username: 'newbie', password: 'a-long-password' }]);
    expect(window.localStorage.getItem('auth_state')).not.toBe('signedIn');
    expect(screen.queryByRole('button', { name: /^Account menu for/ })).toBeNull();
  });

  const languages = [
    ['en', enAuth],
    ['ja', jaAuth],
    ['zh', zhAuth],
  ] as const;
  const weak = [
    ['aaaaaaaa', 'passwordRepeatedCharacter'],
    ['qwertyui', 'passwordSequence'],
    ['        ', 'passwordOnlyWhitespace'],
    // On the common-password list the form loads with itself (most common first).
    ['Baseball', 'passwordTooCommon'],
  ] as const;
  it.each(languages)('says why a weak password is refused in %s, and sends nothing', async (language, strings) => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ ui: { language } }));
    const user = userEvent.setup();
    renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />);
    await user.click(await screen.findByRole('button', { name: strings.register }));
    const dialog = await screen.findByRole('dialog');
    // The list arrives in its own chunk; the typing below gives the form time to take it in.
    await loadCommonPasswords();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(strings.email) }), 'new@figureshop.test');
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(strings.username) }), 'newbie');
    const password = within(dialog).getByLabelText(new RegExp(`^${strings.password}`));
    for (const [value, key] of weak) {
      await user.clear(password);
      await user.type(password, value);
      await user.click(within(dialog).getByRole('button', { name: strings.register }));
      await waitFor(() => expect(password).toHaveAccessibleDescription(new RegExp(escape(strings[key]))));
    }
    expect(registerBodies).toEqual([]);
  });
});

/** `text` as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
