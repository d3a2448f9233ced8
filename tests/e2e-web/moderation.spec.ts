/**
 * The moderator tools in the browser (docs/product-rules.md §Moderation): the moderator opens /moderation from the
 * user menu, changes a figure's price, sees it on the figure's page and in the change log; the
 * page passes axe (0 violations); a collector at /moderation sees the "for moderators" panel and no
 * form. The changed price is put back afterwards, so other specs see the seeded catalogue.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { moderationPaths } from '../../src/shared/api/moderation';
import { accountMenu, apiSignIn, collector, moderator, signIn } from '../support/accounts';
import { ALONE, WORKERS, mainApiUrl } from './fixtures';
import { settle } from './settle';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface FirstFigure {
  slug: string;
  name: string;
  price: { amount: number; currency: string };
}

// A seeded figure's price changes for a while: alone.
test('moderator: the page from the user menu, a price change on the figure page and in the log, axe clean', { lock: ALONE }, async ({ page, request }) => {
  test.setTimeout(90_000 * WORKERS);
  const listed = await request.get(`${mainApiUrl}${apiPaths.figures}?page_size=1`);
  expect(listed.ok()).toBe(true);
  const figure = ((await listed.json()) as { results: FirstFigure[] }).results[0]!;
  const oldPrice = figure.price.amount;
  const newPrice = oldPrice + 111;

  try {
    await page.goto('/');
    await signIn(page, moderator);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await expect(page).toHaveURL(/\/moderation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();

    await page.getByRole('textbox', { name: /Figure name or slug/ }).fill(figure.slug);
    await page.getByRole('button', { name: 'Find figure' }).click();
    const price = page.getByRole('spinbutton', { name: `Price (${figure.price.currency})` });
    await expect(price).toHaveValue(String(oldPrice));

    // Axe on the moderator's page with every part shown (editor, announcement form, change log or its empty text).
    await settle(page);
    const results = await new AxeBuilder({ page }).withTags(tags).exclude('[data-tabster-dummy]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await price.fill(String(newPrice));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Figure saved')).toBeVisible();
    const log = page.getByRole('table', { name: /Changes made by moderators/ });
    // Both prices in the figure's currency, with grouping ("JPY 25,100 → JPY 19,800" or "¥25,100 → ¥19,800").
    const grouped = (amount: number) => amount.toLocaleString('en-US');
    const row = log.getByRole('row').filter({ hasText: figure.name }).filter({ hasText: new RegExp(`${grouped(oldPrice)}(\\.00)? → \\D*${grouped(newPrice)}`) });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText('moderator');

    await page.goto(`/figures/${figure.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(newPrice.toLocaleString('en-US'));
  } finally {
    // Put the seeded price back for the other specs (through the API, as the moderator).
    const tokens = await apiSignIn(mainApiUrl, moderator);
    await request.patch(`${mainApiUrl}${moderationPaths.figure(figure.slug)}`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      data: { price: oldPrice },
    });
  }
});

test('collector: /moderation shows the panel and no form, and the user menu has no Moderation item', async ({ page }) => {
  await page.goto('/');
  await signIn(page, collector);
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/moderation');
  await expect(page.getByText('This page is for moderators')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send announcement' })).toHaveCount(0);
});
