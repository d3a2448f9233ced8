/**
 * Bundle benchmark (issue 6, benchmark 1): gzip size of the JavaScript the built web app loads for
 * its first route (the entry, its modulepreloads and their static imports; lib/module-graph.ts) and
 * of all its JavaScript, plus one line per chunk. Budget: first route ≤ 150 kB gzip.
 *
 * Sizes are gzip level 6 (what Vite reports and what a web server typically sends), in kB = 1000 bytes.
 *
 *   npx tsx scripts/bench/bundle.ts [--dist <built folder>] [--report <json file>] [--by-package]
 *
 * Without --dist it builds the web app first (lib/web-build.ts). --report writes
 * `{passed, failed, skipped}` for `npm test` (scripts/test-all.mjs), one "test" per budget.
 * --by-package also builds with source maps and prints the first route's gzip by npm package and by
 * folder of the project's own code (lib/package-sizes.ts), to see what a cut would save.
 * Exit code 1 when the budget is missed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { argument } from './lib/args.ts';
import { FigureLog, meetsBudget } from './lib/figures.ts';
import { firstRouteChunks } from './lib/module-graph.ts';
import { packageSizes } from './lib/package-sizes.ts';
import { benchDistDir } from './lib/paths.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Issue 6 budget: first-route JavaScript, gzip, kB. */
export const FIRST_ROUTE_BUDGET_KB = 150;

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

/** The first route's gzip by package (a separate build with source maps; figures without budget). */
function printPackageSizes(log: FigureLog): void {
  const mapped = ensureWebBuild({ outDir: `${benchDistDir}-sourcemap`, sourcemap: true, force: true });
  for (const size of packageSizes(mapped, firstRouteChunks(mapped))) {
    if (size.gzipBytes < 500) continue;
    log.add({ name: `first route by package: ${size.group} (${kB(size.bytes).toFixed(1)} kB raw) gzip`, value: kB(size.gzipBytes), unit: 'kB', digits: 2 });
  }
}

function main(): number {
  const distDir = ensureWebBuild();
  const chunks = measureChunks(distDir);
  const log = new FigureLog('bundle');
  const sum = (list: ChunkSize[], key: 'bytes' | 'gzipBytes') => list.reduce((total, chunk) => total + chunk[key], 0);
  const first = chunks.filter((chunk) => chunk.firstRoute);
  for (const chunk of chunks) {
    log.add({ name: `chunk ${chunk.file} (${chunk.firstRoute ? 'first route' : 'lazy'}, ${kB(chunk.bytes).toFixed(1)} kB raw) gzip`, value: kB(chunk.gzipBytes), unit: 'kB', digits: 2 });
  }
  log.add({ name: `first-route JS files`, value: first.length, unit: 'files', digits: 0 });
  log.add({ name: 'first-route JS raw', value: kB(sum(first, 'bytes')), unit: 'kB' });
  const firstGzip = log.add({ name: 'first-route JS gzip', value: kB(sum(first, 'gzipBytes')), unit: 'kB', budget: { kind: 'max', limit: FIRST_ROUTE_BUDGET_KB } });
  log.add({ name: 'all JS raw', value: kB(sum(chunks, 'bytes')), unit: 'kB' });
  log.add({ name: 'all JS gzip', value: kB(sum(chunks, 'gzipBytes')), unit: 'kB' });
  log.add({ name: 'first-route share of all JS gzip', value: (100 * sum(first, 'gzipBytes')) / sum(chunks, 'gzipBytes'), unit: '%' });

  if (process.argv.includes('--by-package')) printPackageSizes(log);

  const report = argument('--report');
  if (report) {
    const passed = meetsBudget(firstGzip) ? 1 : 0;
    writeFileSync(report, JSON.stringify({ passed, failed: 1 - passed, skipped: 0, figures: log.figures }, null, 2));
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(main());
