/**
 * Catalogue speed (issue 12 "Speed"): autocannon on loopback against a demo API of its own (fresh
 * data dir, the default 20,000 seeded figures), 10 connections, for a catalogue page (a filtered
 * page 3 with facets) and a search (a few terms, English and Japanese, in turn). Budgets: page
 * p95 ≤ 30 ms, search p95 ≤ 50 ms; exit 1 when missed. Also prints the start-up time (seed included).
 * List answers are cached by URL (the catalogue is read-only), so autocannon's repeated URLs measure
 * the warm path; the uncached cost of each answer is printed too (informational).
 * autocannon reports p90/p97.5/p99, not p95: p97.5 is used (it is ≥ p95, so a pass is a pass).
 *
 *   npx tsx scripts/bench/catalogue-api.ts [--seconds 5]
 */
import autocannon from 'autocannon';
import { argument } from './lib/args.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { FigureLog } from './lib/figures.ts';
import { benchPorts } from './lib/paths.ts';

const PAGE_BUDGET_MS = 30;
const SEARCH_BUDGET_MS = 50;

async function main(): Promise<number> {
  const given = Number(argument('--seconds') ?? 5);
  const seconds = Number.isFinite(given) && given > 0 ? Math.min(given, 60) : 5;
  const log = new FigureLog('catalogue-api');
  const started = Date.now();
  const api = await startBenchApi({ port: benchPorts.loadApi });
  log.add({ name: 'demo API start-up with --reset (20,000 figures seeded)', value: (Date.now() - started) / 1000, unit: 's' });
  try {
    const targets = [
      { name: 'catalogue page (scale figures, pre-order or in stock, by popularity, page 3)', budget: PAGE_BUDGET_MS, paths: ['/api/figures/?line=scale-figure&status=preorder,in_stock&ordering=-popularity&page=3'] },
      {
        name: 'search (shirakawa, nendoroid aoi, 星光学園, myethos)',
        budget: SEARCH_BUDGET_MS,
        paths: ['/api/figures/?search=shirakawa', '/api/figures/?search=nendoroid%20aoi', `/api/figures/?search=${encodeURIComponent('星光学園')}`, '/api/figures/?search=myethos'],
      },
    ];
    for (const target of targets) {
      // Cache misses: the list answers are cached by URL, so each of these carries an unused parameter of its own.
      const misses: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const path = target.paths[i % target.paths.length]!;
        const t = performance.now();
        await (await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}nocache=${i}`)).text();
        misses.push(performance.now() - t);
      }
      misses.sort((a, b) => a - b);
      log.add({ name: `${target.name}: uncached answer, one at a time, median of 20`, value: misses[10]!, unit: 'ms' });
      log.add({ name: `${target.name}: uncached answer, one at a time, slowest of 20`, value: misses[19]!, unit: 'ms' });
      const requests = target.paths.map((path) => ({ method: 'GET' as const, path, headers: { accept: 'application/json' } }));
      const options = { url: api.url, connections: 10, requests };
      await autocannon({ ...options, duration: 1 }); // warm-up
      const result = await autocannon({ ...options, duration: seconds });
      const failed = result.errors + result.timeouts + result.non2xx;
      log.add({ name: `${target.name}: latency p97.5 (for p95, 10 connections)`, value: result.latency.p97_5, unit: 'ms', budget: { kind: 'max', limit: target.budget } });
      log.add({ name: `${target.name}: latency p50`, value: result.latency.p50, unit: 'ms' });
      log.add({ name: `${target.name}: requests per second (mean)`, value: result.requests.average, unit: 'req/s' });
      log.add({ name: `${target.name}: failed or non-2xx answers`, value: failed, unit: 'answers', digits: 0, budget: { kind: 'equal', limit: 0 } });
    }
  } finally {
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
