import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadWebConfig } from '@renderer/platform/config';
import { renderShell, storeSignedIn, TEST_API, testPlatform } from './render-app';

let unread = 3;
const counted: number[] = [];
const server = setupServer(
  // The header's cart link reads the signed-in cart's count (docs/product-rules.md §Cart 4).
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json({ lines: [], item_count: 0, subtotals: [], ready: true, unknown: [] })),
  http.get(`${TEST_API}/api/notifications/count/`, () => {
    counted.push(unread);
    return HttpResponse.json({ unread });
  }),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
  http.patch(`${TEST_API}/api/account/preferences/ui/`, () => HttpResponse.json({ preferences: {} })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  counted.length = 0;
  unread = 3;
  document.cookie = '';
});
afterAll(() => server.close());

/** A web platform in demo mode (VITE_DEMO_MODE=true). */
function demoPlatform() {
  const platform = testPlatform();
  platform.config = loadWebConfig({ VITE_API_URL: TEST_API, VITE_DEMO_MODE: 'true' });
  return platform;
}

describe('shell (§Shell 5, §Notifications 1–2, §Stored 4, §Demo 1)', () => {
  it('anonymous: no bell and no notification call', async () => {
    renderShell();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(counted).toEqual([]);
  });

  it('signed in: the bell shows the unread count, refetched on every route change', async () => {
    storeSignedIn();
    const { router } = renderShell();
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notifications');
    expect(counted).toEqual([3]);
    unread = 2;
    await act(() => router.navigate('/settings'));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    unread = 5;
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    expect(counted).toEqual([3, 2, 5]);
  });

  it('colour mode starts light, toggles to dark, is kept in local storage and agrees with ui.theme', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Described by what a press does from the first paint, before the tooltip code has loaded.
    expect(toggle).toHaveAccessibleDescription('Switch to dark mode');
    expect(document.querySelector('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'light');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleDescription('Switch to light mode');
    expect(document.querySelector('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'dark');
    expect(JSON.parse(window.localStorage.getItem('colour_mode')!).state.mode).toBe('dark');
    expect(JSON.parse(window.localStorage.getItem('user_preferences')!).ui.theme).toBe('dark');
  });

  it('writes the user_prefs cookie on every change', async () => {
    const user = userEvent.setup();
    const { platform } = renderShell();
    await screen.findByText('home page');
    await waitFor(() =>
      expect(JSON.parse(platform.cookies.get('user_prefs') ?? 'null')).toEqual({ theme: 'light', language: 'en', currency: { primary: 'JPY' }, region: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    await waitFor(() => expect(JSON.parse(platform.cookies.get('user_prefs')!).theme).toBe('dark'));
  });

  it('demo mode: a banner links to the playground and the dashboard from config', async () => {
    renderShell(demoPlatform());
    const banner = await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GraphQL API playground' })).toHaveAttribute('href', `${TEST_API}/graphql`);
    expect(screen.getByRole('link', { name: 'Store dashboard' })).toHaveAttribute('href', `${TEST_API}/dashboard`);
  });

  it('no banner outside demo mode', async () => {
    renderShell();
    await screen.findByText('home page');
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).toBeNull();
  });
});
