/** The profile page's "Sign-in and security" section and its dialogs (docs/product-rules.md §Account 9–12). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@shared/api';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { AccountSecuritySection } from '@renderer/features/profile/components/AccountSecuritySection';
import { ConfirmEmailPage } from '@renderer/features/profile/pages/ConfirmEmailPage';
import { ProfilePage } from '@renderer/features/profile/pages/ProfilePage';
import { CONFIRM_EMAIL_ROUTE } from '@renderer/features/profile/pages';
import { fakeJwt } from '../support/jwt';
import { sampleProfile } from '../support/samples';
import { renderWithApp, testPlatform, TEST_API } from './render-app';

const bodies: Record<string, unknown[]> = {};
function record(path: string, body: unknown) {
  (bodies[path] ??= []).push(body);
}
const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
  http.post(`${TEST_API}/api/account/token/revoke/`, () => HttpResponse.json({})),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  for (const key of Object.keys(bodies)) delete bodies[key];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signIn(profile: Profile = sampleProfile) {
  window.localStorage.setItem('auth_state', 'signedIn');
  window.localStorage.setItem('access_token', fakeJwt({ exp: Math.floor(Date.now() / 1000) + 300 }));
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('profile', JSON.stringify({ ...profile, lastUpdated: Date.now() }));
}

async function open(button: string, title: string) {
  const user = userEvent.setup();
  signIn();
  renderWithApp(<AccountSecuritySection />);
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog };
}

describe('section', () => {
  it('is a labelled region with the three actions, and no resend button for a verified address', async () => {
    signIn();
    renderWithApp(<AccountSecuritySection />);
    const region = await screen.findByRole('region', { name: 'Sign-in and security' });
    for (const name of ['Change password', 'Change e-mail', 'Delete account']) expect(within(region).getByRole('button', { name })).toBeVisible();
    expect(within(region).getByText('Verified')).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });

  it('resends the verification e-mail for an unverified address and says so; a 400 is shown', async () => {
    let verified = false;
    server.use(
      http.post(`${TEST_API}/api/account/verify-email/resend/`, () =>
        verified
          ? HttpResponse.json({ detail: 'Your e-mail address is already verified.', code: 'already_verified' }, { status: 400 })
          : HttpResponse.json({ detail: 'We sent a new verification e-mail.' }),
      ),
    );
    const user = userEvent.setup();
    signIn({ ...sampleProfile, email_verified: false });
    renderWithApp(<AccountSecuritySection />);
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(`We sent a new verification e-mail to ${sampleProfile.email}. Open the link in it.`)).toBeVisible();
    verified = true;
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail address is already verified.');
  });
});

describe('change password dialog', () => {
  it('checks the fields before calling the server, each message under its field', async () => {
    const { user, dialog } = await open('Change password', 'Change your password');
    await user.type(within(dialog).getByLabelText(/^New password/), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription('Fill in this field.');
    expect(within(dialog).getByLabelText(/^New password/)).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters. Use more than digits.'));
    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'qwertyui');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('The password can’t be a row of keys or a sequence, like qwertyui or abcdefgh.'),
    );
    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'good-password');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'other-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(bodies['password']).toBeUndefined();
  });

  it('shows a wrong current password under its field', async () => {
    server.use(
      http.post(`${TEST_API}/api/account/password/change/`, async ({ request }) => {
        record('password', await request.json());
        return HttpResponse.json({ current_password: ['Your old password was entered incorrectly. Please enter it again.'] }, { status: 400 });
      }),
    );
    const { user, dialog } = await open('Change password', 'Change your password');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong-one');
    await user.type(within(dialog).getByLabelText(/^New password/), 'good-password');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'good-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription('Your old password was entered incorrectly. Please enter it again.'),
    );
    expect(bodies['password']).toEqual([{ current_password: 'wrong-one', new_password: 'good-password' }]);
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('on success keeps this session with the new token pair and closes; Escape closes too', async () => {
    const fresh = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 300, jti: 'fresh' });
    server.use(
      http.post(`${TEST_API}/api/account/password/change/`, () =>
        HttpResponse.json({ detail: 'Your password was changed.', access_token: fresh, refresh_token: 'refresh-2' }),
      ),
    );
    const { user, dialog } = await open('Change password', 'Change your password');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'figures-4-ever');
    await user.type(within(dialog).getByLabelText(/^New password/), 'good-password');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'good-password');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(window.localStorage.getItem('refresh_token')).toBe('refresh-2'));
    expect(window.localStorage.getItem('access_token')).toBe(fresh);
    expect(window.localStorage.getItem('auth_state')).toBe('signedIn');

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('dialog', { name: 'Change your password' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('change e-mail dialog', () => {
  it('checks the address locally, shows a taken address under its field, then says where the link went', async () => {
    let taken = true;
    server.use(
      http.post(`${TEST_API}/api/account/email/change/`, async ({ request }) => {
        record('email', await request.json());
        return taken
          ? HttpResponse.json({ new_email: ['user with this email already exists.'] }, { status: 400 })
          : HttpResponse.json({ detail: 'We sent a confirmation link to the new address.' });
      }),
      http.get(`${TEST_API}/api/account/profile/`, () => HttpResponse.json({ ...sampleProfile, pending_email: 'new.me@figureshop.test' })),
    );
    const { user, dialog } = await open('Change e-mail', 'Change your e-mail address');
    const address = within(dialog).getByLabelText(/^New e-mail address/);
    await user.type(address, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(address).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription('Fill in this field.');
    await user.clear(address);
    await user.type(address, sampleProfile.email.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(address).toHaveAccessibleDescription('This is already your e-mail address.');
    expect(bodies['email']).toBeUndefined();

    await user.clear(address);
    await user.type(address, 'moderator@figureshop.test');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'figures-4-ever');
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('user with this email already exists.'));

    taken = false;
    await user.clear(address);
    await user.type(address, 'New.Me@figureshop.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(dialog).findByText(/Check new\.me@figureshop\.test: open the link/)).toBeVisible();
    expect(bodies['email']!.at(-1)).toEqual({ new_email: 'New.Me@figureshop.test', current_password: 'figures-4-ever' });
    // The profile is read again: it now names the pending address (§Account 10).
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('profile') ?? '{}').pending_email).toBe('new.me@figureshop.test'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the profile page', () => {
  it('names the address an e-mail change waits for, and nothing when none', async () => {
    server.use(http.get(`${TEST_API}/api/account/profile/`, () => HttpResponse.json({ ...sampleProfile, pending_email: 'new.me@figureshop.test' })));
    signIn({ ...sampleProfile, pending_email: 'new.me@figureshop.test' });
    const { unmount } = renderWithApp(<ProfilePage />);
    expect(await screen.findByText('Waiting for you to confirm new.me@figureshop.test: open the link we sent there. Until then, this address stays.')).toBeVisible();
    unmount();
    server.use(http.get(`${TEST_API}/api/account/profile/`, () => HttpResponse.json({ ...sampleProfile, pending_email: null })));
    signIn({ ...sampleProfile, pending_email: null });
    renderWithApp(<ProfilePage />);
    expect(await screen.findByText(sampleProfile.email)).toBeVisible();
    expect(screen.queryByText(/Waiting for you to confirm/)).toBeNull();
  });
});

describe('delete account dialog', () => {
  it('asks for the e-mail exactly, shows a wrong password under its field, then deletes and signs out', async () => {
    let wrong = true;
    server.use(
      http.post(`${TEST_API}/api/account/delete/`, async ({ request }) => {
        record('delete', await request.json());
        return wrong
          ? HttpResponse.json({ current_password: ['Your old password was entered incorrectly. Please enter it again.'] }, { status: 400 })
          : HttpResponse.json({ detail: 'Your account and its data were deleted.' });
      }),
    );
    const { user, dialog } = await open('Delete account', 'Delete your account');
    const confirmation = within(dialog).getByLabelText(/^Type your e-mail address to confirm/);
    expect(confirmation).toHaveAccessibleDescription(`Type ${sampleProfile.email} exactly as shown.`);
    await user.type(confirmation, 'someone@else.test');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(confirmation).toHaveAccessibleDescription(expect.stringContaining('This is not the e-mail address of your account.'));
    expect(bodies['delete']).toBeUndefined();

    await user.clear(confirmation);
    await user.type(confirmation, sampleProfile.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription('Your old password was entered incorrectly. Please enter it again.'),
    );
    expect(window.localStorage.getItem('auth_state')).toBe('signedIn');

    wrong = false;
    await user.clear(within(dialog).getByLabelText(/^Current password/));
    await user.type(within(dialog).getByLabelText(/^Current password/), 'figures-4-ever');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(window.localStorage.getItem('auth_state')).not.toBe('signedIn'));
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(bodies['delete']!.at(-1)).toEqual({ confirmation: sampleProfile.email, current_password: 'figures-4-ever' });
  });
});

describe('confirm e-mail page', () => {
  function renderAt(path: string) {
    const services = createAppServices(testPlatform());
    render(
      <AppProviders services={services}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={CONFIRM_EMAIL_ROUTE} element={<ConfirmEmailPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
  }

  it('posts the link once and shows the new address', async () => {
    server.use(
      http.post(`${TEST_API}/api/account/email/change/confirm/`, async ({ request }) => {
        record('confirm', await request.json());
        return HttpResponse.json({ detail: 'Your e-mail address was changed.', email: 'new.me@figureshop.test' });
      }),
    );
    renderAt('/account/confirm-email/Mw/abc.def');
    expect(await screen.findByText('Done: your e-mail address is now new.me@figureshop.test.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
    expect(bodies['confirm']).toEqual([{ uidb64: 'Mw', token: 'abc.def' }]);
  });

  it("shows the server's reason for a bad link", async () => {
    server.use(
      http.post(`${TEST_API}/api/account/email/change/confirm/`, () =>
        HttpResponse.json({ detail: 'This confirmation link has already been used.', code: 'used_token' }, { status: 400 }),
      ),
    );
    renderAt('/account/confirm-email/Mw/abc.def');
    expect(await screen.findByText('This confirmation link did not work: This confirmation link has already been used.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
