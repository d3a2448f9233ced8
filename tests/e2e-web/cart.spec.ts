/**
 * docs/product-rules.md §Cart 1–5: an anonymous visitor's cart kept on the device, merged into the
 * account's cart at sign-in with nothing lost, the same cart in a second tab, and the device left
 * empty at sign-out while the account keeps its cart.
 */
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { cartSchema } from '../../src/shared/api';
import { apiRegister, newAccount, signIn, signOut } from '../support/accounts';
import { mainApiUrl } from './fixtures';
import { figuresWhere, inStockFigures, openPreorders } from './shop';

const cartLink = (page: Page, items: number) => page.getByRole('banner').getByRole('link', { name: `Cart, ${items} item${items === 1 ? '' : 's'}` });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Figures in your cart' }).locator(':scope > li');

test('a guest cart survives sign-in, is the same in a second tab, and leaves the device at sign-out', async ({ page, context, request }) => {
  const inStock = await inStockFigures(request, 3, 2);
  const preorders = await openPreorders(request);
  const [bought, serverOnly] = inStock;
  const [reserved] = preorders;
  expect(bought && serverOnly && reserved, 'the seeded catalogue has two in-stock figures and an open pre-order').toBeTruthy();

  // The account already has a figure in its cart on the server.
  const account = newAccount('cart');
  const tokens = await apiRegister(mainApiUrl, account);
  const seeded = await request.post(`${mainApiUrl}${apiPaths.cart}`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: { slug: serverOnly!.slug, quantity: 1 },
  });
  expect(seeded.status()).toBe(201);

  // Anonymous: "Add to cart" on an in-stock figure's page, "Pre-order" on an open pre-order's.
  await page.goto(`/figures/${bought!.slug}`);
  await expect(cartLink(page, 0)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartLink(page, 1)).toBeVisible();
  await page.goto(`/figures/${reserved!.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Pre-order', exact: true }).click();
  await expect(cartLink(page, 2)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(2);

  // The cart page lists both; the stepper stops at the line's limit.
  await cartLink(page, 2).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLines(page)).toHaveCount(2);
  const limit = Math.min(bought!.max_per_order, bought!.stock ?? 0);
  const stepper = page.getByRole('spinbutton', { name: `Quantity of ${bought!.name}` });
  await stepper.fill(String(limit + 5));
  await stepper.press('Enter');
  await expect(stepper).toHaveValue(String(limit));
  await expect(cartLink(page, limit + 1)).toBeVisible();

  // Signing in merges the device's cart into the account's: all three figures, nothing lost.
  await signIn(page, account);
  await expect(cartLines(page)).toHaveCount(3);
  await expect(cartLink(page, limit + 2)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  const server = cartSchema.parse(
    await (await request.get(`${mainApiUrl}${apiPaths.cart}`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json(),
  );
  expect(server.lines.map((line) => [line.figure.slug, line.quantity]).sort()).toEqual(
    [[bought!.slug, limit], [reserved!.slug, 1], [serverOnly!.slug, 1]].sort(),
  );

  // A second tab shows the same cart, and follows a change made in the first.
  const second = await context.newPage();
  await second.goto('/cart');
  await expect(cartLines(second)).toHaveCount(3);
  await page.getByRole('button', { name: `Remove ${serverOnly!.name}` }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(second)).toHaveCount(2);
  await expect(cartLink(second, limit + 1)).toBeVisible();

  // Sign-out: the device's cart is empty; the account keeps its cart for the next sign-in.
  await signOut(page);
  await expect(cartLink(page, 0)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await signIn(page, account);
  await expect(cartLink(page, limit + 1)).toBeVisible();
});

test('a figure that cannot be bought has no buy button, and the cart says what stops an order', async ({ page, request }) => {
  const [soldOut] = await figuresWhere(request, 'status=sold_out&ordering=-popularity', () => true);
  expect(soldOut).toBeTruthy();
  await page.goto(`/figures/${soldOut!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^(Add to cart|Pre-order)/ })).toHaveCount(0);
  // The wishlist heart stays: "tell me when it is back".
  await expect(page.getByRole('main').getByRole('button', { name: /wishlist/ }).first()).toBeVisible();

  // An empty cart says so and leads back to the catalogue.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse figures' })).toBeVisible();
});
