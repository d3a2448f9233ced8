/**
 * Lighthouse (issue 6, benchmark 2): the lighthouse npm package driving Debian's Chromium against
 * the built web app served locally (gzip, as a static host would; lib/static-server.ts) with the
 * demo API running, on the home page and /settings, with the desktop and the mobile (default)
 * presets, as an anonymous first-time visitor. Prints the performance, accessibility and best
 * practices scores (0–100) and LCP (ms), TBT (ms) and CLS. Budgets: performance ≥ 95,
 * accessibility 100, best practices 100.
 *
 * Lighthouse simulates a slow network and, for mobile, a 4× slower CPU on top of the machine's own
 * speed (Lantern), so a loaded or slow machine scores lower; the benchmark index runs it alone.
 *
 *   npx tsx scripts/bench/lighthouse.ts [--save <folder>]   (--save: each full report as JSON)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumExecutablePath } from '../../tests/support/browser.ts';
import { argument } from './lib/args.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { FigureLog } from './lib/figures.ts';
import { benchPorts, benchWebUrl } from './lib/paths.ts';
import { serveStatic } from './lib/static-server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Issue 6 budgets, Lighthouse scores 0–100. */
export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;

const pages = [
  { name: 'home', path: '/' },
  { name: 'settings', path: '/settings' },
];
const presets = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', config: undefined }, // Lighthouse's default config is the mobile preset
];
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

async function main(): Promise<number> {
  const log = new FigureLog('lighthouse');
  const saveDir = argument('--save');
  const chromePath = chromiumExecutablePath();
  if (!chromePath || !existsSync(chromePath)) {
    for (const category of Object.keys(LIGHTHOUSE_BUDGETS)) log.notMeasured(`${category} score`, '', 'no Chromium found (set PLAYWRIGHT_CHROMIUM_PATH)', { kind: 'min', limit: 0 });
    return log.exitCode();
  }
  const dist = ensureWebBuild();
  const api = await startBenchApi({ port: benchPorts.api, webOrigins: [benchWebUrl] });
  const web = await serveStatic(dist, benchPorts.web);
  try {
    for (const preset of presets) {
      for (const page of pages) {
        // A fresh browser per run: an anonymous first visit with empty caches and storage.
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
        try {
          const result = await lighthouse(
            `${web.url}${page.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(LIGHTHOUSE_BUDGETS) },
            preset.config,
          );
          const lhr = result?.lhr;
          const label = `${page.name} ${preset.name}`;
          if (saveDir && lhr) {
            mkdirSync(saveDir, { recursive: true });
            const file = join(saveDir, `${page.name}-${preset.name}.json`);
            writeFileSync(file, JSON.stringify(lhr));
            console.log(`bench lighthouse | ${label}: full report written to ${file}`);
          }
          if (!lhr) {
            log.notMeasured(`${label}: performance score`, '', 'Lighthouse returned no report', { kind: 'min', limit: LIGHTHOUSE_BUDGETS.performance });
            continue;
          }
          if (lhr.runtimeError) console.log(`bench lighthouse | ${label}: runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          for (const [category, limit] of Object.entries(LIGHTHOUSE_BUDGETS)) {
            const score = lhr.categories[category]?.score;
            if (score === null || score === undefined) log.notMeasured(`${label}: ${category} score`, '', 'Lighthouse gave no score', { kind: 'min', limit });
            else log.add({ name: `${label}: ${category} score`, value: Math.round(score * 100), unit: '', digits: 0, budget: { kind: 'min', limit } });
            // Say what cost points, so a miss can be acted on.
            if (score !== null && score !== undefined && score < 1 && category !== 'performance') {
              const failing = (lhr.categories[category]?.auditRefs ?? [])
                .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
                .map((ref) => ref.id);
              if (failing.length > 0) console.log(`bench lighthouse | ${label}: ${category} audits below 100: ${failing.join(', ')}`);
            }
          }
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
          const lcp = metric('largest-contentful-paint');
          const tbt = metric('total-blocking-time');
          const cls = metric('cumulative-layout-shift');
          if (lcp === null) log.notMeasured(`${label}: LCP`, 'ms', 'no value in the report');
          else log.add({ name: `${label}: LCP`, value: lcp, unit: 'ms', digits: 0 });
          if (tbt === null) log.notMeasured(`${label}: TBT`, 'ms', 'no value in the report');
          else log.add({ name: `${label}: TBT`, value: tbt, unit: 'ms', digits: 0 });
          if (cls === null) log.notMeasured(`${label}: CLS`, '', 'no value in the report');
          else log.add({ name: `${label}: CLS`, value: cls, unit: '', digits: 3 });
          const benchmarkIndex = lhr.environment?.benchmarkIndex;
          if (benchmarkIndex) log.add({ name: `${label}: this machine's Lighthouse benchmark index`, value: benchmarkIndex, unit: '', digits: 0 });
        } finally {
          chrome.kill();
        }
      }
    }
  } finally {
    await web.close();
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
