/**
 * docs/product-rules.md §Notifications 9: with `push_notifications` on and the browser's permission granted, a new
 * notification also shows as a system notification (Web Notifications API); switched off, none.
 * The page's `Notification` constructor is wrapped to record every one it creates.
 */
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { moderationPaths } from '../../src/shared/api/moderation';
import { apiSignIn, collector, moderator, signIn } from '../support/accounts';
import { ALONE, mainApiUrl } from './fixtures';

interface ListedFigure {
  slug: string;
  name: string;
  price: { amount: number };
}

interface RecordedNotification {
  title: string;
  body: string;
  tag: string;
}

/** Records every `new Notification(...)` the page makes in window.__recordedNotifications, still creating the real one. */
async function recordSystemNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const recorded: { title: string; body: string; tag: string }[] = [];
    (window as unknown as { __recordedNotifications: typeof recorded }).__recordedNotifications = recorded;
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        recorded.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
      }
    }
    Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
    Object.defineProperty(Recording, 'requestPermission', { value: Real.requestPermission.bind(Real) });
    Object.defineProperty(window, 'Notification', { value: Recording, configurable: true, writable: true });
  });
}

const recorded = (page: Page): Promise<RecordedNotification[]> =>
  page.evaluate(() => (window as unknown as { __recordedNotifications: RecordedNotification[] }).__recordedNotifications);

/** Opens the settings page and sets the push switch. */
async function setPush(page: Page, on: boolean): Promise<void> {
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  const push = page.getByRole('switch', { name: 'Push notifications' });
  if ((await push.isChecked()) !== on) await push.click();
  await expect(push).toBeChecked({ checked: on });
  // Granted: no note about the browser blocking them.
  await expect(page.getByText('Notifications are blocked')).toBeHidden();
}

// A seeded figure's price drops for a while, and the seeded collector's wishlist, push setting and
// notifications change: alone.
test('a new notification shows as a system notification only while push is on', { lock: ALONE }, async ({ page, context, request }) => {
  await context.grantPermissions(['notifications']);
  await recordSystemNotifications(page);

  const listed = await request.get(`${mainApiUrl}${apiPaths.figures}?ordering=-price&page_size=1&status=in_stock`);
  expect(listed.ok()).toBe(true);
  const figure = ((await listed.json()) as { results: ListedFigure[] }).results[0]!;
  const seededPrice = figure.price.amount;
  const collectorAuth = { Authorization: `Bearer ${(await apiSignIn(mainApiUrl, collector)).access_token}` };
  const moderatorAuth = { Authorization: `Bearer ${(await apiSignIn(mainApiUrl, moderator)).access_token}` };
  const setPrice = async (price: number) => {
    const response = await request.patch(`${mainApiUrl}${moderationPaths.figure(figure.slug)}`, { headers: moderatorAuth, data: { price } });
    expect(response.ok()).toBe(true);
  };
  // The newest page the app compares with what it has seen (GET …/notifications/?page=1&page_size=20).
  let looks = 0;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === apiPaths.notifications && url.searchParams.get('page_size') === '20') looks += 1;
  });

  try {
    // The collector wishes for the figure, so a price drop alerts them.
    const wished = await request.post(`${mainApiUrl}${apiPaths.wishlist}`, { headers: collectorAuth, data: { slug: figure.slug } });
    expect(wished.ok()).toBe(true);

    await page.goto('/');
    await signIn(page, collector);
    await setPush(page, true);
    // The first look after sign-in only records what exists: nothing is announced for it.
    await expect.poll(() => looks).toBeGreaterThan(0);
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toHaveAttribute('data-unread', /^\d+$/);
    const unread = Number(await bell.getAttribute('data-unread'));
    expect(await recorded(page)).toEqual([]);

    // The moderator drops the price; the next route change notices the alert.
    await setPrice(seededPrice - 100);
    await page.getByRole('link', { name: 'Wishlist', exact: true }).first().click();
    await expect(bell).toHaveAttribute('data-unread', String(unread + 1));
    await expect.poll(() => recorded(page)).toHaveLength(1);
    const [shown] = await recorded(page);
    expect(shown!.title).toBe(`Price drop: ${figure.name}`);
    expect(shown!.tag).toMatch(/^\d+$/);

    // Push off: the next alert reaches the bell, but no system notification.
    await setPush(page, false);
    const looksWhileOn = looks;
    await setPrice(seededPrice - 200);
    await page.getByRole('link', { name: 'Wishlist', exact: true }).first().click();
    await expect(bell).toHaveAttribute('data-unread', String(unread + 2));
    expect(looks).toBe(looksWhileOn);
    expect(await recorded(page)).toHaveLength(1);
  } finally {
    await request.patch(`${mainApiUrl}${moderationPaths.figure(figure.slug)}`, { headers: moderatorAuth, data: { price: seededPrice } });
    await request.delete(`${mainApiUrl}${apiPaths.wishlistItem(figure.slug)}`, { headers: collectorAuth });
  }
});
