/**
 * A pre-order to the door (docs/product-rules.md §Fulfilment), as a collector and a moderator live
 * it: the collector holds reserved pre-orders and an in-stock figure they paid for; they cancel one
 * pre-order before its release (its allocation goes back by one); the moderator releases two; the
 * collector hears of it (notification and e-mail), pays one on the provider's page, and lets the
 * other lapse (cancelled, its unit back in stock); the moderator ships the paid one with a tracking
 * number from the fulfilment page, the collector's "has shipped" notification opens the order with
 * the carrier's tracking link, and the moderator marks it delivered; staff refund the in-stock
 * figure, and the order and the mailbox say so. Axe on the order page, the fulfilment page and the
 * new dialogs; screenshots of the order's timeline and the fulfilment page.
 *
 * It releases seeded pre-orders (their status changes for every other test): alone.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { moderationPaths } from '../../src/shared/api';
import { apiRegister, apiSignIn, moderator, newAccount, signIn } from '../support/accounts';
import { ALONE, mainApiUrl } from './fixtures';
import { axeScan, inStockFigures, openPreorders, payWith, placeOrder, readOrder } from './shop';

const GOOD_CARD = '4242 4242 4242 4242';
const TRACKING = 'EE123456785JP';

/** A figure's units now, from the API. */
async function units(request: APIRequestContext, slug: string): Promise<{ stock: number | null; allocation: number | null; status: string }> {
  const figure = (await (await request.get(`${mainApiUrl}${apiPaths.figure(slug)}`)).json()) as { stock: number | null; allocation: number | null; status: string };
  return { stock: figure.stock, allocation: figure.allocation, status: figure.status };
}

/** The mailbox's e-mails to `to`, newest first. */
async function mailTo(request: APIRequestContext, to: string): Promise<Array<{ subject: string; body: string; link: string | null }>> {
  return ((await (await request.get(`${mainApiUrl}/dashboard/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { mail: Array<{ subject: string; body: string; link: string | null }> }).mail;
}

/** `text` as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The order page's line of `name`. */
const lineOf = (page: Page, name: string) => page.getByRole('region', { name: 'Figures' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** A signed-in moderator's page in a context of its own. */
async function moderatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  await page.goto('/');
  await signIn(page, moderator);
  return page;
}

test('a pre-order from reservation to the door; a cancellation, a lapsed invoice and a refund on the way', { lock: ALONE }, async ({ page, browser, request }, testInfo) => {
  test.setTimeout(300_000);
  const violations: string[] = [];
  // The last of each list: the other specs take the first ones.
  const preorders = (await openPreorders(request)).slice(-3);
  const [bought] = (await inStockFigures(request, 5, 1)).slice(-1);
  expect(preorders.length === 3 && bought, 'the seeded catalogue has three open pre-orders and an in-stock figure').toBeTruthy();
  const [kept, dropped, lapsing] = preorders as [(typeof preorders)[number], (typeof preorders)[number], (typeof preorders)[number]];

  const account = newAccount('door');
  const auth = { Authorization: `Bearer ${(await apiRegister(mainApiUrl, account)).access_token}` };
  const modAuth = { Authorization: `Bearer ${(await apiSignIn(mainApiUrl, moderator)).access_token}` };
  const placed = await placeOrder(request, auth, [bought!.slug, kept.slug, dropped.slug, lapsing.slug]);
  const orderPath = `/orders/${placed.id}`;

  // The collector pays what is due now (the in-stock figure) on the provider's page.
  await page.goto('/');
  await signIn(page, account);
  await page.goto(orderPath);
  await expect(lineOf(page, kept.name).getByText('You can cancel this pre-order until it is released.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payWith(page, GOOD_CARD);
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(lineOf(page, bought!.name).getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Cancelled before release: the dialog asks why; the allocation goes back by one.
  const allocationBefore = (await units(request, dropped.slug)).allocation!;
  await lineOf(page, dropped.name).getByRole('button', { name: `Cancel ${dropped.name}` }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel ${dropped.name}?` });
  await cancelDialog.getByRole('radio', { name: 'I found it elsewhere' }).check();
  await axeScan(page, 'the cancel dialog', violations);
  await cancelDialog.getByRole('button', { name: 'Cancel this figure' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(lineOf(page, dropped.name).getByText('Cancelled', { exact: true })).toBeVisible();
  expect((await units(request, dropped.slug)).allocation).toBe(allocationBefore + 1);

  // The moderator releases two pre-orders: in stock, with stock.
  for (const figure of [kept, lapsing]) {
    const released = await request.patch(`${mainApiUrl}${moderationPaths.figure(figure.slug)}`, { headers: modAuth, data: { status: 'in_stock', stock: 3 } });
    expect(released.ok(), await released.text()).toBe(true);
  }

  // The collector is told: a notification that opens the order, and an e-mail with its link.
  await page.goto('/notifications?kind=order');
  await page.getByRole('link', { name: new RegExp(`^Your pre-order of ${literally(kept.name)} is ready: pay by`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect.poll(async () => (await mailTo(request, account.email)).some((mail) => mail.subject.startsWith(`Your pre-order of ${kept.name} is ready`) && mail.link?.endsWith(orderPath))).toBe(true);

  // It pays the first invoice (the kept figure) by card; the other stays due.
  await expect(lineOf(page, kept.name).getByText(/^Pay by .+, or it is cancelled\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payWith(page, GOOD_CARD);
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(lineOf(page, kept.name).getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The other invoice lapses (the dashboard's deadline tool: 8 days on): cancelled, the unit back in stock.
  const stockBefore = (await units(request, lapsing.slug)).stock!;
  const lapse = await request.post(`${mainApiUrl}/dashboard/orders/${placed.id}/deadline`, { data: { days: 8 } });
  expect(await lapse.json()).toEqual({ cancelled: [placed.id] });
  expect((await readOrder(request, auth, placed.id)).lines.find((line) => line.slug === lapsing.slug)?.status).toBe('cancelled');
  expect((await units(request, lapsing.slug)).stock).toBe(stockBefore + 1);

  // The moderator ships the kept figure from the fulfilment page: a malformed number is refused first.
  const staff = await moderatorPage(browser);
  await staff.goto('/fulfilment');
  await expect(staff.getByRole('heading', { level: 1, name: 'Fulfilment' })).toBeVisible();
  const order = await readOrder(request, auth, placed.id);
  const keptShipment = order.lines.find((line) => line.slug === kept.slug)!.shipment;
  await staff.getByRole('button', { name: `Mark parcel ${keptShipment + 1} of order ${placed.number} shipped` }).click();
  const shipDialog = staff.getByRole('dialog', { name: `Ship parcel ${keptShipment + 1} of order ${placed.number}` });
  await shipDialog.getByRole('textbox', { name: 'Tracking number' }).fill('EE123456789JP');
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipDialog.getByText('This is not a Japan Post tracking number.')).toBeVisible();
  await axeScan(staff, 'the ship dialog', violations);
  await shipDialog.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING);
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipDialog).toBeHidden();

  // "Your order has shipped" opens the order, with the carrier's tracking link.
  await page.goto('/notifications?kind=order');
  await page.getByRole('link', { name: `Your order ${placed.number} has shipped` }).first().click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  const track = page.getByRole('link', { name: `Track the parcel (Japan Post ${TRACKING})` });
  await expect(track).toHaveAttribute('href', `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${TRACKING}&locale=en`);

  // Delivered.
  await staff.getByRole('tab', { name: 'Shipped' }).click();
  await staff.getByRole('button', { name: `Mark parcel ${keptShipment + 1} of order ${placed.number} delivered` }).click();
  await expect.poll(async () => (await readOrder(request, auth, placed.id)).lines.find((line) => line.slug === kept.slug)?.status).toBe('delivered');

  // Staff refund the paid in-stock figure in full.
  await staff.getByRole('tab', { name: 'Ready to ship' }).click();
  await staff.getByRole('button', { name: `Refund ${bought!.name} (order ${placed.number})` }).click();
  const refundDialog = staff.getByRole('dialog', { name: `Refund ${bought!.name}` });
  await axeScan(staff, 'the refund dialog', violations);
  await refundDialog.getByRole('button', { name: 'Refund' }).click();
  await expect(refundDialog).toBeHidden();
  await staff.getByRole('tab', { name: 'Staff log' }).click();
  await expect(staff.getByRole('table', { name: 'Every staff action, newest first' }).getByRole('row').filter({ hasText: placed.number })).toHaveCount(3);
  await axeScan(staff, 'the staff log', violations);
  await staff.getByRole('tab', { name: 'Delivered' }).click();
  await expect(staff.getByRole('group', { name: new RegExp(`Order ${placed.number}`) })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('fulfilment-page.png'), fullPage: true });
  await axeScan(staff, 'the fulfilment page', violations);

  // The order shows the refund once the provider's webhook lands, and the mailbox has its e-mail.
  await page.reload();
  await expect(lineOf(page, bought!.name).getByText('Refunded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'History' }).getByText(new RegExp(`refunded for ${literally(bought!.name)}`))).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await mailTo(request, account.email)).some((mail) => mail.subject.startsWith('Refunded') && mail.subject.endsWith(placed.number))).toBe(true);
  await axeScan(page, 'the order page, delivered and refunded', violations);
  await page.getByRole('region', { name: 'History' }).screenshot({ path: testInfo.outputPath('order-timeline.png') });
  await page.screenshot({ path: testInfo.outputPath('order-page.png'), fullPage: true });

  expect(violations).toEqual([]);
});
