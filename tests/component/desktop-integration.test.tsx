/**
 * The shell's desktop-only behaviour (docs/product-rules.md §Desktop 4, 8, 11–12) over a fake `window.desktop`:
 * account deep links navigate the router to their page, refused links raise an error toast, the
 * menu's "Toggle colour mode" toggles it, the unencrypted-storage notice shows until dismissed and
 * is then remembered, and the platform is the desktop one exactly when `window.desktop` exists.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DesktopIntegration } from '@renderer/app/desktop/DesktopIntegration';
import { useAccountDialogStore } from '@renderer/features/auth';
import { ToastHost } from '@renderer/features/toast';
import { choosePlatform } from '@renderer/platform';
import { createDesktopPlatform } from '@renderer/platform/desktop';
import { fakeDesktopBridge } from '../support/fake-desktop-bridge';
import { renderWithApp, TEST_API, testPlatform } from './render-app';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders the shell's desktop part and waits until it listens (it is a chunk of its own; the main process holds links until then). */
async function renderDesktop(encryptionAvailable = true, bridge = fakeDesktopBridge({ config: { apiUrl: TEST_API }, encryptionAvailable })) {
  const rendered = renderWithApp(
    <>
      <DesktopIntegration />
      <Location />
      <ToastHost />
    </>,
    createDesktopPlatform(bridge),
  );
  await waitFor(() => expect(bridge.subscribers()).toEqual({ deepLink: 1, refused: 1, colourMode: 1 }));
  return { bridge, ...rendered };
}

afterEach(() => {
  delete window.desktop;
});

describe('deep links', () => {
  it('opens the password-reset page for a reset link, closing an open account dialog', async () => {
    const { bridge } = await renderDesktop();
    act(() => useAccountDialogStore.getState().show('forgotPassword'));
    act(() => bridge.emitDeepLink({ kind: 'password-reset', uidb64: 'MQ', token: 'abc-123', path: '/account/password-reset?uidb64=MQ&token=abc-123' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/password-reset?uidb64=MQ&token=abc-123');
    expect(useAccountDialogStore.getState().open).toBeNull();
  });

  it('opens the verify-email page for a verification link', async () => {
    const { bridge } = await renderDesktop();
    act(() => bridge.emitDeepLink({ kind: 'verify-email', uid: 'Mg', token: 't0k3n', path: '/account/verify-email/Mg/t0k3n' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/verify-email/Mg/t0k3n');
  });

  it('opens the order page for an order link (the payment provider returning to the app)', async () => {
    const { bridge } = await renderDesktop();
    act(() => bridge.emitDeepLink({ kind: 'order', id: 42, path: '/orders/42' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/42');
  });

  it('shows an error toast with the message of a refused link', async () => {
    const { bridge } = await renderDesktop();
    act(() => bridge.emitDeepLinkRefused({ message: 'A sign-in response was refused: it does not match a sign-in started in this app.' }));
    // The toast's bar is a chunk of its own: the live region is there at once, its words a moment later.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Link not opened'));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('A sign-in response was refused: it does not match a sign-in started in this app.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('stops listening when the shell unmounts', async () => {
    const { bridge, unmount } = await renderDesktop();
    expect(bridge.subscribers()).toEqual({ deepLink: 1, refused: 1, colourMode: 1 });
    unmount();
    expect(bridge.subscribers()).toEqual({ deepLink: 0, refused: 0, colourMode: 0 });
  });
});

describe('menu "Toggle colour mode"', () => {
  it('toggles the colour mode, and the ui.theme preference follows', async () => {
    const { bridge, services } = await renderDesktop();
    expect(services.colourModeStore.getState().mode).toBe('light');
    act(() => bridge.emitColourModeToggle());
    expect(services.colourModeStore.getState().mode).toBe('dark');
    expect(services.preferencesStore.getState().preferences.ui.theme).toBe('dark');
    act(() => bridge.emitColourModeToggle());
    expect(services.colourModeStore.getState().mode).toBe('light');
  });
});

describe('unencrypted-storage notice', () => {
  const notice = () => screen.queryByText(/stored unencrypted on this machine/);

  it('is not shown where stored values are encrypted', async () => {
    await renderDesktop(true);
    expect(notice()).not.toBeInTheDocument();
  });

  it('shows once when encryption is unavailable: dismissed, it stays away on the next start', async () => {
    const { bridge, unmount } = await renderDesktop(false);
    expect(notice()).toBeVisible();
    expect(screen.getByText('Sign-in data is not encrypted.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(bridge.storage.items.get('desktop_unencrypted_notice_dismissed')).toBe('1');

    unmount();
    await renderDesktop(false, bridge);
    expect(screen.getByTestId('location')).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });
});

describe('platform choice', () => {
  it('renders nothing desktop-specific on the web', () => {
    const { container } = renderWithApp(<DesktopIntegration />, testPlatform());
    expect(container.querySelector('.fui-MessageBar')).toBeNull();
    expect(container).toHaveTextContent(/^$/);
  });

  it('is desktop exactly when the preload exposed window.desktop', () => {
    expect(choosePlatform(window).kind).toBe('web');
    window.desktop = fakeDesktopBridge();
    const platform = choosePlatform(window);
    expect(platform.kind).toBe('desktop');
    expect(platform.appUrl('/account/password-reset')).toBe('com.figureshop.app:/account/password-reset');
  });
});
