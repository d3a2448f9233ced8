/**
 * The four public pages on a throttled phone, as Chrome itself throttles it (the other side of
 * Lighthouse's simulated LCP; budgets: docs/product-rules.md §Performance 5–6). Lighthouse's mobile
 * figures are SIMULATED (Lantern): it loads the page unthrottled and estimates how long each
 * request and task would take on Slow 4G with a 4× slower CPU, counting every request that ended
 * before the observed paint as if the paint waited for it. On loopback the entry (≈180 kB gzip)
 * ends before the pre-rendered page has painted, so it is counted although the paint never waits
 * for it. Here Chromium applies the same conditions while it loads (Lighthouse's own mobileSlow4G
 * numbers: 562.5 ms per request, 1.47 Mbps down, 675 kbps up; a 412×823 phone screen), so the
 * figures are what the page does. The CPU slowdown is not Lighthouse's fixed 4× (which measures the
 * host as much as the app) but calibrated at the start to bring this machine to Lighthouse's
 * reference phone (lib/cpu-calibration.ts); the benchmark index and the multiplier head the output:
 * - FCP and LCP, from the page's own `paint` and `largest-contentful-paint` entries (ms after navigation);
 * - app started: when React took #root (hydrateRoot ran: the entry and the page's chunks have
 *   arrived and run; a click does something from about then).
 * Pages: home, catalogue, a figure page (the first the API lists), settings, each as a first-time
 * visitor in a fresh context (empty cache, no service worker); median of 3 rounds.
 * Budgets (the product's speed rules, on the calibrated phone): LCP ≤ 2000 ms and app started
 * ≤ 3000 ms on every page; FCP is printed without one. Exit code 1 when one is missed. Beside
 * Lighthouse's simulated figures (scripts/bench/lighthouse.ts), so a change that games the
 * simulation (e.g. starting the app late) shows its cost here.
 *
 *   npx tsx scripts/bench/applied-throttling.ts [--dist <built app>] [--cpu-slowdown <n>]
 *     --cpu-slowdown (or BENCH_CPU_SLOWDOWN): force the CPU multiplier, e.g. 4 to compare with older runs
 *   ports: BENCH_WEB_PORT / BENCH_API_PORT (lib/paths.ts)
 */
import { throttling } from 'lighthouse/core/config/constants.js';
import { firstFigureSlug } from './lighthouse.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { withBrowserBench } from './lib/browser-bench.ts';
import { calibrateCpuSlowdown } from './lib/cpu-calibration.ts';
import { FigureLog, type Figure } from './lib/figures.ts';
import { benchPorts, benchWebUrl } from './lib/paths.ts';
import { median } from './lib/stats.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Rounds; each figure is the median. */
export const APPLIED_RUNS = 3;
/** The product's speed rules, per page on the calibrated phone (ms after navigation): LCP ≤ 2 s, app started ≤ 3 s. */
export const APPLIED_BUDGETS: Readonly<Record<'lcp' | 'started', NonNullable<Figure['budget']>>> = {
  lcp: { kind: 'max', limit: 2000 },
  started: { kind: 'max', limit: 3000 },
};
/** The longest one page load may take under throttling, ms. */
const LOAD_LIMIT_MS = 60_000;

/**
 * Installed before the page's own scripts: records LCP candidates, and polls (every 10 ms) for the
 * React root on #root. Plain JavaScript text (the TypeScript loader would add helpers the page does not have).
 */
const IN_PAGE_PROBE = `(() => {
  window.__probe = { lcp: null, started: null };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__probe.lcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setInterval(() => {
    const root = document.getElementById('root');
    if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
      window.__probe.started = performance.now();
      clearInterval(timer);
    }
  }, 10);
})()`;

/** Lighthouse's throttling settings, the fields applied here (latency ms, throughput Kbit/s). */
export interface ThrottlingSettings {
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
}

/**
 * Lighthouse's settings as CDP `Network.emulateNetworkConditions` wants them: latency in ms,
 * throughput in bytes/s (Kbit/s × 1024 / 8, floored, as Lighthouse's own devtools throttling does).
 */
export function cdpNetworkConditions(settings: ThrottlingSettings): { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number } {
  return {
    offline: false,
    latency: settings.requestLatencyMs,
    downloadThroughput: Math.floor((settings.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((settings.uploadThroughputKbps * 1024) / 8),
  };
}

/** The page's window once IN_PAGE_PROBE ran. */
interface Probed {
  __probe: { lcp: number | null; started: number | null };
}

/** What one load gives, ms after navigation. */
interface Sample {
  fcp: number;
  lcp: number;
  started: number;
}

async function main(): Promise<number> {
  const log = new FigureLog('applied-throttling');
  const cpu = await calibrateCpuSlowdown(log);
  const dist = ensureWebBuild();
  const api = await startBenchApi({ port: benchPorts.api, webOrigins: [benchWebUrl] });
  await withBrowserBench(api, dist, benchPorts.web, async ({ web, browser }) => {
    const figure = await firstFigureSlug(api.url);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'catalogue', path: '/figures' },
      { name: 'figure page', path: figure.slug ? `/figures/${encodeURIComponent(figure.slug)}` : null, why: figure.why },
      { name: 'settings', path: '/settings' },
    ];
    const conditions = throttling.mobileSlow4G;
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < APPLIED_RUNS; round += 1) {
      for (const page of pages) {
        if (!page.path) continue;
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
        try {
          const tab = await context.newPage();
          await tab.addInitScript(IN_PAGE_PROBE);
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', cdpNetworkConditions(conditions));
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.multiplier });
          await tab.goto(`${web.url}${page.path}`, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
          // Functions, not strings: the page's CSP forbids eval. No named functions inside (the loader would add helpers).
          await tab.waitForFunction(() => (window as unknown as Probed).__probe.started !== null && (window as unknown as Probed).__probe.lcp !== null, null, { timeout: LOAD_LIMIT_MS });
          const sample = await tab.evaluate(() => ({ ...(window as unknown as Probed).__probe, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN }) as Sample);
          const list = samples.get(page.name) ?? [];
          list.push(sample);
          samples.set(page.name, list);
          console.log(`bench applied-throttling | run ${round + 1}/${APPLIED_RUNS} ${page.name}: FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, app started ${Math.round(sample.started)} ms`);
        } finally {
          await context.close();
        }
      }
    }
    for (const page of pages) {
      const list = samples.get(page.name);
      if (!list) {
        const why = page.why ?? 'not loaded';
        log.notMeasured(`${page.name}: FCP (median of ${APPLIED_RUNS})`, 'ms', why);
        log.notMeasured(`${page.name}: LCP (median of ${APPLIED_RUNS})`, 'ms', why, APPLIED_BUDGETS.lcp);
        log.notMeasured(`${page.name}: app started, React took #root (median of ${APPLIED_RUNS})`, 'ms', why, APPLIED_BUDGETS.started);
        continue;
      }
      log.add({ name: `${page.name}: FCP (median of ${APPLIED_RUNS})`, value: median(list.map((s) => s.fcp)), unit: 'ms', digits: 0 });
      log.add({ name: `${page.name}: LCP (median of ${APPLIED_RUNS})`, value: median(list.map((s) => s.lcp)), unit: 'ms', digits: 0, budget: APPLIED_BUDGETS.lcp });
      log.add({ name: `${page.name}: app started, React took #root (median of ${APPLIED_RUNS})`, value: median(list.map((s) => s.started)), unit: 'ms', digits: 0, budget: APPLIED_BUDGETS.started });
    }
  });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
