/**
 * Bundle benchmark (budgets: docs/product-rules.md §Performance 1–2): gzip size of the JavaScript
 * the built web app loads for its first route (the entry, its modulepreloads and their static
 * imports; lib/module-graph.ts), of each lazy page's own JavaScript beyond it (lib/lazy-pages.ts),
 * and of all its JavaScript, plus one line per chunk. Budgets: first route ≤ 197 kB gzip (goal
 * 150), each lazy page ≤ 40 kB. Beside them, the React + Fluent UI floor built in the same run with
 * the same Vite settings (lib/harness-build.ts), so the first route reads against what the stack costs.
 *
 * Sizes are gzip level 6 (what Vite reports and what a web server typically sends), in kB = 1000 bytes.
 *
 *   npx tsx scripts/bench/bundle.ts [--dist <built folder>] [--report <json file>] [--by-package]
 *
 * Without --dist it builds the web app first (lib/web-build.ts). --report writes
 * `{passed, failed, skipped}` for `npm test` (scripts/test-all.mjs), one "test" per budget (the
 * first route and each lazy page), every one enforced.
 * --by-package reads the build's source maps and prints the first route's gzip by npm package and by
 * folder of the project's own code (lib/package-sizes.ts), to see what a cut would save.
 * Exit code 1 when the budget is missed.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { argument } from './lib/args.ts';
import { FigureLog, meetsBudget } from './lib/figures.ts';
import { buildFloor } from './lib/harness-build.ts';
import { measureLazyPages } from './lib/lazy-pages.ts';
import { firstRouteChunks } from './lib/module-graph.ts';
import { packageSizes } from './lib/package-sizes.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Budget: first-route JavaScript, gzip, kB (enforced by `npm test`). */
export const FIRST_ROUTE_BUDGET_KB = 197;
/** The goal behind that budget, printed beside it. */
export const FIRST_ROUTE_GOAL_KB = 150;
/** Budget: each lazy page's own JavaScript, gzip, kB (enforced by `npm test`). */
export const LAZY_PAGE_BUDGET_KB = 40;

/** One JavaScript file of the build: bytes as written and gzipped. */
export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  firstRoute: boolean;
}

const kB = (bytes: number) => bytes / 1000;

/** Every .js file under `distDir`/assets with its sizes and whether the first route loads it. */
export function measureChunks(distDir: string): ChunkSize[] {
  const first = firstRouteChunks(distDir);
  return readdirSync(join(distDir, 'assets'))
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => {
      const file = `assets/${name}`;
      const code = readFileSync(join(distDir, file));
      return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 6 }).length, firstRoute: first.has(file) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The first route's gzip by package, from the build's hidden source maps (lib/web-build.ts; figures without budget). */
function printPackageSizes(log: FigureLog, mapped: string): void {
  for (const size of packageSizes(mapped, firstRouteChunks(mapped))) {
    if (size.gzipBytes < 500) continue;
    log.add({ name: `first route by package: ${size.group} (${kB(size.bytes).toFixed(1)} kB raw) gzip`, value: kB(size.gzipBytes), unit: 'kB', digits: 2 });
  }
}

/** Gzip bytes of a build's first route (per file, as measureChunks counts). */
function firstRouteGzip(distDir: string): number {
  return [...firstRouteChunks(distDir)].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 6 }).length, 0);
}

async function main(): Promise<number> {
  const distDir = ensureWebBuild();
  const chunks = measureChunks(distDir);
  const log = new FigureLog('bundle');
  const sum = (list: ChunkSize[], key: 'bytes' | 'gzipBytes') => list.reduce((total, chunk) => total + chunk[key], 0);
  const first = chunks.filter((chunk) => chunk.firstRoute);
  for (const chunk of chunks) {
    log.add({ name: `chunk ${chunk.file} (${chunk.firstRoute ? 'first route' : 'lazy'}, ${kB(chunk.bytes).toFixed(1)} kB raw) gzip`, value: kB(chunk.gzipBytes), unit: 'kB', digits: 2 });
  }
  log.add({ name: 'all JS raw', value: kB(sum(chunks, 'bytes')), unit: 'kB' });
  log.add({ name: 'all JS gzip', value: kB(sum(chunks, 'gzipBytes')), unit: 'kB' });
  log.add({ name: 'first-route share of all JS gzip', value: (100 * sum(first, 'gzipBytes')) / sum(chunks, 'gzipBytes'), unit: '%' });

  const budgets = [];
  for (const page of measureLazyPages(distDir, new Set(first.map((chunk) => chunk.file)))) {
    const name = `lazy page ${page.source.replace(/^.*\/pages\//, '')} own JS (${page.files.length} files, ${kB(page.bytes).toFixed(1)} kB raw) gzip`;
    budgets.push(log.add({ name, value: kB(page.gzipBytes), unit: 'kB', budget: { kind: 'max', limit: LAZY_PAGE_BUDGET_KB } }));
  }

  if (process.argv.includes('--by-package')) printPackageSizes(log, distDir);

  const report = argument('--report');
  // The floor is a figure to read the first route against, not a budget: `npm test` (--report)
  // leaves its extra build out; `npm run bench:bundle` prints it.
  const floorGzip = report ? undefined : kB(firstRouteGzip(await buildFloor()));
  if (floorGzip === undefined) log.notMeasured('React + Fluent UI floor first-route JS gzip', 'kB', 'left out of `npm test`; `npm run bench:bundle` builds and prints it');
  else log.add({ name: 'React + Fluent UI floor (FluentProvider + Button, same Vite settings) first-route JS gzip', value: floorGzip, unit: 'kB' });
  log.add({ name: 'first-route JS files', value: first.length, unit: 'files', digits: 0 });
  log.add({ name: 'first-route JS raw', value: kB(sum(first, 'bytes')), unit: 'kB' });
  const firstGzip = log.add({ name: 'first-route JS gzip', value: kB(sum(first, 'gzipBytes')), unit: 'kB', budget: { kind: 'max', limit: FIRST_ROUTE_BUDGET_KB } });
  budgets.unshift(firstGzip);
  if (floorGzip !== undefined) {
    log.add({ name: `first-route JS gzip above the floor (goal: first route ≤ ${FIRST_ROUTE_GOAL_KB} kB)`, value: (firstGzip.value ?? 0) - floorGzip, unit: 'kB' });
  }
  // What the web servers send a browser that accepts br (the build's .br copies; no budget: the is gzip).
  const firstBrotli = first.reduce((total, chunk) => total + (existsSync(join(distDir, `${chunk.file}.br`)) ? statSync(join(distDir, `${chunk.file}.br`)).size : Number.NaN), 0);
  if (Number.isNaN(firstBrotli)) log.notMeasured('first-route JS Brotli, as sent', 'kB', 'the build has no .br copies (scripts/prerender/precompress.ts)');
  else log.add({ name: 'first-route JS Brotli, as sent (the build\'s .br copies)', value: kB(firstBrotli), unit: 'kB' });

  if (report) {
    const passed = budgets.filter((figure) => meetsBudget(figure)).length;
    writeFileSync(report, JSON.stringify({ passed, failed: budgets.length - passed, skipped: 0, figures: log.figures }, null, 2));
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
