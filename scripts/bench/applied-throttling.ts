/**
 * The four public pages on a throttled phone, as Chrome itself throttles it (issue 15: the other
 * side of Lighthouse's simulated LCP). Lighthouse's mobile figures are SIMULATED (Lantern): it loads
 * the page unthrottled and estimates how long each request and task would take on Slow 4G with a 4×
 * slower CPU, counting every request that ended before the observed paint as if the paint waited
 * for it. On loopback the entry (≈180 kB gzip) ends before the pre-rendered page has painted, so it
 * is counted although the paint never waits for it. Here Chromium applies the same conditions
 * while it loads (Lighthouse's own mobileSlow4G numbers: 562.5 ms per request, 1.47 Mbps down,
 * 675 kbps up, CPU 4× slower; a 412×823 phone screen), so the figures are what the page does:
 * - FCP and LCP, from the page's own `paint` and `largest-contentful-paint` entries (ms after navigation);
 * - app started: when React took #root (hydrateRoot ran: the entry and the page's chunks have
 *   arrived and run; a click does something from about then).
 * Pages: home, catalogue, a figure page (the first the API lists), settings, each as a first-time
 * visitor in a fresh context (empty cache, no service worker); median of 3 rounds. No budget: the
 * issue's LCP budget is Lighthouse's simulated figure (scripts/bench/lighthouse.ts); this one is
 * printed beside it so a change that games the simulation (e.g. starting the app late) shows its
 * cost here.
 *
 *   npx tsx scripts/bench/applied-throttling.ts [--dist <built app>]
 *   ports: BENCH_WEB_PORT / BENCH_API_PORT (lib/paths.ts)
 */
import { throttling } from 'lighthouse/core/config/constants.js';
import { firstFigureSlug } from './lighthouse.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { withBrowserBench } from './lib/browser-bench.ts';
import { FigureLog } from './lib/figures.ts';
import { benchPorts, benchWebUrl } from './lib/paths.ts';
import { median } from './lib/stats.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Rounds; each figure is the median. */
export const APPLIED_RUNS = 3;
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
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdownMultiplier });
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
        for (const name of ['FCP', 'LCP', 'app started']) log.notMeasured(`${page.name}: ${name} (median of ${APPLIED_RUNS})`, 'ms', page.why ?? 'not loaded');
        continue;
      }
      log.add({ name: `${page.name}: FCP (median of ${APPLIED_RUNS})`, value: median(list.map((s) => s.fcp)), unit: 'ms', digits: 0 });
      log.add({ name: `${page.name}: LCP (median of ${APPLIED_RUNS})`, value: median(list.map((s) => s.lcp)), unit: 'ms', digits: 0 });
      log.add({ name: `${page.name}: app started, React took #root (median of ${APPLIED_RUNS})`, value: median(list.map((s) => s.started)), unit: 'ms', digits: 0 });
    }
  });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
