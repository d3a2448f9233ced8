/**
 * Catalogue speed (docs/product-rules.md §Performance 7): autocannon on loopback against a demo API
 * of its own (fresh data dir, the default 20,000 seeded figures), 10 connections, for catalogue
 * pages and for searches. Budgets: page p95 ≤ 30 ms, search p95 ≤ 100 ms; FAIL and exit 1 when
 * missed. Searches are answered by SQLite FTS5 (src/demo-api/catalogue/search.ts), the counts,
 * facets and other pages by the in-memory filter columns (memory-index.ts).
 *
 * Honest by construction: the API runs with its list-answer cache off (DEMO_CATALOGUE_CACHE=off, so
 * the cache hit rate is 0 %) and the requests cycle through a fixed, deterministic list of a few
 * hundred distinct URLs per target (pages 1–40 of many filters and every ordering; searches in
 * English and Japanese, 1–4 characters to several words, with filters and orderings), each request
 * the next URL of the list. `--cache on` measures with the cache instead and prints its estimated
 * hit rate (the API's 256-entry LRU replayed over the URLs sent). p50/p95/p99 are computed from every
 * response's own latency (autocannon's 'response' events), not autocannon's histogram.
 *
 *   npx tsx scripts/bench/catalogue-api.ts [--seconds 5] [--cache off|on] [--api http://127.0.0.1:<port>]
 *   (--api: bench an API already running, e.g. an older commit's started with DEMO_CATALOGUE_CACHE=off)
 */
import autocannon from 'autocannon';
import type { FiguresListResponse, SeriesListResponse } from '../../src/shared/api/catalogue.ts';
import { argument } from './lib/args.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { FigureLog } from './lib/figures.ts';
import { benchPorts } from './lib/paths.ts';
import { percentile } from './lib/stats.ts';

const PAGE_BUDGET_MS = 30;
const SEARCH_BUDGET_MS = 100;
/** The API's list cache size (src/demo-api/catalogue/routes.ts), for the estimated hit rate with --cache on. */
const API_CACHE_ENTRIES = 256;

/** A small deterministic PRNG (mulberry32), so every run sends the same URLs in the same order. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const orderings = ['-created', 'release', '-release', 'price', '-price', '-popularity'];

/** Distinct catalogue-page URLs: filters (none, line, status, maker, series, scale, price, release, combinations) × orderings × pages. */
export function pageUrls(facets: FiguresListResponse['facets'], count: number, random = prng(12)): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const slugs = (facet: keyof FiguresListResponse['facets']) => facets[facet].map((entry) => entry.slug);
  const filters: Array<() => string> = [
    () => '',
    () => `line=${pick(slugs('line'))}`,
    () => `status=${pick(['preorder,in_stock', 'in_stock', 'released', 'preorder', 'sold_out,released'])}`,
    () => `manufacturer=${pick(slugs('manufacturer'))}`,
    () => `series=${pick(slugs('series'))}`,
    () => `scale=${encodeURIComponent(pick(slugs('scale')))}`,
    () => `line=${pick(slugs('line'))}&status=preorder,in_stock`,
    () => `price_min=${pick([2000, 5000, 10000])}&price_max=${pick([15000, 30000, 60000])}`,
    () => `price_max=${pick([50, 100, 200])}&price_currency=${pick(['USD', 'EUR'])}`,
    () => `released_after=${pick(['2022-01', '2024-06', '2025-01'])}&manufacturer=${pick(slugs('manufacturer'))}`,
    () => `adult=${pick(['true', 'only'])}`,
    () => `line=${pick(slugs('line'))}&manufacturer=${pick(slugs('manufacturer'))},${pick(slugs('manufacturer'))}`,
  ];
  const urls = new Set<string>();
  while (urls.size < count) {
    const filter = pick(filters)();
    // Unfiltered lists have ~790 pages; most filters fewer. Out-of-range pages are dropped after the first pass (404).
    const page = filter === '' ? pick([1, 2, 3, 5, 10, 20, 40, 100, 300]) : pick([1, 1, 2, 3, 4, 6, 10]);
    const parts = [filter, `ordering=${pick(orderings)}`, page > 1 ? `page=${page}` : ''].filter(Boolean);
    urls.add(`/api/figures/?${parts.join('&')}`);
  }
  return [...urls];
}

/** Distinct search URLs: words and names in English and Japanese (1–4 characters up to whole names), sometimes filtered, ordered or paged. */
export function searchUrls(series: SeriesListResponse['results'], facets: FiguresListResponse['facets'], count: number, random = prng(34)): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = [...new Set(series.flatMap((s) => s.name.toLowerCase().split(' ')))];
  const makers = facets.manufacturer.map((entry) => entry.name.toLowerCase());
  const terms: Array<() => string> = [
    () => pick(words), // "academy", "iron"
    () => `${pick(words)} ${pick(words)}`,
    () => pick(series).name, // whole English name
    () => pick(series).name_ja, // 蒼穹学園 (FTS5 trigram)
    () => [...pick(series).name_ja].slice(0, 2).join(''), // 蒼穹 (2 characters: too short for trigram, so LIKE)
    () => [...pick(series).name_ja].slice(2, 4).join(''), // 学園
    () => pick(makers),
    () => `${pick(['nendoroid', 'figma', 'prize', 'scale', 'ver'])} ${pick(words)}`,
    () => `${[...pick(series).name_ja].slice(0, 2).join('')} ${pick(['1/7', 'ver', 'nendoroid'])}`,
    () => pick(['shirakawa', 'aoi', 'swimsuit', 'wedding', 'kimono', '水着', '浴衣', 'ウェディング']),
  ];
  const extras = ['', '', '', 'page=2', `ordering=${pick(orderings)}`, 'status=preorder,in_stock', 'adult=true', `line=${pick(facets.line.map((e) => e.slug))}`];
  const urls = new Set<string>();
  while (urls.size < count) {
    const parts = [`search=${encodeURIComponent(pick(terms)())}`, pick(extras)].filter(Boolean);
    urls.add(`/api/figures/?${parts.join('&')}`);
  }
  return [...urls];
}

/** The share of `sent` an LRU of `size` entries keyed by URL would have answered (the API's cache, replayed). */
export function lruHitRate(sent: readonly string[], size: number): number {
  const lru = new Map<string, true>();
  let hits = 0;
  for (const url of sent) {
    if (lru.delete(url)) hits += 1;
    else if (lru.size >= size) lru.delete(lru.keys().next().value!);
    lru.set(url, true);
  }
  return sent.length === 0 ? 0 : hits / sent.length;
}

async function main(): Promise<number> {
  const asked = Number(argument('--seconds') ?? 5);
  const seconds = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 60) : 5;
  const cacheOn = argument('--cache') === 'on';
  const log = new FigureLog('catalogue-api');
  // Read by the API at start-up (the launcher passes our environment on).
  process.env.DEMO_CATALOGUE_CACHE = cacheOn ? 'on' : 'off';
  const started = Date.now();
  const given = argument('--api');
  // Seeding 20,000 figures can take longer than the launcher's 30 s on a busy 2-core machine; start-up is reported, not budgeted.
  const api = given ? { url: given.replace(/\/$/, ''), stop: async () => undefined } : await startBenchApi({ port: benchPorts.loadApi, startTimeoutMs: 180_000 });
  if (given) console.log(`bench catalogue-api | using the API already running at ${api.url} (its cache setting is its own)`);
  else log.add({ name: 'demo API start-up with --reset (20,000 figures seeded)', value: (Date.now() - started) / 1000, unit: 's' });
  console.log(`bench catalogue-api | response cache ${cacheOn ? 'ON (--cache on)' : 'OFF (DEMO_CATALOGUE_CACHE=off): every answer computed'}`);
  try {
    const all = (await (await fetch(`${api.url}/api/figures/?adult=true&page_size=1`)).json()) as FiguresListResponse;
    const series = ((await (await fetch(`${api.url}/api/series/?page_size=100`)).json()) as SeriesListResponse).results;
    const targets = [
      { name: 'catalogue page', budget: PAGE_BUDGET_MS, urls: pageUrls(all.facets, 300) },
      { name: 'search', budget: SEARCH_BUDGET_MS, urls: searchUrls(series, all.facets, 300) },
    ];
    for (const target of targets) {
      // First pass, one request at a time: drops URLs past their last page (404) and gives the unloaded cost of an answer.
      const alone: number[] = [];
      const valid: string[] = [];
      for (const url of target.urls) {
        const t = performance.now();
        const response = await fetch(`${api.url}${url}`);
        await response.text();
        alone.push(performance.now() - t);
        if (response.ok) valid.push(url);
      }
      log.add({ name: `${target.name}: distinct URLs`, value: valid.length, unit: 'URLs', digits: 0 });
      log.add({ name: `${target.name}: one request at a time, median`, value: percentile(alone, 50), unit: 'ms' });
      log.add({ name: `${target.name}: one request at a time, p95`, value: percentile(alone, 95), unit: 'ms' });

      let next = 0;
      const sent: string[] = [];
      const latencies: number[] = [];
      const requests = [
        {
          method: 'GET' as const,
          headers: { accept: 'application/json' },
          // Each request takes the next URL of the list (shared by the 10 connections).
          setupRequest: (request: { path?: string }) => {
            const path = valid[next % valid.length]!;
            next += 1;
            sent.push(path);
            return { ...request, path };
          },
        },
      ];
      const run = async (duration: number, record: boolean) => {
        const instance = autocannon({ url: api.url, connections: 10, duration, requests } as Parameters<typeof autocannon>[0]);
        if (record) (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
        return instance;
      };
      await run(1, false); // warm-up (JIT, SQLite page cache)
      sent.length = 0;
      const result = await run(seconds, true);
      const failed = result.errors + result.timeouts + result.non2xx;
      const hitRate = cacheOn ? lruHitRate(sent, API_CACHE_ENTRIES) : 0;
      log.add({ name: `${target.name}: response cache hit rate${cacheOn ? ' (estimated)' : ' (cache off)'}`, value: hitRate * 100, unit: '%' });
      log.add({ name: `${target.name}: distinct URLs sent under load`, value: new Set(sent).size, unit: 'URLs', digits: 0 });
      log.add({ name: `${target.name}: latency p50 (10 connections)`, value: percentile(latencies, 50), unit: 'ms' });
      log.add({ name: `${target.name}: latency p95 (10 connections)`, value: percentile(latencies, 95), unit: 'ms', budget: { kind: 'max', limit: target.budget } });
      log.add({ name: `${target.name}: latency p99 (10 connections)`, value: percentile(latencies, 99), unit: 'ms' });
      log.add({ name: `${target.name}: requests per second (mean)`, value: result.requests.average, unit: 'req/s' });
      log.add({ name: `${target.name}: failed or non-2xx answers`, value: failed, unit: 'answers', digits: 0, budget: { kind: 'equal', limit: 0 } });
    }
  } finally {
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
