/**
 * The collector's collection (docs/product-rules.md §Collection 1–4), as a collector lives it: a
 * figure whose parcel was delivered is owned, a reserved pre-order is ordered, a wished figure is
 * wished, each with its badge on the catalogue's card and on the collection page; a figure bought
 * elsewhere is added from its page in euros, and a mistake in the form is named before anything
 * is sent; the collection page says what the owned figures cost and are worth, in euros; the
 * collection is exported, the figure bought elsewhere removed, and the file imported back: it returns;
 * it is shared, a visitor signed out sees it without what was paid, and a new link revokes the old. Axe on the collection page and the form.
 *
 * It takes units of seeded figures (an in-stock one and a pre-order): alone.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { fulfilmentPaths, type FigureCard } from '../../src/shared/api';
import { apiRegister, apiSignIn, moderator, newAccount, signIn } from '../support/accounts';
import { ALONE, mainApiUrl } from './fixtures';
import { axeScan, figuresWhere, inStockFigures, openPreorders, payWith, placeOrder, readOrder } from './shop';

/** The catalogue's card of `figure`, found by searching for its name (by its slug: names repeat). */
async function catalogueCard(page: Page, figure: FigureCard) {
  await page.goto(`/figures?search=${encodeURIComponent(figure.name)}`);
  return page.getByRole('article', { name: figure.name, exact: true }).and(page.locator(`[data-slug="${figure.slug}"]`));
}

test('delivered, reserved and wished figures fill the collection by themselves; one bought elsewhere is added by hand', { lock: ALONE }, async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  // Not the first of each list (other specs take those) nor the last (the fulfilment journey's).
  const [bought] = (await inStockFigures(request, 5, 1)).slice(2, 3);
  const [reserved] = (await openPreorders(request)).slice(1, 2);
  const [wished, elsewhere] = (await figuresWhere(request, 'status=released&ordering=-popularity', () => true)).slice(0, 2);
  expect(bought && reserved && wished && elsewhere, 'the seeded catalogue has the figures this journey needs').toBeTruthy();

  const account = newAccount('shelf');
  const auth = { Authorization: `Bearer ${(await apiRegister(mainApiUrl, account)).access_token}` };
  const modAuth = { Authorization: `Bearer ${(await apiSignIn(mainApiUrl, moderator)).access_token}` };
  expect((await request.patch(`${mainApiUrl}/api/account/preferences/currency/`, { headers: auth, data: { primary: 'EUR' } })).ok()).toBe(true);
  expect((await request.post(`${mainApiUrl}${apiPaths.wishlist}`, { headers: auth, data: { slug: wished!.slug } })).status()).toBe(201);
  const placed = await placeOrder(request, auth, [bought!.slug, reserved!.slug]);

  // The collector pays the in-stock figure; staff ship and deliver its parcel.
  await page.goto('/');
  await signIn(page, account);
  await page.goto(`/orders/${placed.id}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect.poll(async () => (await readOrder(request, auth, placed.id)).lines.find((line) => line.slug === bought!.slug)?.status, { timeout: 30_000 }).toBe('paid');
  const parcel = (await readOrder(request, auth, placed.id)).lines.find((line) => line.slug === bought!.slug)!.shipment;
  const shipped = await request.post(`${mainApiUrl}${fulfilmentPaths.ship(placed.id, parcel)}`, { headers: modAuth, data: { carrier: 'japan_post', tracking_number: 'EE123456785JP' } });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  expect((await request.post(`${mainApiUrl}${fulfilmentPaths.deliver(placed.id, parcel)}`, { headers: modAuth })).ok()).toBe(true);

  // Each state shows on the catalogue's card, in words.
  for (const [figure, state] of [
    [bought!, 'Owned'],
    [reserved!, 'Ordered'],
    [wished!, 'Wished'],
  ] as const) {
    const card = await catalogueCard(page, figure);
    await expect(card.getByText(state, { exact: true })).toBeVisible();
  }

  // Bought elsewhere: from its page, in euros (the collector's currency); a future date is named first.
  await page.goto(`/figures/${elsewhere!.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your collection' })).toBeVisible();
  await page.getByRole('button', { name: 'I own this' }).click();
  const form = page.getByRole('dialog', { name: `Add ${elsewhere!.name} to your collection` });
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await form.getByRole('textbox', { name: /Price paid/ }).fill('89,99');
  await form.getByLabel(/Date of purchase/).fill('2099-01-01');
  await form.getByRole('textbox', { name: /Shop/ }).fill('AmiAmi');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The date cannot be in the future.')).toBeVisible();
  await axeScan(page, 'the figure-bought-elsewhere form', violations);
  await form.getByLabel(/Date of purchase/).fill('2024-05-03');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/^Paid €89\.99 · May 3, 2024 · AmiAmi$/)).toBeVisible();
  await expect(page.locator('[data-collection-state="owned"]').first()).toBeVisible();

  // The collection page: what the owned figures cost and are worth, in euros; the counts on its
  // filters, and each figure with its state.
  await page.getByRole('link', { name: 'Open my collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  const value = page.getByRole('region', { name: 'Your 2 owned figures' });
  await expect(value.getByText(/^€89\.99 \+ ¥[\d,]+$/)).toBeVisible();
  await expect(value.getByText(/^≈ €[\d,]+\.\d\d$/)).toHaveCount(2);
  await expect(value.getByText(/ECB reference rates of/)).toBeVisible();
  const filters = page.getByRole('group', { name: 'Show figures' });
  await expect(filters.getByRole('button', { name: 'All (4)', pressed: true })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Owned (2)' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Ordered (1)' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Wished (1)' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Figures in your collection' });
  await expect(list.getByRole('article')).toHaveCount(4);
  await expect(list.getByText(new RegExp(`^Ordered .+ · ${placed.number}$`))).toHaveCount(1);
  await filters.getByRole('button', { name: 'Owned (2)' }).click();
  await expect(page).toHaveURL(/\/collection\?state=owned$/);
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article', { name: bought!.name })).toBeVisible();
  await expect(list.getByRole('article', { name: elsewhere!.name })).toBeVisible();
  // The view is in the address: a reload keeps it.
  await page.reload();
  await expect(filters.getByRole('button', { name: 'Owned (2)', pressed: true })).toBeVisible();
  await axeScan(page, 'the collection page', violations);

  // Take it with you: export, remove the figure bought elsewhere, import the file back: it returns.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^figure-shop-collection-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  expect(readFileSync(file, 'utf8')).toContain(`,owned,89.99,EUR,2024-05-03,AmiAmi,`);
  await page.goto(`/figures/${elsewhere!.slug}`);
  await page.getByRole('button', { name: 'Remove from my collection' }).click();
  await expect(page.getByRole('button', { name: 'I own this' })).toBeVisible();
  await page.goto('/collection');
  await expect(filters.getByRole('button', { name: 'Owned (1)' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: readFileSync(file) });
  const importDialog = page.getByRole('dialog', { name: `Import ${download.suggestedFilename()}` });
  await expect(importDialog.getByText('1 to add, 0 to change, 3 unchanged, 0 skipped, 0 with errors.')).toBeVisible();
  await axeScan(page, 'the import preview', violations);
  await importDialog.getByRole('button', { name: 'Import 1 figure' }).click();
  await expect(importDialog).toBeHidden();
  await expect(filters.getByRole('button', { name: 'Owned (2)' })).toBeVisible();
  await expect(list.getByRole('article', { name: elsewhere!.name })).toBeVisible();

  // Share if you want: a read-only address a visitor opens signed out, with no price paid; a new link revokes it.
  const sharing = page.getByRole('region', { name: 'Share' });
  await sharing.getByRole('button', { name: 'Share my collection' }).click();
  const address = sharing.getByRole('link', { name: /\/shared\/[A-Za-z0-9_-]{24}$/ });
  await expect(address).toBeVisible();
  const shared = (await address.textContent()) ?? '';
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(shared);
  await expect(visitor.getByRole('heading', { level: 1, name: `${account.username}’s collection` })).toBeVisible();
  await expect(visitor.getByRole('list', { name: `Figures in ${account.username}’s collection` }).getByRole('article')).toHaveCount(4);
  await expect(visitor.getByText('89.99')).toHaveCount(0);
  await expect(visitor.getByText('AmiAmi')).toHaveCount(0);
  await sharing.getByRole('button', { name: 'New link' }).click();
  await expect(sharing.getByRole('link', { name: shared })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Not shared' })).toBeVisible();
  expect(violations).toEqual([]);
});
