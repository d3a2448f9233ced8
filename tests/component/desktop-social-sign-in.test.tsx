/**
 * Social sign-in in the desktop app (docs/product-rules.md §Desktop 9), with the platform's OAuth mocked at the
 * edge (what the main process would answer) and the API mocked with msw: the code, redirect URI
 * and PKCE verifier from the main process go to /api/account/social/{provider}/ as on the web,
 * the Discord invite follows, and cancel, refusal, timeout and a token-less answer end as clear
 * messages in the dialog. The web redirect flow stays as it was.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OAuthSignInResult } from '@shared/ipc';
import type { OAuthProvider } from '@shared/oauth';
import { AuthControls } from '@renderer/features/auth/components/AuthControls';
import { MODERATION_PATH } from '@renderer/features/moderation';
import { useDesktopSignIn } from '@renderer/features/auth/social/desktop-sign-in';
import { createDesktopPlatform } from '@renderer/platform/desktop';
import { fakeDesktopBridge, type FakeDesktopBridge } from '../support/fake-desktop-bridge';
import { fakeJwt } from '../support/jwt';
import { sampleProfile } from '../support/samples';
import { renderWithApp, TEST_API, testPlatform } from './render-app';

const accessToken = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 300 });
const INVITE = 'https://discord.gg/figure-shop';
const socialBodies: { provider: string; body: unknown }[] = [];

const server = setupServer(
  http.post(`${TEST_API}/api/account/social/:provider/`, async ({ request, params }) => {
    socialBodies.push({ provider: String(params.provider), body: await request.json() });
    const discord = params.provider === 'discord';
    return HttpResponse.json({ access_token: accessToken, refresh_token: 'refresh-1', discord_invite_needed: discord, discord_invite_url: discord ? INVITE : null });
  }),
  http.get(`${TEST_API}/api/account/profile/`, () => HttpResponse.json(sampleProfile)),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  socialBodies.length = 0;
  useDesktopSignIn.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const callback = (provider: OAuthProvider): OAuthSignInResult => ({
  provider,
  code: `code-${provider}`,
  state: 'S'.repeat(43),
  redirectUrl: `com.figureshop.app:/oauth/${provider}`,
  codeVerifier: 'v'.repeat(43),
});

/**
 * A bridge whose oauth.start waits until the test settles it, and whose cancel ends the pending
 * attempt with the main process's message, as OAuthCoordinator does.
 */
function desktopWithPendingOAuth() {
  const bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API } });
  const pending: { resolve?: (result: OAuthSignInResult) => void; reject?: (error: Error) => void } = {};
  bridge.oauth.start.mockImplementation(
    () =>
      new Promise<OAuthSignInResult>((resolve, reject) => {
        pending.resolve = resolve;
        pending.reject = reject;
      }),
  );
  bridge.oauth.cancel.mockImplementation(async (provider) => {
    pending.reject?.(new Error(`Sign-in with ${provider === 'google' ? 'Google' : 'Discord'} was cancelled.`));
  });
  return { bridge, pending };
}

async function continueWith(bridge: FakeDesktopBridge, provider: 'Discord' | 'Google') {
  const user = userEvent.setup();
  const rendered = renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />, createDesktopPlatform(bridge));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to Figure Shop' });
  await user.click(within(dialog).getByRole('button', { name: `Continue with ${provider}` }));
  return { user, dialog, ...rendered };
}

describe('desktop social sign-in', () => {
  it('Discord: waits for the browser, posts code + redirectUrl + code_verifier, signs in and offers the invite', async () => {
    const { bridge, pending } = desktopWithPendingOAuth();
    const { user, dialog } = await continueWith(bridge, 'Discord');

    expect(bridge.oauth.start).toHaveBeenCalledWith('discord');
    expect(await within(dialog).findByText(/Continue in your browser: sign in with Discord there/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel Discord sign-in' })).toBeEnabled();

    pending.resolve?.(callback('discord'));
    const invite = await screen.findByRole('dialog', { name: 'Join the Figure Shop Discord' });
    expect(socialBodies).toEqual([
      { provider: 'discord', body: { code: 'code-discord', redirectUrl: 'com.figureshop.app:/oauth/discord', code_verifier: 'v'.repeat(43) } },
    ]);
    expect(within(invite).getByRole('link', { name: 'Join the server' })).toHaveAttribute('href', INVITE);
    expect(screen.getByRole('button', { name: 'Account menu for collector' })).toBeVisible();
    // The tokens went to the desktop storage, not to the page's localStorage.
    await waitFor(() => expect(bridge.storage.items.get('access_token')).toBe(accessToken));
    expect(window.localStorage.getItem('access_token')).toBeNull();

    await user.click(within(invite).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bridge.oauth.cancel).not.toHaveBeenCalled();
  });

  it('Google: signs in and closes the dialog, with no invite', async () => {
    const bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API } });
    bridge.oauth.start.mockResolvedValue(callback('google'));
    await continueWith(bridge, 'Google');

    expect(await screen.findByRole('button', { name: 'Account menu for collector' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(socialBodies.map((s) => s.provider)).toEqual(['google']);
  });

  it('"Cancel" asks the main process to cancel and shows its message; the buttons work again', async () => {
    const { bridge } = desktopWithPendingOAuth();
    const { user, dialog } = await continueWith(bridge, 'Discord');

    await user.click(await within(dialog).findByRole('button', { name: 'Cancel Discord sign-in' }));
    expect(bridge.oauth.cancel).toHaveBeenCalledWith('discord');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign-in with Discord was cancelled.');
    expect(within(dialog).queryByRole('button', { name: 'Cancel Discord sign-in' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Discord' })).toBeEnabled();
    expect(socialBodies).toEqual([]);
  });

  it.each([
    ['a refused callback', 'The sign-in response was refused: it did not match the sign-in that was started.'],
    ['a timeout', 'Sign-in with Google timed out after 10 minutes. Please try again.'],
    ['a provider denial', 'Sign-in with Google was denied at the provider.'],
  ])('shows %s as the main process words it', async (_case, message) => {
    const bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API } });
    bridge.oauth.start.mockRejectedValue(new Error(message));
    const { dialog } = await continueWith(bridge, 'Google');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(socialBodies).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });

  it("shows the spec's error when the API answers without an access token, and stays signed out", async () => {
    server.use(http.post(`${TEST_API}/api/account/social/:provider/`, () => HttpResponse.json({ refresh_token: 'r', discord_invite_needed: false })));
    const bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API } });
    bridge.oauth.start.mockResolvedValue(callback('discord'));
    const { dialog } = await continueWith(bridge, 'Discord');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign-in with Discord failed: discord login failed: No access token in response');
    expect(bridge.storage.items.get('access_token')).toBeUndefined();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });

  it('closing the sign-in dialog while the browser is open cancels that sign-in, and its late answer changes nothing', async () => {
    const { bridge, pending } = desktopWithPendingOAuth();
    const { user, dialog } = await continueWith(bridge, 'Discord');
    await within(dialog).findByRole('button', { name: 'Cancel Discord sign-in' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bridge.oauth.cancel).toHaveBeenCalledWith('discord');
    pending.resolve?.(callback('discord'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socialBodies).toEqual([]);
    expect(useDesktopSignIn.getState()).toMatchObject({ phase: 'idle', error: null, inviteUrl: null });
  });
});

describe('web social sign-in (unchanged)', () => {
  it('keeps state + PKCE in sessionStorage and leaves the page for the provider, without the desktop bridge', async () => {
    // jsdom cannot navigate; it reports the attempt on the console instead.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<AuthControls moderationPath={MODERATION_PATH} />, testPlatform());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Figure Shop' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Discord' }));

    await waitFor(() => expect(window.sessionStorage.getItem('oauth_pending')).not.toBeNull());
    const pending = JSON.parse(window.sessionStorage.getItem('oauth_pending') ?? '{}') as Record<string, unknown>;
    expect(pending).toMatchObject({ provider: 'discord', redirectUri: 'http://app.test/oauth/discord/callback' });
    expect(within(dialog).queryByText(/Continue in your browser/)).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
