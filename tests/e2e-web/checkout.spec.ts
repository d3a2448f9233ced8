/**
 * The whole purchase (docs/product-rules.md §Cart, §Checkout, §Orders, §Payment), as a collector
 * makes it: a guest cart merged at sign-in, a new address in Germany, EMS, totals in JPY with "≈ €"
 * and the rate's date, an order placed and paid at the demo provider through its confirmation
 * step, the order turning paid only when the webhook lands, the pre-order reserved, the bell
 * counting the order; then a declined card, paid again with a good one.
 */
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { orderSchema } from '../../src/shared/api';
import { apiRegister, newAccount, signIn } from '../support/accounts';
import { mainApiUrl } from './fixtures';
import { inStockFigures, openPreorders, payWith, axeScan as scan } from './shop';

const cartLink = (page: Page, items: number) => page.getByRole('banner').getByRole('link', { name: `Cart, ${items} item${items === 1 ? '' : 's'}` });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Figures in your cart' }).locator(':scope > li');

/** Goes from the cart through checkout with the default address and EMS, and places the order. */
async function placeWithDefaultAddress(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\/address/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^EMS/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
}

test('a guest cart becomes an order paid through the confirmation step; a declined card can be paid again', async ({ page, request }) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  const [bought, serverOnly, second] = await inStockFigures(request, 5, 1);
  const [reserved] = await openPreorders(request);
  expect(bought && serverOnly && second && reserved, 'the seeded catalogue has three in-stock figures and an open pre-order').toBeTruthy();

  // The account shows prices in euros and already has a figure in its cart on the server.
  const account = newAccount('buyer');
  const tokens = await apiRegister(mainApiUrl, account);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  expect((await request.patch(`${mainApiUrl}${apiPaths.preferencesGroup('currency')}`, { headers: auth, data: { primary: 'EUR' } })).ok()).toBe(true);
  expect((await request.post(`${mainApiUrl}${apiPaths.cart}`, { headers: auth, data: { slug: serverOnly!.slug, quantity: 1 } })).status()).toBe(201);

  // Anonymous: an in-stock figure and a pre-order into the device's cart.
  await page.goto(`/figures/${bought!.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartLink(page, 1)).toBeVisible();
  await page.goto(`/figures/${reserved!.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Pre-order', exact: true }).click();
  await expect(cartLink(page, 2)).toBeVisible();

  // Checking out asks a guest to sign in, and the cart is kept: after sign-in all three lines are there.
  await cartLink(page, 2).click();
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByText('Your cart is kept: sign in or register to check out.')).toBeVisible();
  await signIn(page, account);
  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(3);

  // Address: a new address in Germany; the postcode is checked for the country and what was typed stays.
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\/address/);
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full name').fill('Erika Mustermann');
  await form.getByLabel('Address line 1').fill('Unter den Linden 77');
  await form.getByLabel('City').fill('Berlin');
  await form.getByLabel('Postcode').fill('1234');
  await form.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await form.getByLabel('Phone number').fill('030 901820');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter a valid postcode for this country.')).toBeVisible();
  await expect(form.getByLabel('Address line 1')).toHaveValue('Unter den Linden 77');
  await scan(page, 'address step, a refused postcode', violations);
  await form.getByLabel('Postcode').fill('10117');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Unter den Linden 77/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Delivery: EMS to Germany, with its price and estimate.
  await expect(page).toHaveURL(/\/checkout\/delivery\?address=\d+/);
  await expect(page.getByRole('radio', { name: /^EMS/ })).toBeVisible();
  await scan(page, 'delivery step', violations);
  await page.getByRole('radio', { name: /^EMS/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Review: JPY totals with "≈ €" and the rate's date; the pre-order ships on its own.
  await expect(page).toHaveURL(/\/checkout\/review\?address=\d+&method=ems&together=0/);
  await expect(page.getByRole('heading', { name: 'Ships now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Ships when released/ })).toBeVisible();
  await expect(page.getByText(/≈\s?€|≈\s?[\d.,]+\s?€/).first()).toBeVisible();
  await expect(page.getByText(/Rates of /)).toBeVisible();
  await scan(page, 'review step', violations);
  await page.getByRole('button', { name: 'Place order' }).click();

  // The provider's page: the card asks for a confirmation step, confirmed.
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await expect(page.getByText('Test mode')).toBeVisible();
  await scan(page, "the provider's page", violations);
  await payWith(page, '4000 0027 6000 3184');
  await expect(page).toHaveURL(/\/pay\/cs_[^/]+\/authenticate/);
  await scan(page, "the provider's confirmation step", violations);
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  // Back on the order page: paid once the webhook lands; the pre-order line is reserved.
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: /^Order FS-/ })).toBeVisible();
  await expect(page.getByText(/^Paid on /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: reserved!.name }).getByText('Reserved')).toBeVisible();
  const order = orderSchema.parse(await (await request.get(`${mainApiUrl}${apiPaths.order(orderId)}`, { headers: auth })).json());
  expect(order.status).toBe('paid');
  expect(order.lines.find((line) => line.slug === reserved!.slug)?.status).toBe('reserved');
  expect(order.address.country).toBe('DE');
  expect(order.method).toBe('ems');
  await scan(page, 'the order page, paid', violations);
  // The bell counts the order's notifications.
  await expect(page.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible();

  // A second order: the declined card says why; the good card then pays it.
  expect((await request.post(`${mainApiUrl}${apiPaths.cart}`, { headers: auth, data: { slug: second!.slug, quantity: 1 } })).status()).toBe(201);
  await placeWithDefaultAddress(page);
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(/Your card was declined\./);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  expect(Number(new URL(page.url()).pathname.split('/').pop())).not.toBe(orderId);
  await expect(page.getByText(/^Paid on /)).toBeVisible({ timeout: 30_000 });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, 'the orders page', violations);
  expect(violations, 'axe finds no violation on the checkout steps, the provider\'s pages and the orders pages').toEqual([]);
});
