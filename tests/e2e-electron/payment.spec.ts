/**
 * Paying an order from the desktop app (docs/product-rules.md §Payment 1–5, §Desktop 8): "Pay now"
 * opens the provider's page in the system browser (shell.openExternal, recorded here), the order
 * page waits, the provider sends the browser back to `<scheme>:/orders/<id>`, which reaches the app
 * through a real second instance, and the webhook's confirmation shows on the page.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiPaths, IDEMPOTENCY_KEY_HEADER, quoteSchema, type Quote } from '@shared/api';
import { apiRegister, newAccount, signIn } from '../support/accounts';
import { expect, SCHEME, test } from './fixtures';

/** POSTs JSON with the bearer token; @throws unless the API answers 2xx. */
async function post(request: APIRequestContext, url: string, token: string, data: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await request.post(url, { data, headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...headers } });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Places an order of one in-stock figure to a Berlin address by EMS, through the API; resolves with its id. */
async function placeOrder(request: APIRequestContext, apiUrl: string, token: string): Promise<number> {
  const listed = await request.get(`${apiUrl}${apiPaths.figures}?status=in_stock&adult=false&ordering=-popularity&page_size=1`);
  const [figure] = ((await listed.json()) as { results: { slug: string }[] }).results;
  if (!figure) throw new Error('the seed has no figure in stock');
  await post(request, `${apiUrl}${apiPaths.cart}`, token, { slug: figure.slug, quantity: 1 });
  const address = (await post(request, `${apiUrl}${apiPaths.addresses}`, token, {
    full_name: 'Aiko Tanaka',
    line1: 'Unter den Linden 1',
    city: 'Berlin',
    postcode: '10117',
    country: 'DE',
    phone: '+49 30 901820',
  })) as { id: number };
  const quote: Quote = quoteSchema.parse(await post(request, `${apiUrl}${apiPaths.checkoutQuote}`, token, { address_id: address.id, method: 'ems' }));
  const lines = quote.shipments.flatMap((shipment) => shipment.lines).map((line) => ({ slug: line.slug, quantity: line.quantity, unit_price_jpy: line.unit_price_jpy }));
  const order = (await post(
    request,
    `${apiUrl}${apiPaths.orders}`,
    token,
    { address_id: address.id, method: 'ems', ship_together: false, expected: { lines, total_jpy: quote.totals.total_jpy, due_now_jpy: quote.totals.due_now_jpy } },
    { [IDEMPOTENCY_KEY_HEADER]: `e2e-electron-${Date.now()}` },
  )) as { id: number };
  return order.id;
}

test('Pay now: the provider opens in the browser, its return comes back as a deep link, and the order shows paid', async ({ launch, secondInstance, demoApi, request }) => {
  const account = newAccount('pay');
  const tokens = await apiRegister(demoApi.url, account);
  const orderId = await placeOrder(request, demoApi.url, tokens.access_token);

  const { window, waitForExternal, logs } = await launch();
  await signIn(window, account);
  await window.getByRole('button', { name: /^Account menu for/ }).click();
  await window.getByRole('menuitem', { name: 'Your orders' }).click();
  await window.getByRole('link', { name: /^Order FS-/ }).first().click();
  await expect(window).toHaveURL(new RegExp(`/orders/${orderId}$`));

  await window.getByRole('button', { name: 'Pay now' }).click();
  const pageUrl = new URL(await waitForExternal());
  expect(`${pageUrl.origin}`).toBe(new URL(demoApi.url).origin);
  expect(pageUrl.pathname).toMatch(/^\/pay\/cs_/);
  // The app stays on the order page and waits.
  await expect(window.getByRole('status')).toHaveText('Waiting for the payment to be confirmed');

  // The collector pays with the test card that succeeds; the provider sends the browser back.
  const paid = await request.post(pageUrl.toString(), { form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Aiko Tanaka' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const returnUrl = paid.headers()['location'] ?? '';
  expect(returnUrl).toBe(`${SCHEME}:/orders/${orderId}`);
  expect(await secondInstance([returnUrl])).toBe(0);
  await expect.poll(logs).toMatch(/opening order link/);

  // Only the webhook makes it paid; the page asks again until it has.
  await expect(window.getByText(/^Paid on /)).toBeVisible({ timeout: 30_000 });
  await expect(window.getByRole('status')).toHaveCount(0);
});

test('a forged order link is refused and opens nothing', async ({ launch, secondInstance }) => {
  const { window, logs } = await launch();
  await expect(window.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await secondInstance([`${SCHEME}:/orders/1?paid=1`]);
  await expect.poll(logs).toMatch(/refused deep link \(invalid-parameter: an order link takes no query\)/);
  await expect(window.getByRole('alert').filter({ hasText: 'Link not opened' })).toBeVisible();
  await expect(window).not.toHaveURL(/\/orders\//);
});
