/**
 * A collector's collection at 2,000 figures (docs/product-rules.md §Collection): a demo API of its
 * own (fresh data dir, the default 20,000 seeded figures, free loopback port) and one collector
 * whose collection is 500 wished figures (the wishlist's cap) and 1,500 bought elsewhere, entered
 * through the API as the app does (PUT …/owned/{slug}/ with a price in EUR). Then, one connection
 * on loopback, after a warm-up of 20 calls each:
 * - GET /api/account/collection/summary/ (what the owned figures cost and are worth), 200 calls:
 *   p50 and p95, budget p95 ≤ 50 ms;
 * - GET /api/account/collection/ (the page's first 24, newest first) and GET …/states/ (every
 *   card's badge), 100 calls each: p95, printed without a budget;
 * - the list's counts, checked: 1,500 owned and 500 wished (the states add up);
 * - importing 2,000 rows: the collection's own export changed in every price (1,500 updates, 500
 *   unchanged), previewed and then confirmed: wall time of each, budget ≤ 2 s for the confirmed one.
 * Orders are left out: a collection of 2,000 delivered lines would take 2,000 checkouts to build,
 * and the states' SQL reads them through the same query as the wishlist and the hand-entered figures.
 *
 *   npx tsx scripts/bench/collection.ts
 */
import { Agent } from 'node:http';
import { apiRegister, newAccount } from '../../tests/support/accounts.ts';
import { startDemoApi } from '../../tests/support/demo-api.ts';
import { apiPaths } from '../../src/shared/api/paths.ts';
import { FigureLog } from './lib/figures.ts';
import { call, pool } from './lib/json-calls.ts';
import { percentile } from './lib/stats.ts';

/** Budget: p95 of the summary at 2,000 figures, ms on loopback. */
export const SUMMARY_P95_BUDGET_MS = 50;
const WISHED = 500;
const OWNED = 1500;
const WARM_UP = 20;
/** Budget: importing 2,000 rows (confirmed: read, matched, written in one transaction), ms. */
export const IMPORT_BUDGET_MS = 2000;

/** Times `calls` GETs of `url` one after another (after a warm-up), in ms; counts the answers that were not 200. */
async function timeGets(agent: Agent, url: string, token: string, calls: number): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  for (let i = 0; i < WARM_UP + calls; i += 1) {
    const res = await call(agent, url, 'GET', undefined, { authorization: `Bearer ${token}` });
    if (res.status !== 200) failed += 1;
    else if (i >= WARM_UP) ms.push(res.ms);
  }
  return { ms, failed };
}

/** The first `count` non-adult figure slugs of the catalogue, newest first. */
async function figureSlugs(agent: Agent, apiUrl: string, count: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < count; page += 1) {
    const res = await call(agent, `${apiUrl}${apiPaths.figures}?page_size=100&page=${page}`, 'GET', undefined);
    if (res.status !== 200) throw new Error(`GET figures page ${page}: ${res.status}`);
    slugs.push(...(res.body as { results: Array<{ slug: string }> }).results.map((figure) => figure.slug));
  }
  return slugs.slice(0, count);
}

/** POST `text` as text/csv (the import's body); resolves status and parsed JSON. */
async function textPost(url: string, text: string, token: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body: text });
  return { status: res.status, body: await res.json() };
}

async function main(): Promise<number> {
  const log = new FigureLog('collection');
  const api = await startDemoApi({ dataDirPrefix: 'figure-shop-bench-', echoStderr: true, startTimeoutMs: 180_000, accessTokenTtlSeconds: 3600 });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const setup = new Agent({ keepAlive: true, maxSockets: 10 });
  try {
    const token = (await apiRegister(api.url, newAccount('shelf'))).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const slugs = await figureSlugs(setup, api.url, WISHED + OWNED);
    const answers = await pool(slugs, 10, (slug, i) =>
      i < WISHED
        ? call(setup, `${api.url}${apiPaths.wishlist}`, 'POST', { slug }, auth)
        : call(setup, `${api.url}${apiPaths.collectionOwned(slug)}`, 'PUT', { price_paid: { amount: 50 + (i % 400) + 0.99, currency: 'EUR' }, acquired_on: '2024-05-03', shop: 'AmiAmi' }, auth),
    );
    const refused = answers.filter((res) => res.status !== 201).length;
    if (refused > 0) throw new Error(`${refused} of ${answers.length} figures were not added to the collection`);

    const list = await call(agent, `${api.url}${apiPaths.collection}`, 'GET', undefined, auth);
    const counts = (list.body as { counts: { owned: number; ordered: number; wished: number } }).counts;
    log.add({ name: 'figures in the collection (owned + ordered + wished)', value: counts.owned + counts.ordered + counts.wished, unit: 'figures', digits: 0, budget: { kind: 'equal', limit: WISHED + OWNED } });
    log.add({ name: 'owned figures', value: counts.owned, unit: 'figures', digits: 0, budget: { kind: 'equal', limit: OWNED } });

    const summary = await timeGets(agent, `${api.url}${apiPaths.collectionSummary}`, token, 200);
    log.add({ name: 'GET summary at 2,000 figures: p50', value: percentile(summary.ms, 50), unit: 'ms' });
    log.add({ name: 'GET summary at 2,000 figures: p95', value: percentile(summary.ms, 95), unit: 'ms', budget: { kind: 'max', limit: SUMMARY_P95_BUDGET_MS } });
    const page = await timeGets(agent, `${api.url}${apiPaths.collection}`, token, 100);
    log.add({ name: 'GET the list’s first page (24) at 2,000 figures: p95', value: percentile(page.ms, 95), unit: 'ms' });
    const states = await timeGets(agent, `${api.url}${apiPaths.collectionStates}`, token, 100);
    log.add({ name: 'GET states (2,000 slugs) at 2,000 figures: p95', value: percentile(states.ms, 95), unit: 'ms' });
    log.add({ name: 'answers that were not 200', value: summary.failed + page.failed + states.failed, unit: 'answers', digits: 0, budget: { kind: 'equal', limit: 0 } });

    // The collection's own file with every price changed: 1,500 updates and 500 wishes unchanged.
    const file = (await call(agent, `${api.url}${apiPaths.collectionExport}`, 'GET', undefined, auth)).body as string;
    const changed = file.replace(/,owned,(\d+)\.(\d\d),EUR,/g, (_match, whole: string, cents: string) => `,owned,${Number(whole) + 1}.${cents},EUR,`);
    for (const confirm of [false, true]) {
      const started = performance.now();
      const res = await textPost(`${api.url}${apiPaths.collectionImport}${confirm ? '?confirm=true' : ''}`, changed, token);
      const ms = performance.now() - started;
      const counts = (res.body as { counts?: { update: number; unchanged: number } }).counts;
      if (res.status !== 200 || counts?.update !== OWNED || counts.unchanged !== WISHED) throw new Error(`import ${confirm ? 'confirmed' : 'preview'}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      log.add({ name: `import of 2,000 rows (${confirm ? 'confirmed: 1,500 written in one transaction' : 'preview'})`, value: ms, unit: 'ms', budget: confirm ? { kind: 'max', limit: IMPORT_BUDGET_MS } : undefined });
    }
  } finally {
    agent.destroy();
    setup.destroy();
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
