/**
 * Wishlist alerts end to end (docs/product-rules.md §Wishlist 6–8, §Notifications 2, 7, 9, 13),
 * in one journey: a collector wishes for a figure; the moderator, signed in
 * in another browser context, drops its price on the moderation page; the collector's bell rises on
 * the next route change, the notification opens the figure with the new price, a system
 * notification (Web Notifications API, permission granted to this browser) was shown only while
 * `push_notifications` was on, and the next digest in the mailbox lists the alert only while
 * `email_digest` was on. The seeded price is put back at the end for the other specs.
 */
import { expect, test, type Browser, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { moderationPaths } from '../../src/shared/api/moderation';
import { apiSignIn, moderator, newAccount, register, signIn } from '../support/accounts';
import { latestMail } from '../support/demo-api';
import { ALONE, WORKERS, mainApiUrl, webOrigin } from './fixtures';

interface ListedFigure {
  slug: string;
  name: string;
  price: { amount: number; currency: string };
}

interface RecordedNotification {
  title: string;
  tag: string;
}

// Granted up front, as if the person had allowed the browser's prompt earlier.
test.use({ permissions: ['notifications'] });

/** Records every system notification the page creates (window.__systemNotifications), still showing the real one. */
async function recordSystemNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; tag: string }[] = [];
    (window as unknown as { __systemNotifications: typeof shown }).__systemNotifications = shown;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, tag: options?.tag ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  });
}

const systemNotifications = (page: Page): Promise<RecordedNotification[]> =>
  page.evaluate(() => (window as unknown as { __systemNotifications: RecordedNotification[] }).__systemNotifications);

type NotificationSetting = 'push_notifications' | 'email_digest';
const switchLabels: Record<NotificationSetting, string> = { push_notifications: 'Push notifications', email_digest: 'E-mail digest' };

/** Sets a notifications switch on the settings page and waits until the server has the new value (`token`: the account's access token). */
async function setSwitch(page: Page, token: string, setting: NotificationSetting, on: boolean): Promise<void> {
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  const toggle = page.getByRole('switch', { name: switchLabels[setting] });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  await expect
    .poll(async () => {
      const response = await page.request.get(`${mainApiUrl}${apiPaths.preferences}`, { headers: { Authorization: `Bearer ${token}` } });
      const { preferences } = (await response.json()) as { preferences: unknown };
      const stored = (typeof preferences === 'string' ? JSON.parse(preferences) : preferences) as { notifications?: Partial<Record<NotificationSetting, boolean>> };
      return stored.notifications?.[setting];
    })
    .toBe(on);
}

/** The moderator's page in its own browser context: finds `slug` on /moderation. */
async function moderatorPage(browser: Browser, slug: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: webOrigin });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, moderator);
  await page.goto('/moderation');
  await page.getByRole('textbox', { name: /Figure name or slug/ }).fill(slug);
  await page.getByRole('button', { name: 'Find figure' }).click();
  return page;
}

/** Sets the figure's price on the moderator's open editor and waits for "Figure saved". */
async function setPrice(page: Page, currency: string, amount: number): Promise<void> {
  const price = page.getByRole('spinbutton', { name: `Price (${currency})` });
  await expect(price).toBeVisible();
  await price.fill(String(amount));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Figure saved')).toBeVisible();
  await page.getByText('Figure saved').waitFor({ state: 'hidden' }).catch(() => undefined);
}

/** Asks the demo API to send today's digests now; answers who got one. */
async function sendDigests(page: Page): Promise<string[]> {
  const response = await page.request.post(`${mainApiUrl}/dashboard/digests`, { data: {} });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { sent: string[] }).sent;
}

// A seeded figure's price drops for a while, and the digests go out to every account: alone.
test('wish, a price drop by the moderator, the bell, the figure, a system notification only with push on, a digest only with e-mail on', { lock: ALONE }, async ({ page, browser, request }) => {
  test.setTimeout(150_000 * WORKERS);
  const listed = await request.get(`${mainApiUrl}${apiPaths.figures}?ordering=-popularity&page_size=1&status=in_stock`);
  expect(listed.ok()).toBe(true);
  const figure = ((await listed.json()) as { results: ListedFigure[] }).results[0]!;
  const seededPrice = figure.price.amount;
  const firstDrop = seededPrice - 100;
  const secondDrop = seededPrice - 200;
  const account = newAccount('alerts');
  let moderatorView: Page | undefined;

  try {
    await recordSystemNotifications(page);
    await page.goto('/');
    // The digest goes to verified addresses only: the registration's link verified this one.
    await register(page, account, mainApiUrl);

    // Both channels off first.
    const { access_token: token } = await apiSignIn(mainApiUrl, account);
    await setSwitch(page, token, 'push_notifications', false);
    await setSwitch(page, token, 'email_digest', false);

    // The collector wishes for the figure on its page.
    await page.goto(`/figures/${figure.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: figure.name })).toBeVisible();
    await page.getByRole('button', { name: `Add ${figure.name} to wishlist` }).click();
    await expect(page.getByRole('button', { name: `Remove ${figure.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');

    // First drop, with push and the digest off.
    moderatorView = await moderatorPage(browser, figure.slug);
    await setPrice(moderatorView, figure.price.currency, firstDrop);

    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await expect(bell).toHaveAttribute('data-unread', '1');
    expect(await sendDigests(page)).not.toContain(account.email);
    expect((await latestMail(mainApiUrl, account.email)).subject).not.toMatch(/digest/);

    // Both channels on; the second drop.
    await setSwitch(page, token, 'push_notifications', true);
    await setSwitch(page, token, 'email_digest', true);
    await setPrice(moderatorView, figure.price.currency, secondDrop);

    // The next route change shows the second alert in the bell, and one system notification: the second's.
    await page.getByRole('link', { name: 'Wishlist', exact: true }).first().click();
    await expect(bell).toHaveAttribute('data-unread', '2');
    await expect.poll(() => systemNotifications(page)).toHaveLength(1);
    expect((await systemNotifications(page))[0]!.title).toBe(`Price drop: ${figure.name}`);

    // The digest, now on, lists the alert with a link to the figure.
    expect(await sendDigests(page)).toContain(account.email);
    const digest = await latestMail(mainApiUrl, account.email);
    expect(digest.subject).toBe('Your Figure Shop digest: 2 unread notifications');
    const mailbox = (await (await request.get(`${mainApiUrl}/dashboard/mailbox.json?to=${encodeURIComponent(account.email)}`)).json()) as { mail: { body: string }[] };
    expect(mailbox.mail[0]!.body).toContain(`Price drop: ${figure.name}`);
    expect(mailbox.mail[0]!.body).toContain(`/figures/${figure.slug}`);

    // The notification opens the figure with its new price and is marked read.
    await page.goto('/notifications?kind=price_drop');
    await page.getByRole('link', { name: `Price drop: ${figure.name}` }).first().click();
    await expect(page).toHaveURL(new RegExp(`/figures/${figure.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: figure.name })).toBeVisible();
    await expect(page.locator('main')).toContainText(secondDrop.toLocaleString('en-US'));
    await expect(bell).toHaveAttribute('data-unread', '1');
  } finally {
    await moderatorView?.context().close();
    const tokens = await apiSignIn(mainApiUrl, moderator);
    await request.patch(`${mainApiUrl}${moderationPaths.figure(figure.slug)}`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      data: { price: seededPrice },
    });
  }
});
