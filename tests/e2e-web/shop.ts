/** What the shop's end-to-end tests share: catalogue lookups (the seeded catalogue, through the API), paying at the demo provider, an axe scan. */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { addressSchema, figuresListResponseSchema, orderSchema, quoteSchema, type FigureCard, type Order } from '../../src/shared/api';
import { mainApiUrl } from './fixtures';
import { settle } from './settle';

/** Today in UTC, as the pre-order closing dates are kept. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The first figures of a catalogue query (adult figures left out) that `keep` accepts. */
export async function figuresWhere(request: APIRequestContext, query: string, keep: (figure: FigureCard) => boolean): Promise<FigureCard[]> {
  const response = await request.get(`${mainApiUrl}${apiPaths.figures}?adult=false&page_size=100&${query}`);
  expect(response.ok()).toBe(true);
  return figuresListResponseSchema.parse(await response.json()).results.filter(keep);
}

/** In-stock figures with at least `stock` units that one order may hold at least `perOrder` of. */
export const inStockFigures = (request: APIRequestContext, stock = 3, perOrder = 1): Promise<FigureCard[]> =>
  figuresWhere(request, 'status=in_stock&ordering=-popularity', (f) => (f.stock ?? 0) >= stock && f.max_per_order >= perOrder);

/** Pre-orders open today with allocation left. */
export const openPreorders = (request: APIRequestContext): Promise<FigureCard[]> =>
  figuresWhere(request, 'status=preorder&ordering=-release', (f) => (f.preorder_closes_at ?? '') >= today() && (f.allocation ?? 0) >= 1);

/** A bearer token's Authorization header. */
export type Auth = { Authorization: string };

/** The collector's order as the API has it now. */
export async function readOrder(request: APIRequestContext, auth: Auth, id: number): Promise<Order> {
  return orderSchema.parse(await (await request.get(`${mainApiUrl}${apiPaths.order(id)}`, { headers: auth })).json());
}

/** Places an order of one unit of each slug (EMS to Berlin) through the API, as the checkout does; resolves it. */
export async function placeOrder(request: APIRequestContext, auth: Auth, slugs: readonly string[]): Promise<Order> {
  const address = await request.post(`${mainApiUrl}${apiPaths.addresses}`, {
    headers: auth,
    data: { full_name: 'Erika Mustermann', line1: 'Unter den Linden 77', city: 'Berlin', postcode: '10117', country: 'DE', phone: '030 901820' },
  });
  expect(address.status()).toBe(201);
  const addressId = addressSchema.parse(await address.json()).id;
  for (const slug of slugs) expect((await request.post(`${mainApiUrl}${apiPaths.cart}`, { headers: auth, data: { slug, quantity: 1 } })).status()).toBe(201);
  const review = { address_id: addressId, method: 'ems', ship_together: false } as const;
  const quote = quoteSchema.parse(await (await request.post(`${mainApiUrl}${apiPaths.checkoutQuote}`, { headers: auth, data: review })).json());
  const lines = quote.shipments.flatMap((shipment) => shipment.lines.map((line) => ({ slug: line.slug, quantity: line.quantity, unit_price_jpy: line.unit_price_jpy })));
  const placed = await request.post(`${mainApiUrl}${apiPaths.orders}`, {
    headers: { ...auth, 'Idempotency-Key': `door-${Date.now()}` },
    data: { ...review, expected: { lines, total_jpy: quote.totals.total_jpy, due_now_jpy: quote.totals.due_now_jpy } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return orderSchema.parse(await placed.json());
}

/** Pays on the demo provider's page with `card`; a good expiry, CVC and name. */
export async function payWith(page: Page, card: string): Promise<void> {
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Erika Mustermann');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * Runs axe (WCAG 2.2 AA and best practice, as a11y.spec.ts) on the page once it is quiet and records
 * each violation as `where: rule (targets)` in `found`; tabster's focus-trap sentinels are excluded
 * as there.
 */
export async function axeScan(page: Page, where: string, found: string[]): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  for (const violation of results.violations) found.push(`${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
