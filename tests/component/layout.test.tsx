import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../support/match-media';
import { sampleProfile } from '../support/samples';
import { renderShell, storeSignedIn, TEST_API } from './render-app';

// The one-row header (menu, one-tap search), the avatar in the user menu and the footer with its
// switches (docs/product-rules.md §Shell 13, 17, 18).

const server = setupServer(
  // The header's cart link reads the signed-in cart's count (docs/product-rules.md §Cart 4).
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json({ lines: [], item_count: 0, subtotals: [], ready: true, unknown: [] })),
  http.get(`${TEST_API}/api/notifications/count/`, () => HttpResponse.json({ unread: 0 })),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
  http.patch(`${TEST_API}/api/account/preferences/ui/`, () => HttpResponse.json({ preferences: {} })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** A matchMedia where only max-width queries match: a phone-sized window. */
function narrowScreen() {
  vi.stubGlobal('matchMedia', fakeMatchMedia((query) => query.includes('max-width')));
}

/** Holds every requestIdleCallback until `runIdle` (jsdom has none: whenIdle would use a timer). */
function holdIdleCallbacks() {
  const held: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => held.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return { runIdle: () => act(() => held.splice(0).forEach((callback) => callback())) };
}

describe('header on a narrow screen (§Shell 13)', () => {
  it('opens the search in one tap with focus in the field; Enter searches the catalogue', async () => {
    narrowScreen();
    const user = userEvent.setup();
    const { router } = renderShell();
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Search figures' }));
    const field = within(header).getByRole('combobox', { name: 'Search figures' });
    expect(field).toHaveFocus();
    await user.type(field, 'miku{Enter}');
    expect(router.state.location.pathname).toBe('/figures');
    expect(router.state.location.search).toBe('?search=miku');
    // Narrow: the field folds back to its icon once the results are shown. (Folded is CSS, display:
    // none under 640 px, which jsdom does not apply: the button says whether it is open.)
    await waitFor(() => expect(within(header).getByRole('button', { name: 'Search figures' })).toHaveAttribute('aria-expanded', 'false'));
    // Focus goes to the results, not back to the icon, whose tooltip would stay over them on a phone.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Escape closes the search and gives focus back to its button; leaving the field closes it', async () => {
    narrowScreen();
    const user = userEvent.setup();
    renderShell();
    const header = await screen.findByRole('banner');
    const toggle = within(header).getByRole('button', { name: 'Search figures' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    // Folded is CSS (display: none under 640 px), which jsdom does not apply: the button says whether it is open.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());

    await user.click(toggle);
    expect(within(header).getByRole('combobox', { name: 'Search figures' })).toHaveFocus();
    await user.click(screen.getByText('home page'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('a "Menu" button leads to the pages the wide header shows as icons, and to Register when signed out', async () => {
    holdIdleCallbacks(); // the menu's stand-in stays until pressed (below: the swap when idle)
    const user = userEvent.setup();
    const { router } = renderShell();
    const header = await screen.findByRole('banner');
    // jsdom ignores @media rules, so the narrow-only wrapper keeps its wide-screen display: none.
    await user.click(await within(header).findByRole('button', { name: 'Menu', hidden: true }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Home', 'Figures', 'Wishlist', 'Settings', 'Register', 'Switch to dark mode']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('the menu lists Notifications when signed in', async () => {
    holdIdleCallbacks();
    storeSignedIn();
    const user = userEvent.setup();
    renderShell();
    const header = await screen.findByRole('banner');
    // jsdom ignores @media rules, so the narrow-only wrapper keeps its wide-screen display: none.
    await user.click(await within(header).findByRole('button', { name: 'Menu', hidden: true }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Register' })).toBeNull();
  });
});

describe('narrow menu loads when idle (LCP)', () => {
  const menuButton = async () => within(await screen.findByRole('banner')).findByRole('button', { name: 'Menu', hidden: true });

  it("shows a stand-in until the page is idle, then Fluent's menu button", async () => {
    const { runIdle } = holdIdleCallbacks();
    renderShell();
    // The stand-in: same name, no id (Fluent's MenuTrigger gives its trigger one, "menu…").
    expect(await menuButton()).not.toHaveAttribute('id');
    runIdle();
    await waitFor(async () => expect(await menuButton()).toHaveAttribute('id', expect.stringMatching(/^menu/)));
  });

  it('keeps a focused stand-in until it loses focus, so focus is never lost', async () => {
    const { runIdle } = holdIdleCallbacks();
    renderShell();
    const standIn = await menuButton();
    act(() => standIn.focus());
    runIdle();
    // The menu's module is in (the same module the slot loads), and every update it caused is done.
    await act(async () => void (await import('@renderer/app/layout/NavMenu')));
    expect(await menuButton()).toBe(standIn);
    expect(standIn).toHaveFocus();
    act(() => standIn.blur());
    await waitFor(async () => expect(await menuButton()).toHaveAttribute('id', expect.stringMatching(/^menu/)));
  });

  it('opens the menu on a press before the page is idle', async () => {
    holdIdleCallbacks();
    const user = userEvent.setup();
    renderShell();
    await user.click(await menuButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('user menu avatar (§Shell 17)', () => {
  it('shows the uploaded picture in the account button, which keeps its name', async () => {
    storeSignedIn({ ...sampleProfile, profile_picture_url: `${TEST_API}/media/avatars/7.png` });
    renderShell();
    const button = await screen.findByRole('button', { name: 'Account menu for collector' });
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', `${TEST_API}/media/avatars/7.png`));
  });

  it('falls back to the initials without a picture', async () => {
    storeSignedIn();
    renderShell();
    const button = await screen.findByRole('button', { name: 'Account menu for collector' });
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent(/^C/);
  });
});

describe("user menu's moderation item (the app passes the moderation page's path to auth)", () => {
  it('leads a moderator to the moderation page', async () => {
    const user = userEvent.setup();
    storeSignedIn({ ...sampleProfile, is_moderator: true });
    const { router } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Account menu for collector' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Moderation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation'));
  });

  it('is not offered to a collector who is not a moderator', async () => {
    const user = userEvent.setup();
    storeSignedIn();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Account menu for collector' }));
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(screen.queryByRole('menuitem', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});

describe("user menu's orders item (docs/product-rules.md §Orders 4)", () => {
  it('leads the collector to their orders', async () => {
    const user = userEvent.setup();
    storeSignedIn();
    const { router } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Account menu for collector' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Your orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });
});

describe('footer (§Shell 18)', () => {
  it('is the contentinfo landmark with the product name and links to the pages', async () => {
    renderShell();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Figure Shop')).toBeInTheDocument();
    const nav = within(footer).getByRole('navigation', { name: 'Site pages' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Figures', '/figures'],
      ['Wishlist', '/wishlist'],
      ['Cart', '/cart'],
      ['Settings', '/settings'],
    ]);
  });

  it('links to Notifications and Profile when signed in', async () => {
    storeSignedIn();
    renderShell();
    const nav = within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Site pages' });
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
  });

  it('its language buttons change the UI language and the ui.language preference', async () => {
    const user = userEvent.setup();
    renderShell();
    const footer = await screen.findByRole('contentinfo');
    const group = within(footer).getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: '日本語' }));
    // Stored as the click is handled (zustand persist writes synchronously). Read before anything
    // awaits: an earlier test's app may still finish its API calls and write its own state then.
    expect(JSON.parse(window.localStorage.getItem('user_preferences')!).ui.language).toBe('ja');
    expect(await within(footer).findByRole('link', { name: 'ホーム' })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    await user.click(within(footer).getByRole('button', { name: 'English' }));
    expect(await within(footer).findByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('its switch changes the colour mode, as the header toggle does', async () => {
    const user = userEvent.setup();
    renderShell();
    const footer = await screen.findByRole('contentinfo');
    const darkSwitch = within(footer).getByRole('switch', { name: 'Dark mode' });
    expect(darkSwitch).not.toBeChecked();
    await user.click(darkSwitch);
    expect(JSON.parse(window.localStorage.getItem('user_preferences')!).ui.theme).toBe('dark');
    expect(darkSwitch).toBeChecked();
    expect(document.querySelector('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'dark');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      await user.keyboard(' ');
    });
    expect(darkSwitch).not.toBeChecked();
    expect(document.querySelector('[data-colour-mode]')).toHaveAttribute('data-colour-mode', 'light');
  });
});
