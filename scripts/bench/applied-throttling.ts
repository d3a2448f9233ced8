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
 *   arrived and run);
 * - page hydrated: the app's `fs:hydrated` mark, when its page has committed: a tap made since the
 *   first paint was kept by the early-tap recorder and acts now (docs/product-rules.md §Performance 15). Printed without a budget.
 * The pages are served over HTTP/2 (TLS, a throwaway certificate Chromium trusts by its key's hash), as
 * any host with a certificate serves them: HTTP/1.1 would queue a page's module chunks six at a time,
 * each queued turn costing the 562.5 ms round trip again. `--http1` measures plain HTTP/1.1.
 * Pages: home, catalogue, a figure page (the first the API lists), settings, the cart (its
 * build-time loading frame), each as a first-time visitor in a fresh context (empty cache, no service
 * worker); median of 3 rounds. Then one more load per page, traced, breaks its start-up into where
 * the main thread went (lib/main-thread-profile.ts: entry evaluation, Griffel, React, Fluent UI, our
 * code, other libraries, browser work, GC; the hottest modules by self time; long tasks; when the entry arrived and how many scripts
 * were asked for before React started), printed without budgets so a change can be judged against it.
 * Budgets (the product's speed rules, on the calibrated phone): LCP ≤ 2000 ms and app started
 * ≤ 3000 ms on every page; FCP is printed without one. Exit code 1 when one is missed. Beside
 * Lighthouse's simulated figures (scripts/bench/lighthouse.ts), so a change that games the
 * simulation (e.g. starting the app late) shows its cost here.
 *
 *   npx tsx scripts/bench/applied-throttling.ts [--dist <built app>] [--cpu-slowdown <n>] [--save-traces <folder>]
 *     --page <home|catalogue|figure-page|settings|cart>, --runs <n>: one page, fewer rounds, to iterate on one figure
 *     --save-traces: each page's traced load as a Chromium trace (<page>.json; DevTools' Performance panel opens it)
 *     --cpu-slowdown (or BENCH_CPU_SLOWDOWN): force the CPU multiplier, e.g. 4 to compare with older runs
 *     --http1: serve plain HTTP/1.1 instead of HTTP/2 over TLS (the figures before 2026-11-28 were)
 *   ports: BENCH_WEB_PORT / BENCH_API_PORT (lib/paths.ts)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { firstFigureSlug } from './lighthouse.ts';
import { argument } from './lib/args.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { withBrowserBench } from './lib/browser-bench.ts';
import { calibrateCpuSlowdown } from './lib/cpu-calibration.ts';
import { FigureLog, type Figure } from './lib/figures.ts';
import { breakDownTrace, PROFILE_SHARES, PROFILE_TRACE_CATEGORIES, SourceOwners, type StartupProfile } from './lib/main-thread-profile.ts';
import { benchPorts, benchWebOrigins } from './lib/paths.ts';
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

/** What IN_PAGE_PROBE logs (console.debug) once React took #root, the page has hydrated and an LCP entry is in. */
const PROBE_DONE = 'fs-bench:probe-done';

/**
 * Installed before the page's own scripts: records LCP candidates, and polls (every 10 ms) for the
 * React root on #root; logs PROBE_DONE when all three are in. The bench waits for that log line,
 * not with Playwright's waitForFunction: that injects Playwright's script into the page (~65 ms of
 * the main thread at 7×) and runs its predicate on every frame, while the figures are being taken.
 * Plain JavaScript text (the TypeScript loader would add helpers the page does not have).
 */
const IN_PAGE_PROBE = `(() => {
  window.__probe = { lcp: null, started: null, hydrated: null };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__probe.lcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setInterval(() => {
    const root = document.getElementById('root');
    if (window.__probe.started === null && root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
      window.__probe.started = performance.now();
    }
    const hydrated = performance.getEntriesByName('fs:hydrated')[0];
    if (hydrated) window.__probe.hydrated = hydrated.startTime;
    if (window.__probe.started !== null && window.__probe.hydrated !== null && window.__probe.lcp !== null) {
      clearInterval(timer);
      console.debug('${PROBE_DONE}');
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
  __probe: { lcp: number | null; started: number | null; hydrated: number | null };
}

/** What one load gives, ms after navigation. */
interface Sample {
  fcp: number;
  lcp: number;
  started: number;
  /** The app's `fs:hydrated` mark: its page has committed, and a tap kept since the first paint acts (§Performance 15). */
  hydrated: number;
}

/**
 * A fresh context (empty cache, no service worker) on the phone: Lighthouse's Slow 4G, a 412×823
 * screen, the CPU `cpuSlowdown`× slower; IN_PAGE_PROBE installed. Close the context when done.
 */
async function openThrottledPage(browser: Browser, cpuSlowdown: number): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.addInitScript(IN_PAGE_PROBE);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', cdpNetworkConditions(throttling.mobileSlow4G));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, tab };
}

/**
 * Opens `url` and waits until React took #root, the page has hydrated and has an LCP entry (IN_PAGE_PROBE's
 * log line: nothing of Playwright's runs in the page meanwhile). Rejects after LOAD_LIMIT_MS.
 */
async function loadUntilStarted(tab: Page, url: string): Promise<void> {
  const done = tab.waitForEvent('console', { predicate: (message) => message.text() === PROBE_DONE, timeout: LOAD_LIMIT_MS });
  await tab.goto(url, { waitUntil: 'commit', timeout: LOAD_LIMIT_MS });
  await done;
}

/** The URL of the build's entry script (the first `<script type="module">` of index.html), or '' when there is none. */
function entryScriptUrl(dist: string, origin: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  return src ? new URL(src, origin).href : '';
}

/**
 * Prints one page's main-thread profile (lib/main-thread-profile.ts) as figures without budget: ms
 * per share, long tasks and their blocking time; "not measured" with why when there is none.
 */
function printProfile(log: FigureLog, page: string, profile: StartupProfile | undefined, mapped: boolean): void {
  const prefix = `${page}: main thread until hydrated`;
  if (!profile) {
    log.notMeasured(`${prefix}, total`, 'ms', 'the traced load failed (see above)');
    return;
  }
  const cut = profile.hydratedMarked ? '' : ' (no fs:hydrated mark: cut 3 s after React started)';
  const total = Object.values(profile.shares).reduce((sum, ms) => sum + ms, 0);
  log.add({ name: `${prefix}, total of ${Math.round(profile.windowMs)} ms after navigation${cut}`, value: total, unit: 'ms', digits: 0 });
  for (const share of PROFILE_SHARES) {
    if (!mapped && share !== 'entry evaluation' && !share.startsWith('browser') && share !== 'garbage collection') continue;
    log.add({ name: `${prefix}: ${share}`, value: profile.shares[share], unit: 'ms', digits: 0 });
  }
  if (!mapped) log.notMeasured(`${prefix}: by owner`, 'ms', 'the build has no source maps (lib/web-build.ts writes hidden ones)');
  for (const { module, ms } of profile.hotspots) log.add({ name: `${prefix}: self time in ${module}`, value: ms, unit: 'ms', digits: 0 });
  for (const [work, ms] of Object.entries(profile.browserWork)) log.add({ name: `${prefix}: of the browser's work, ${work} (trace events, self time)`, value: ms, unit: 'ms', digits: 0 });
  log.add({ name: `${page}: long tasks until hydrated (blocking time ${Math.round(profile.blockingMs)} ms)`, value: profile.longTasks, unit: '', digits: 0 });
  if (profile.entryLoadedMs === null) log.notMeasured(`${page}: entry script loaded`, 'ms', 'the trace has no request for it');
  else log.add({ name: `${page}: entry script loaded, after navigation`, value: profile.entryLoadedMs, unit: 'ms', digits: 0 });
  log.add({ name: `${page}: scripts requested before React started`, value: profile.scriptsBeforeStart, unit: '', digits: 0 });
}

async function main(): Promise<number> {
  const log = new FigureLog('applied-throttling');
  const cpu = await calibrateCpuSlowdown(log);
  const dist = ensureWebBuild();
  const api = await startBenchApi({ port: benchPorts.api, webOrigins: benchWebOrigins });
  await withBrowserBench(api, dist, benchPorts.web, async ({ web, browser }) => {
    console.log(`bench applied-throttling | served over ${web.protocol} (${web.url})`);
    const figure = await firstFigureSlug(api.url);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'catalogue', path: '/figures' },
      { name: 'figure page', path: figure.slug ? `/figures/${encodeURIComponent(figure.slug)}` : null, why: figure.why },
      { name: 'settings', path: '/settings' },
      { name: 'cart', path: '/cart' },
    ];
    const samples = new Map<string, Sample[]>();
    const only = argument('--page');
    const runs = Number(argument('--runs') ?? APPLIED_RUNS);
    if (only) for (const page of pages) if (page.name.replace(/\W+/g, '-') !== only) page.path = null;
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        if (!page.path) continue;
        const { context, tab } = await openThrottledPage(browser, cpu.multiplier);
        try {
          await loadUntilStarted(tab, `${web.url}${page.path}`);
          // Functions, not strings: the page's CSP forbids eval. No named functions inside (the loader would add helpers).
          const sample = await tab.evaluate(() => ({ ...(window as unknown as Probed).__probe, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN }) as Sample);
          const list = samples.get(page.name) ?? [];
          list.push(sample);
          samples.set(page.name, list);
          console.log(`bench applied-throttling | run ${round + 1}/${runs} ${page.name}: FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, app started ${Math.round(sample.started)} ms, hydrated ${Math.round(sample.hydrated)} ms`);
        } finally {
          await context.close();
        }
      }
    }
    // One more load per page, traced (tracing costs time, so the figures above are from untraced loads).
    const owners = new SourceOwners(dist, web.url);
    const entryUrl = entryScriptUrl(dist, web.url);
    const traceDir = argument('--save-traces');
    if (traceDir) mkdirSync(traceDir, { recursive: true });
    const profiles = new Map<string, StartupProfile>();
    for (const page of pages) {
      if (!page.path) continue;
      const { context, tab } = await openThrottledPage(browser, cpu.multiplier);
      try {
        await browser.startTracing(tab, { categories: PROFILE_TRACE_CATEGORIES });
        let trace: Buffer;
        try {
          await loadUntilStarted(tab, `${web.url}${page.path}`);
        } finally {
          trace = await browser.stopTracing();
        }
        if (traceDir) writeFileSync(join(traceDir, `${page.name.replace(/\W+/g, '-')}.json`), trace);
        profiles.set(page.name, breakDownTrace((JSON.parse(trace.toString('utf8')) as { traceEvents: Parameters<typeof breakDownTrace>[0] }).traceEvents, owners, entryUrl));
      } catch (error) {
        console.log(`bench applied-throttling | ${page.name}: no main-thread profile (${error instanceof Error ? error.message : String(error)})`);
      } finally {
        await context.close();
      }
    }
    const mapped = owners.hasMap(entryUrl);
    for (const page of pages) {
      const list = samples.get(page.name);
      if (only && !list) continue;
      if (!list) {
        const why = page.why ?? 'not loaded';
        log.notMeasured(`${page.name}: FCP (median of ${runs})`, 'ms', why);
        log.notMeasured(`${page.name}: LCP (median of ${runs})`, 'ms', why, APPLIED_BUDGETS.lcp);
        log.notMeasured(`${page.name}: app started, React took #root (median of ${runs})`, 'ms', why, APPLIED_BUDGETS.started);
        continue;
      }
      log.add({ name: `${page.name}: FCP (median of ${runs})`, value: median(list.map((s) => s.fcp)), unit: 'ms', digits: 0 });
      log.add({ name: `${page.name}: LCP (median of ${runs})`, value: median(list.map((s) => s.lcp)), unit: 'ms', digits: 0, budget: APPLIED_BUDGETS.lcp });
      log.add({ name: `${page.name}: app started, React took #root (median of ${runs})`, value: median(list.map((s) => s.started)), unit: 'ms', digits: 0, budget: APPLIED_BUDGETS.started });
      log.add({ name: `${page.name}: page hydrated, a tap acts (median of ${runs})`, value: median(list.map((s) => s.hydrated)), unit: 'ms', digits: 0 });
      printProfile(log, page.name, profiles.get(page.name), mapped);
    }
  }, { http2: !process.argv.includes('--http1') });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
