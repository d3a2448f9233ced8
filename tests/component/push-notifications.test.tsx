/**
 * Push notifications (docs/product-rules.md §Notifications 9–12). The Web Notifications API is faked at the edge (a
 * `Notification` global that records what is constructed); the API through msw, or a fake
 * notificationsApi for the poll timing.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification as AppNotification } from '@shared/api';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { useNotificationPoll } from '@renderer/features/notifications';
import { notificationListQuery } from '@renderer/features/notifications/notifications-queries';
import { useQuery } from '@tanstack/react-query';
import { SettingsPage } from '@renderer/app/pages/SettingsPage';
import { renderShell, renderWithApp, storeSignedIn, TEST_API, testPlatform } from './render-app';

/** The fake Web Notifications API: its permission, what requestPermission answers, and what was shown. */
const browser = {
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  asked: 0,
  shown: [] as { title: string; options: NotificationOptions; onclick: (() => void) | null; close(): void }[],
};
class FakeNotification {
  static get permission() {
    return browser.permission;
  }
  static async requestPermission() {
    browser.asked += 1;
    browser.permission = browser.answer;
    return browser.answer;
  }
  onclick: (() => void) | null = null;
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    browser.shown.push(this);
  }
  close() {}
}

const item = (id: number, extra: Partial<AppNotification> = {}): AppNotification => ({
  id,
  title: `Old ${id}`,
  body: `Body ${id}`,
  kind: 'info',
  created_at: '2026-11-23T08:00:00Z',
  read: false,
  target: null,
  ...extra,
});

let notifications: AppNotification[] = [];
let serverPrefs: Record<string, unknown> = {};
const counted: number[] = [];
const listed: number[] = [];
const markedRead: number[] = [];
const unread = () => notifications.filter((n) => !n.read).length;
const server = setupServer(
  // The header's cart link reads the signed-in cart's count (docs/product-rules.md §Cart 4).
  http.get(`${TEST_API}/api/account/cart/`, () => HttpResponse.json({ lines: [], item_count: 0, subtotals: [], ready: true, unknown: [] })),
  http.get(`${TEST_API}/api/notifications/count/`, () => {
    counted.push(unread());
    return HttpResponse.json({ unread: unread() });
  }),
  http.get(`${TEST_API}/api/notifications/`, () => {
    listed.push(notifications.length);
    const results = [...notifications].reverse();
    return HttpResponse.json({ count: results.length, next: null, previous: null, results });
  }),
  http.post(`${TEST_API}/api/notifications/:id/read/`, ({ params }) => {
    const id = Number(params.id);
    markedRead.push(id);
    notifications = notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
    return HttpResponse.json(notifications.find((n) => n.id === id));
  }),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: serverPrefs })),
  http.patch(`${TEST_API}/api/account/preferences/:group/`, async ({ params, request }) => {
    serverPrefs = { ...serverPrefs, [String(params.group)]: await request.json() };
    return HttpResponse.json({ preferences: serverPrefs });
  }),
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ base: 'JPY', date: '2026-04-13', rates: { JPY: 1, USD: 0.0062565 } })),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ base: 'CNY', date: '2026-04-13', rates: { CNY: 1, JPY: 23.3944 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.stubGlobal('Notification', FakeNotification);
  Object.assign(browser, { permission: 'granted', answer: 'granted', asked: 0, shown: [] });
  notifications = [item(1), item(2)];
  serverPrefs = {};
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  counted.length = 0;
  listed.length = 0;
  markedRead.length = 0;
});
afterAll(() => server.close());

/** Lets pending requests and effects settle, for the checks that something did NOT happen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

/**
 * A new notification arrives and the route changes (after the first count): the count is fetched
 * again, but the list is not and no system notification shows (push off or not permitted).
 */
async function expectNewOneNotAnnounced(router: ReturnType<typeof renderShell>['router']) {
  notifications.push(item(3));
  await act(() => router.navigate('/settings'));
  await waitFor(() => expect(counted).toHaveLength(2));
  await settle();
  expect(listed).toEqual([]);
  expect(browser.shown).toEqual([]);
}

describe('settings: the push switch and the browser permission (§Notifications 10)', () => {
  it('asks for permission only when the person switches it on, never at load', async () => {
    browser.permission = 'default';
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    const push = screen.getByRole('switch', { name: 'Push notifications' });
    expect(push).toBeChecked();
    await settle();
    expect(browser.asked).toBe(0);
    await user.click(push);
    expect(push).not.toBeChecked();
    expect(browser.asked).toBe(0);
    await user.click(push);
    expect(browser.asked).toBe(1);
    expect(push).toBeChecked();
    expect(JSON.parse(window.localStorage.getItem('user_preferences')!).notifications.push_notifications).toBe(true);
    expect(screen.queryByText('Notifications are blocked')).toBeNull();
  });

  it('when the browser blocks them, a note says so and how to allow them; the choice is still saved', async () => {
    browser.permission = 'default';
    browser.answer = 'denied';
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    const push = screen.getByRole('switch', { name: 'Push notifications' });
    await user.click(push);
    await user.click(push);
    expect(browser.asked).toBe(1);
    expect(await screen.findByText('Notifications are blocked')).toBeInTheDocument();
    expect(push).toHaveAccessibleDescription(expect.stringContaining('site settings (the icon next to the address) → Notifications → Allow'));
    expect(push).toHaveAccessibleDescription(expect.stringContaining('system’s notification settings'));
    expect(JSON.parse(window.localStorage.getItem('user_preferences')!).notifications.push_notifications).toBe(true);
    // Switched off, the note goes; on again while denied, the browser is not asked again.
    await user.click(push);
    expect(screen.queryByText('Notifications are blocked')).toBeNull();
    await user.click(push);
    expect(browser.asked).toBe(1);
    expect(screen.getByText('Notifications are blocked')).toBeInTheDocument();
  });

  it('without the API, says this browser cannot show them; granted shows no note', async () => {
    vi.stubGlobal('Notification', undefined);
    const { unmount } = renderWithApp(<SettingsPage />);
    expect(screen.getByText('Notifications are not available')).toBeInTheDocument();
    unmount();
    vi.stubGlobal('Notification', FakeNotification);
    renderWithApp(<SettingsPage />);
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(screen.queryByText('Notifications are not available')).toBeNull();
    expect(screen.queryByText('Notifications are blocked')).toBeNull();
  });

  it('the e-mail digest switch says what it does', () => {
    renderWithApp(<SettingsPage />);
    expect(screen.getByRole('switch', { name: 'E-mail digest' })).toHaveAccessibleDescription(
      'Once a day, an e-mail to your verified address listing your unread notifications. Each e-mail has a link to stop them.',
    );
  });

  it('signed out, says the digest and push act for the account once signed in; signed in, not', async () => {
    const note = /they start once you sign in/;
    const { unmount } = renderWithApp(<SettingsPage />);
    expect(screen.getByText(note)).toBeInTheDocument();
    unmount();
    storeSignedIn();
    renderWithApp(<SettingsPage />);
    expect(await screen.findByRole('switch', { name: 'E-mail digest' })).toBeInTheDocument();
    expect(screen.queryByText(note)).toBeNull();
  });
});

describe('system notifications for new notifications (§Notifications 9)', () => {
  it('on and granted: a new one shows once, the ones that existed at load never', async () => {
    storeSignedIn();
    const { router } = renderShell();
    await waitFor(() => expect(listed).toEqual([2]));
    await settle();
    expect(browser.shown).toEqual([]);

    const params = { old_price: 9_800, new_price: 9_000, currency: 'JPY' };
    notifications.push(item(3, { kind: 'price_drop', title: 'Price drop: Rem', body: 'stored English', figure_name: 'Rem', target: { type: 'figure', slug: 'rem' }, params }));
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(browser.shown).toHaveLength(1));
    // Worded by the app from the parameters, as the list words it (§Notifications 5).
    expect(browser.shown[0]!.title).toBe('Price drop: Rem');
    expect(browser.shown[0]!.options).toEqual({ body: 'Now ¥9,000 (was ¥9,800).', tag: '3' });

    // Nothing new: the next route change announces nothing again.
    notifications.push(item(4, { read: true }));
    notifications[0] = { ...notifications[0]!, read: true };
    await act(() => router.navigate('/'));
    await waitFor(() => expect(listed).toHaveLength(3));
    await settle();
    expect(browser.shown).toHaveLength(1);
  });

  it('clicking it focuses the window, opens its target and marks it read', async () => {
    storeSignedIn();
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const { router } = renderShell();
    await waitFor(() => expect(listed).toEqual([2]));
    notifications.push(item(3, { target: { type: 'figure', slug: 'rem' } }));
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(browser.shown).toHaveLength(1));
    act(() => browser.shown[0]!.onclick?.());
    expect(focus).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/figures/rem'));
    await waitFor(() => expect(markedRead).toEqual([3]));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('off: none, and switching on later does not announce what arrived meanwhile', async () => {
    serverPrefs = { notifications: { email_digest: true, push_notifications: false } };
    storeSignedIn();
    const { router, services } = renderShell();
    await waitFor(() => expect(counted).toHaveLength(1));
    await waitFor(() => expect(services.preferencesStore.getState().preferences.notifications.push_notifications).toBe(false));
    await expectNewOneNotAnnounced(router);

    act(() => services.preferencesSync.update({ notifications: { push_notifications: true } }));
    await waitFor(() => expect(listed).toHaveLength(1));
    await settle();
    expect(browser.shown).toEqual([]);
    notifications.push(item(4));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(browser.shown.map((n) => n.options.tag)).toEqual(['4']));
  });

  it('on but denied: none', async () => {
    browser.permission = 'denied';
    storeSignedIn();
    const { router } = renderShell();
    await waitFor(() => expect(counted).toHaveLength(1));
    await expectNewOneNotAnnounced(router);
  });
});

describe('the unread-count poll (§Notifications 11–12)', () => {
  function Poll() {
    useNotificationPoll();
    return null;
  }
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  /** Renders the poll on a fake count endpoint; `calls` are the ms (fake clock) each count call started. */
  function renderPoll(control = { fail: false, hold: null as null | Promise<void> }) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    storeSignedIn();
    const services = createAppServices(testPlatform());
    const calls: number[] = [];
    const start = Date.now();
    services.notificationsApi = {
      ...services.notificationsApi,
      count: vi.fn(async () => {
        calls.push(Date.now() - start);
        if (control.hold) await control.hold;
        if (control.fail) throw new Error('Network Error');
        return { unread: 0 };
      }),
    };
    render(
      <AppProviders services={services}>
        <Poll />
      </AppProviders>,
    );
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    return { calls, control, advance, services };
  }

  it('polls once a minute while visible, not while hidden, and resumes when visible again', async () => {
    const { calls, advance } = renderPoll();
    await advance(0);
    expect(calls).toEqual([0]);
    await advance(59_000);
    expect(calls).toHaveLength(1);
    await advance(1_000);
    expect(calls).toEqual([0, 60_000]);
    await advance(60_000);
    expect(calls).toEqual([0, 60_000, 120_000]);

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(300_000);
    expect(calls).toHaveLength(3);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(60_000);
    expect(calls).toEqual([0, 60_000, 120_000, 480_000]);
  });

  it('fetches the open list again when the unread count changes, and only then (§Notifications 16)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    storeSignedIn();
    const services = createAppServices(testPlatform());
    let unreadNow = 3;
    const lists: number[] = [];
    services.notificationsApi = {
      ...services.notificationsApi,
      count: vi.fn(async () => ({ unread: unreadNow })),
      list: vi.fn(async () => {
        lists.push(unreadNow);
        return { count: 0, next: null, previous: null, results: [] };
      }),
    };
    function OpenList() {
      useQuery(notificationListQuery(services.notificationsApi, 1));
      return null;
    }
    render(
      <AppProviders services={services}>
        <Poll />
        <OpenList />
      </AppProviders>,
    );
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    // One poll, then a second for its answer to reach the list.
    const poll = async () => {
      await advance(60_000);
      await advance(1_000);
    };
    await advance(1_000);
    expect(lists).toEqual([3]);
    await poll();
    expect(lists).toEqual([3]);
    unreadNow = 4;
    await poll();
    expect(lists).toEqual([3, 4]);
    await poll();
    expect(lists).toEqual([3, 4]);
    unreadNow = 0;
    await poll();
    expect(lists).toEqual([3, 4, 0]);
  });

  it('never stacks: ticks while a request is in flight start no new one', async () => {
    let release = () => {};
    const control = { fail: false, hold: new Promise<void>((resolve) => (release = resolve)) as null | Promise<void> };
    const { calls, advance } = renderPoll(control);
    await advance(0);
    await advance(200_000);
    expect(calls).toEqual([0]);
    control.hold = null;
    release();
    await advance(60_000);
    expect(calls).toHaveLength(2);
  });

  it('backs off (doubling, 10 min at most) while the API does not answer, and returns to once a minute', async () => {
    const { calls, control, advance, services } = renderPoll();
    await advance(0);
    control.fail = true;
    await advance(60_000 + 1_000 + 120_000 + 1_000 + 240_000 + 1_000 + 480_000 + 1_000 + 600_000 + 1_000);
    // Each failed poll is tried twice (the app's one query retry, 1 s later); starts only:
    const starts = calls.filter((at, i) => i === 0 || at - calls[i - 1]! > 5_000);
    const gaps = starts.slice(1).map((at, i) => at - starts[i]!);
    expect(gaps).toEqual([60_000, 121_000, 241_000, 481_000, 601_000]);

    // The connectivity feature sees the API answer again: the count is fetched at once, and the
    // poll is back to once a minute.
    control.fail = false;
    const before = calls.length;
    act(() => services.connectivityStore.getState().setReachable(false));
    act(() => services.connectivityStore.getState().setReachable(true));
    await advance(0);
    expect(calls).toHaveLength(before + 1);
    const back = calls.at(-1)!;
    await advance(60_000);
    expect(calls.at(-1)! - back).toBe(60_000);
  });
});
