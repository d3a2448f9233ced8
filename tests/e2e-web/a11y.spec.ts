/**
 * Accessibility: axe (WCAG 2.0/2.1/2.2 A and AA, plus axe's best practices) on every route of the
 * web app (the catalogue, a figure, a hidden adult figure and an unknown one, the wishlist and
 * moderation pages, the e-mail and password links) and every dialog: zero violations. Every scan
 * first checks it runs in the intended colour mode and language.
 *
 * Which scans can differ, so each runs once where it can and not more:
 * - The colour mode changes colours only (Fluent's tokens on the same elements, roles and text), so
 *   what it can change is colour contrast: every route and dialog is scanned in light and in dark.
 * - The language changes the text only: names, labels and headings, `<html lang>`, and the layout
 *   by text length (wrapping, target sizes). The app has no language-specific style (no `:lang()`
 *   rule; one font stack, same sizes and weights), so a translated page has the colours of the
 *   English one. Every route and dialog is scanned once in Japanese (dark) and once in Chinese
 *   (light): each language once, and each mode once with CJK text.
 * Six walks (2 modes × 3 languages) became four: English light and dark, Japanese dark, Chinese
 * light. English dark differs from English light in colours only, and the Japanese walk already
 * runs every rule in dark mode (the mode switch's own name included), so English dark runs the
 * rules that read colours (COLOUR_RULES), not all of them. Each walk is four tests (site pages; account links and the catalogue; the account dialogs;
 * the Discord invite, the signed-in routes and the user menu) so two workers share them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { settle } from './settle';
import { expect, test, type Page } from './test';
import { apiPaths } from '../../src/shared/api/paths';
import { WORKERS, mainApiUrl } from './fixtures';

/** axe's rules whose answer depends on colours: text contrast, and a link told from its text by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The walks: a colour mode and a language each, and the axe rules when not all (see the header). */
const variants = [
  { mode: 'light', language: 'en', htmlLang: 'en' },
  { mode: 'dark', language: 'en', htmlLang: 'en', rules: COLOUR_RULES },
  { mode: 'dark', language: 'ja', htmlLang: 'ja' },
  { mode: 'light', language: 'zh', htmlLang: 'zh-Hans' },
] as const;
type Variant = { mode: string; language: string; htmlLang: string; rules?: readonly string[] };
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is and records each violation as `where: rule (targets)`.
 * Excluded: tabster's focus-trap sentinels (`<i data-tabster-dummy tabindex=0 aria-hidden>` that
 * Fluent's dialogs and menus add around themselves and which never keep focus; axe's
 * aria-hidden-focus rule cannot know that). For a popup (`popup: true`) the best-practice "region"
 * rule is off: Fluent renders popups in a portal at the end of <body>, outside every landmark by
 * construction, and announces them by their own role.
 */
async function scan(page: Page, where: string, expected: Pick<Variant, 'mode' | 'htmlLang' | 'rules'>, found: string[], popup = false) {
  await settle(page);
  await expect(page.locator('[data-colour-mode]')).toHaveAttribute('data-colour-mode', expected.mode);
  await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang);
  const axe = new AxeBuilder({ page }).exclude('[data-tabster-dummy]');
  const builder = expected.rules ? axe.withRules([...expected.rules]) : axe.withTags(tags);
  const results = await (popup ? builder.disableRules(['region']) : builder).analyze();
  for (const violation of results.violations) {
    found.push(`${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
}

/** The app's own strings for a language (so the walk finds controls by their translated names). */
function authStrings(language: string): Record<string, string> {
  // The header's words (auth) and the account forms' (authForms).
  const read = (file: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../src/renderer/src/locales/${language}/${file}.json`), 'utf8')) as Record<string, string>;
  return { ...read('auth'), ...read('authForms') };
}

/** The cart's strings for a language: the page's (`cartPage`: the "Add to cart" button) or the header link's (`cart`). */
function cartStrings(language: string, file: 'cart' | 'cartPage' = 'cartPage'): Record<string, string | undefined> {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../src/renderer/src/locales/${language}/${file}.json`), 'utf8')) as Record<string, string>;
}

/** Chooses the walk's colour mode and language on /settings as a visitor would, in English first. */
async function choose(page: Page, variant: Variant) {
  await page.goto('/settings');
  if (variant.mode === 'dark') await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption(variant.language);
}

/** Opens each of `paths` signed out and scans it. */
async function scanRoutes(page: Page, paths: readonly string[], variant: Variant, found: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await scan(page, `anonymous ${path}`, variant, found);
  }
}

/** A test's time limit: for a lone worker on a busy machine, up to 12 s a scan with its page load (at most 9 scans and a sign-in). */
const WALK_TIMEOUT_MS = 120_000 * WORKERS;

/** A figure's slug from the demo API's list answer to `query` (its first result). */
async function figureSlug(page: Page, query: string): Promise<string> {
  const response = await page.request.get(`${mainApiUrl}${apiPaths.figures}?${query}&page_size=1`);
  return ((await response.json()) as { results: { slug: string }[] }).results[0]!.slug;
}

for (const variant of variants) {
  const { mode, language } = variant;

  test(`axe: the site pages, ${mode} mode, ${language}`, async ({ page }) => {
    test.setTimeout(WALK_TIMEOUT_MS);
    const found: string[] = [];
    await choose(page, variant);
    await scanRoutes(page, ['/', '/settings', '/notifications', '/account/profile', '/wishlist', '/moderation', '/fulfilment', '/no-such-page'], variant, found);
    // The cart with a line (its stepper, Remove button and summary), from an in-stock figure's page.
    await page.goto(`/figures/${await figureSlug(page, 'status=in_stock&adult=false&ordering=-popularity')}`);
    await page.getByRole('main').getByRole('button', { name: cartStrings(language).add!, exact: true }).click();
    const header = cartStrings(language, 'cart');
    const oneItem = (header.link_one ?? header.link_other)!.replace(/\{\{count(, count)?\}\}/, '1');
    await expect(page.getByRole('banner').getByRole('link', { name: oneItem })).toBeVisible();
    await scanRoutes(page, ['/cart'], variant, found);
    expect(found).toEqual([]);
  });

  test(`axe: the account links and the catalogue, ${mode} mode, ${language}`, async ({ page }) => {
    test.setTimeout(WALK_TIMEOUT_MS);
    const found: string[] = [];
    await choose(page, variant);
    const links = ['/account/password-reset', '/account/password-reset?uid=x&token=y', '/account/verify-email/x/y', '/oauth/discord/callback', '/account/confirm-email/x/y'];
    // The catalogue, a figure, an adult figure (hidden by the default settings) and an unknown one.
    const catalogue = ['/figures', `/figures/${await figureSlug(page, 'ordering=-popularity')}`, `/figures/${await figureSlug(page, 'adult=only')}`, '/figures/no-such-figure'];
    await scanRoutes(page, [...links, ...catalogue], variant, found);
    expect(found).toEqual([]);
  });

  test(`axe: the sign-in, forgot-password and register dialogs, ${mode} mode, ${language}`, async ({ page }) => {
    test.setTimeout(WALK_TIMEOUT_MS);
    const found: string[] = [];
    await choose(page, variant);

    const strings = authStrings(language);
    const header = page.locator('header');
    await page.goto('/');
    await header.getByRole('button', { name: strings.signIn, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await scan(page, 'sign-in dialog', variant, found);
    await page.getByRole('dialog').getByRole('button', { name: strings.forgotPassword }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1); // the one closing has gone
    await scan(page, 'forgot-password dialog', variant, found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await header.getByRole('button', { name: strings.register, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1); // the one closing has gone
    await scan(page, 'register dialog', variant, found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(found).toEqual([]);
  });

  test(`axe: the Discord invite dialog, the signed-in routes and the user menu, ${mode} mode, ${language}`, async ({ page }) => {
    test.setTimeout(WALK_TIMEOUT_MS);
    const found: string[] = [];
    await choose(page, variant);

    const strings = authStrings(language);
    const header = page.locator('header');
    await page.goto('/');

    // Sign in through the Discord stand-in: a new account, so the invite dialog shows. A new
    // account's server preferences (defaults: light, English) win once signed in; until they are
    // set below, the test answers this mode and language for them.
    const preferencesUrl = `${mainApiUrl}${apiPaths.preferences}`;
    await page.route(preferencesUrl, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { preferences: { ui: Record<string, unknown> } };
      body.preferences.ui = { ...body.preferences.ui, theme: mode, language };
      return route.fulfill({ response, json: body });
    });
    await header.getByRole('button', { name: strings.signIn, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Discord/ }).click();
    const name = `a11y${mode}${language}${Date.now().toString(36)}`;
    await page.getByLabel('Discord account e-mail').fill(`${name}@figureshop.test`);
    await page.getByLabel('Discord username').fill(name);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1); // the one closing has gone
    await scan(page, 'Discord invite dialog', variant, found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The new account's server preferences decide once signed in: give them this mode and language.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const patched = await page.request.patch(`${mainApiUrl}${apiPaths.preferencesGroup('ui')}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { theme: mode, language, blur_nsfw: true },
    });
    expect(patched.ok()).toBe(true);
    await page.unroute(preferencesUrl);

    for (const path of ['/', '/settings', '/notifications', '/account/profile', '/wishlist', '/moderation', '/fulfilment']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await scan(page, `signed in ${path}`, variant, found);
    }
    // The visible one: the narrow header's "Menu" button is hidden at this width.
    await page.locator('header button[aria-haspopup="menu"]:visible').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await scan(page, 'user menu', variant, found, true);

    expect(found).toEqual([]);
  });
}
