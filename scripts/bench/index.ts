/**
 * `npm run bench`: every benchmark (docs/benchmarks.md), one after another (each alone on the
 * machine), each in its own process and each also runnable alone (`npx tsx
 * scripts/bench/<name>.ts`). Builds the web app once first. Every benchmark prints one line per
 * figure (lib/figures.ts); this index ends with one line per benchmark and exits 1 when any budget
 * was missed or any benchmark failed.
 *
 *   npx tsx scripts/bench/index.ts [--only bundle,lighthouse,...]
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { projectRoot } from './lib/paths.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** The benchmarks in the order they run: file name and what it measures. */
export const benchmarks = [
  { name: 'bundle', about: 'first-route and total JavaScript, gzip' },
  { name: 'lighthouse', about: 'Lighthouse mobile and desktop: home, catalogue, a figure page, settings, cart; median of 3 runs' },
  { name: 'applied-throttling', about: 'the same pages on a phone throttled by Chromium itself (Slow 4G, CPU slowdown calibrated to this machine): FCP, LCP, app start, median of 3; then where each page\'s start-up spent the main thread (one traced load)' },
  { name: 'startup-waterfall', about: 'sequential API calls at start-up with a stored session' },
  { name: 'refresh-storm', about: '100 concurrent calls with an expired token' },
  { name: 'preference-burst', about: '50 rapid preference changes' },
  { name: 'api-throughput', about: 'demo API requests per second (autocannon)' },
  { name: 'login-under-attack', about: 'a real login while 60 bad logins run at once' },
  { name: 'catalogue-api', about: 'catalogue page and search p95 at 20,000 figures, uncached, varied URLs (autocannon)' },
  { name: 'catalogue-scroll', about: 'scroll frame rate through 4,000 catalogue cards, cards in the DOM, flat with depth (first vs last 1,000 cards)' },
  { name: 'orders', about: 'placing orders: no overselling of the last 5 units among 50 collectors, one Idempotency-Key 50 times, POST /api/orders/ p95 at 10 connections' },
  { name: 'collection', about: 'a 2,000-figure collection: the summary p95 (budget 50 ms), the first page and the states p95, on loopback; importing 2,000 rows (budget 2 s)' },
  { name: 'fulfilment', about: 'releasing a pre-order with 2,000 reserved lines: invoiceRelease wall time (slowest of 3 fresh set-ups), each collector notified once, the job twice at once (one process, two processes) invoicing each line once' },
] as const;

function main(): number {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? new Set((process.argv[onlyIndex + 1] ?? '').split(',')) : null;
  ensureWebBuild({ force: true });
  const results: string[] = [];
  let failed = false;
  for (const bench of benchmarks) {
    if (only && !only.has(bench.name)) continue;
    console.log(`\n=== bench ${bench.name}: ${bench.about}`);
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', resolve(projectRoot, `scripts/bench/${bench.name}.ts`)], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_SKIP_BUILD: '1' },
      timeout: 15 * 60_000, // bounded: no benchmark may hang the run
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const verdict = run.status === 0 ? 'all budgets met' : run.status === 1 ? 'BUDGET MISSED' : `FAILED (exit ${run.status ?? run.signal})`;
    if (run.status !== 0) failed = true;
    results.push(`bench ${bench.name}: ${verdict} (${seconds} s)`);
  }
  console.log('\n=== Benchmarks');
  for (const line of results) console.log(line);
  return failed ? 1 : 0;
}

process.exit(main());
