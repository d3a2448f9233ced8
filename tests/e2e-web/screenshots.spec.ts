import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { addressListSchema, orderSchema, paymentSessionSchema, quoteSchema, orderPaths } from '../../src/shared/api';
import { apiSignIn, moderator, signIn, signOut } from '../support/accounts';
import { ALONE, WORKERS, mainApiUrl } from './fixtures';

/**
 * Screenshots of every page, signed in as the moderator (so the moderation page and the alerts
 * show) and of the anonymous home page, in light and dark mode, at 1440 and 390 px (to be
 * looked at as a person would), written to SHOTS_DIR (default /tmp/figure-shop-shots). Only with
 * SHOTS=1: they assert nothing the journeys do not already.
 */
const dir = process.env.SHOTS_DIR ?? '/tmp/figure-shop-shots';
test.skip(!process.env.SHOTS, 'set SHOTS=1 to take the screenshots of every page (light and dark, 1440 and 390 px)');
// They switch the seeded moderator's colour mode and add to its wishlist: alone.
test.describe.configure({ lock: ALONE });

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const mode of ['light', 'dark'] as const) {
  test(`screenshots of every page in ${mode} mode`, async ({ page, request }) => {
    test.setTimeout(180_000 * WORKERS);
    mkdirSync(dir, { recursive: true });
    const listed = await request.get(`${mainApiUrl}${apiPaths.figures}?ordering=-popularity&page_size=1`);
    const { slug, name: figureName } = ((await listed.json()) as { results: { slug: string; name: string }[] }).results[0]!;
    await page.setViewportSize(widths[0]);
    await page.goto('/');
    await signIn(page, moderator);
    await page.goto('/settings');
    // The account's preferences (colour mode among them) arrive after sign-in: toggle only once synced.
    await expect(page.getByText('Synced with your account')).toBeVisible();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    if ((await toggle.getAttribute('aria-pressed')) !== String(mode === 'dark')) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', String(mode === 'dark'));
    // A wished figure, so the wishlist is not empty.
    await page.goto(`/figures/${slug}`);
    const remove = page.getByRole('button', { name: `Remove ${figureName} from wishlist` });
    await expect(remove.or(page.getByRole('button', { name: `Add ${figureName} to wishlist` })).first()).toBeVisible();
    if (!(await remove.isVisible())) await page.getByRole('button', { name: `Add ${figureName} to wishlist` }).click();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    // A figure in the cart, so the cart page is not empty (a second add past its limit is refused: fine).
    const inStock = await request.get(`${mainApiUrl}${apiPaths.figures}?status=in_stock&adult=false&ordering=-popularity&page_size=1`);
    const { slug: cartSlug } = ((await inStock.json()) as { results: { slug: string }[] }).results[0]!;
    const { access_token: token } = await apiSignIn(mainApiUrl, moderator);
    const auth = { Authorization: `Bearer ${token}` };
    await request.post(`${mainApiUrl}${apiPaths.cart}`, { headers: auth, data: { slug: cartSlug, quantity: 1 } });
    // An address in the book, so the checkout's steps have something to show.
    let book = addressListSchema.parse(await (await request.get(`${mainApiUrl}${apiPaths.addresses}`, { headers: auth })).json());
    if (book.length === 0) {
      const address = { full_name: 'Erika Mustermann', line1: 'Unter den Linden 77', city: 'Berlin', postcode: '10117', country: 'DE', phone: '+49 30 901820' };
      expect((await request.post(`${mainApiUrl}${apiPaths.addresses}`, { headers: auth, data: address })).status()).toBe(201);
      book = addressListSchema.parse(await (await request.get(`${mainApiUrl}${apiPaths.addresses}`, { headers: auth })).json());
    }
    const addressId = book[0]!.id;

    const pages = {
      home: '/',
      cart: '/cart',
      'checkout-address': '/checkout/address',
      'checkout-delivery': `/checkout/delivery?address=${addressId}`,
      'checkout-review': `/checkout/review?address=${addressId}&method=ems&together=0`,
      figures: '/figures?search=miku',
      figure: `/figures/${slug}`,
      wishlist: '/wishlist',
      notifications: '/notifications',
      settings: '/settings',
      profile: '/account/profile',
      moderation: '/moderation',
    };
    for (const size of widths) {
      await page.setViewportSize(size);
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await shoot(page, `${name}-${size.name}-${mode}`);
      }
    }

    // An order placed as the review would, its page, the orders list and the provider's page.
    const quote = quoteSchema.parse(
      await (await request.post(`${mainApiUrl}${apiPaths.checkoutQuote}`, { headers: auth, data: { address_id: addressId, method: 'ems', ship_together: false } })).json(),
    );
    const expected = {
      lines: quote.shipments.flatMap((shipment) => shipment.lines.map((line) => ({ slug: line.slug, quantity: line.quantity, unit_price_jpy: line.unit_price_jpy }))),
      total_jpy: quote.totals.total_jpy,
      due_now_jpy: quote.totals.due_now_jpy,
    };
    const placed = await request.post(`${mainApiUrl}${apiPaths.orders}`, {
      headers: { ...auth, 'Idempotency-Key': `shots-${mode}-${Date.now()}` },
      data: { address_id: addressId, method: 'ems', ship_together: false, expected },
    });
    expect(placed.status()).toBe(201);
    const order = orderSchema.parse(await placed.json());
    const session = paymentSessionSchema.parse(
      await (await request.post(`${mainApiUrl}${orderPaths.payment(order.id)}`, { headers: auth, data: { return_url: `${new URL(page.url()).origin}/orders/${order.id}` } })).json(),
    );
    for (const size of widths) {
      await page.setViewportSize(size);
      for (const [name, path] of Object.entries({ orders: '/orders', order: `/orders/${order.id}` })) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await shoot(page, `${name}-${size.name}-${mode}`);
      }
      await page.goto(session.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `provider-${size.name}-${mode}`);
    }
    await page.goto('/');
    await signOut(page);
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/');
      await shoot(page, `home-anonymous-${size.name}-${mode}`);
    }
  });
}
