/**
 * Preference burst (docs/product-rules.md §Performance 11): 50 rapid preference changes on the
 * settings page of the built web app while signed in (switches, the colour mode and currency
 * choices, as fast as Playwright can click). Prints the number of PATCH calls they caused and the
 * time until the page says "Synced with your account" again; then checks that the server's stored
 * preferences equal what the screen shows, field by field. Budget: server equals screen (1 =
 * equal).
 *
 *   npx tsx scripts/bench/preference-burst.ts
 */
import type { Page } from '@playwright/test';
import { collector, signIn } from '../../tests/support/accounts.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { withBrowserBench } from './lib/browser-bench.ts';
import { FigureLog } from './lib/figures.ts';
import { benchPorts, benchWebOrigins } from './lib/paths.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Changes in the burst. */
export const BURST_SIZE = 50;

/** The switches of the settings page (English labels) and the server field each one shows. */
const switches: Array<{ label: string; group: string; field: string }> = [
  { label: 'Show prices', group: 'content', field: 'show_prices' },
  { label: 'Blur pictures of adult figures', group: 'ui', field: 'blur_nsfw' },
  { label: 'E-mail digest', group: 'notifications', field: 'email_digest' },
  { label: 'Push notifications', group: 'notifications', field: 'push_notifications' },
  { label: 'Show adult (NSFW) figures', group: 'content', field: 'show_nsfw' },
];
const radios: Array<{ label: string; group: string; field: string; value: string }> = [
  { label: 'Dark', group: 'ui', field: 'theme', value: 'dark' },
  { label: 'Light', group: 'ui', field: 'theme', value: 'light' },
  { label: 'Code', group: 'currency', field: 'display_format', value: 'code' },
  { label: 'Symbol', group: 'currency', field: 'display_format', value: 'symbol' },
];

/** What the settings page shows now, as `group.field` → value. */
async function screenState(page: Page): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const { label, group, field } of switches) state[`${group}.${field}`] = await page.getByRole('switch', { name: label }).isChecked();
  for (const { label, group, field, value } of radios) {
    if (await page.getByRole('radio', { name: new RegExp(`^${label}`) }).isChecked()) state[`${group}.${field}`] = value;
  }
  state['ui.language'] = await page.getByRole('combobox', { name: 'Language' }).inputValue();
  state['currency.primary'] = await page.getByRole('combobox', { name: /Show prices in/ }).inputValue();
  return state;
}

/** The server's stored preferences for the page's signed-in user, as `group.field` → value. */
async function serverState(page: Page, apiUrl: string): Promise<Record<string, unknown>> {
  // A function, not a string: the page's CSP forbids evaluating strings.
  const token = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('access_token'));
  const response = await fetch(`${apiUrl}/api/account/preferences/`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET preferences answered ${response.status}`);
  const body = (await response.json()) as { preferences: unknown };
  const preferences = (typeof body.preferences === 'string' ? JSON.parse(body.preferences) : body.preferences) as Record<string, Record<string, unknown>>;
  const flat: Record<string, unknown> = {};
  for (const [group, fields] of Object.entries(preferences)) for (const [field, value] of Object.entries(fields ?? {})) flat[`${group}.${field}`] = value;
  return flat;
}

async function main(): Promise<number> {
  const log = new FigureLog('preference-burst');
  const dist = ensureWebBuild();
  const api = await startBenchApi({ port: benchPorts.api, webOrigins: benchWebOrigins });
  await withBrowserBench(api, dist, benchPorts.web, async ({ web, browser }) => {
    const page = await browser.newPage();
    await page.goto(web.url);
    await signIn(page, collector, { timeout: 30_000 });
    await page.goto(`${web.url}/settings`);
    const synced = page.getByText('Synced with your account');
    await synced.waitFor();
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/account/preferences')) patches.push(new URL(request.url()).pathname);
    });

    const started = Date.now();
    for (let change = 0; change < BURST_SIZE; change++) {
      // Mostly switches, every fifth change a radio: four groups, two fields in some.
      if (change % 5 === 4) await page.getByRole('radio', { name: new RegExp(`^${radios[(change / 5) % radios.length | 0]?.label}`) }).check();
      else await page.getByRole('switch', { name: switches[change % switches.length]?.label }).click();
    }
    const burstMs = Date.now() - started;
    await page.getByText('Saving…').waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    await synced.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const settledMs = Date.now() - started;

    const shown = await screenState(page);
    const stored = await serverState(page, api.url);
    const differences = Object.entries(shown).filter(([key, value]) => stored[key] !== value);
    for (const [key, value] of differences) console.log(`bench preference-burst | differs: ${key} screen=${JSON.stringify(value)} server=${JSON.stringify(stored[key])}`);

    log.add({ name: 'changes made', value: BURST_SIZE, unit: 'changes', digits: 0 });
    log.add({ name: 'time to make them', value: burstMs, unit: 'ms', digits: 0 });
    log.add({ name: 'PATCH calls sent', value: patches.length, unit: 'calls', digits: 0 });
    log.add({ name: 'PATCH calls per change', value: patches.length / BURST_SIZE, unit: '', digits: 2 });
    log.add({ name: 'from the first change to "Synced" and network idle', value: settledMs, unit: 'ms', digits: 0 });
    log.add({ name: `fields compared (screen vs server)`, value: Object.keys(shown).length, unit: 'fields', digits: 0 });
    log.add({ name: 'server final state equals the screen (1 yes, 0 no)', value: differences.length === 0 ? 1 : 0, unit: '', digits: 0, budget: { kind: 'equal', limit: 1 } });
  });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
