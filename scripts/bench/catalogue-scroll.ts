/**
 * Catalogue scroll frame rate (docs/product-rules.md §Performance 8): the built web app (served by the
 * production web server, lib/browser-bench.ts) with a demo API of its own (20,000 figures), in headless
 * Chromium (tests/support/browser.ts) at 1280×800. Opens /figures with a query of ≥ 2,000 results
 * (scale figures, most popular first) and scrolls down by a fixed step in every animation frame
 * (window.scrollBy inside requestAnimationFrame) until card 2,000 has been shown, the grid loading
 * its pages as it goes. Frames are timed by their requestAnimationFrame timestamps over the whole
 * scroll; the cards in the DOM are counted every frame.
 *
 * Prints the mean frame rate and its 5th percentile (1000 / the 95th-percentile frame interval),
 * the longest frame, the most cards in the DOM at once, how far the scroll got and the machine's
 * load average. Budgets: mean ≥ 50 fps, at most 200 cards in the DOM (the grid is virtualised).
 * Headless Chromium draws without a GPU, and a loaded machine drops frames: run it alone.
 *
 *   npx tsx scripts/bench/catalogue-scroll.ts [--api http://127.0.0.1:<port>] [--dist <folder>]
 *   (--api: use an API already running, which must allow the web origin; --dist: see lib/web-build.ts)
 */
import { loadavg } from 'node:os';
import { existsSync } from 'node:fs';
import { chromiumExecutablePath } from '../../tests/support/browser.ts';
import type { FiguresListResponse } from '../../src/shared/api/catalogue.ts';
import { argument } from './lib/args.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { withBrowserBench } from './lib/browser-bench.ts';
import { FigureLog } from './lib/figures.ts';
import { benchPorts, benchWebOrigins } from './lib/paths.ts';
import { percentile } from './lib/stats.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Budgets: mean frame rate at least 50 fps, at most 200 cards in the DOM. */
export const SCROLL_BUDGETS = { meanFps: 50, maxCards: 200 } as const;
/** The cards the scroll must pass. */
const TARGET_CARDS = 2000;
/** The app's query (and the same filter on the API, to check it has enough results). */
const APP_PATH = '/figures?line=scale-figure&ordering=-popularity';
const API_QUERY = '/api/figures/?line=scale-figure&ordering=-popularity&page_size=1';
/** Pixels scrolled per frame (3,600 px/s at 60 fps: a brisk, steady fling). */
const STEP_PX = 60;
/** The scroll gives up after this long (a slow machine or API), ms. */
const MAX_SCROLL_MS = 180_000;

/** What the page reports after the scroll. */
interface ScrollRun {
  stamps: number[];
  maxCards: number;
  lastCard: number;
  timedOut: boolean;
}

/**
 * The scroll, run in the page: each animation frame records its timestamp, counts the cards in the
 * DOM and the furthest card shown, then scrolls `step` px; ends at card `target` or after `maxMs`.
 * Plain JavaScript text (the TypeScript loader would add helpers the page does not have).
 */
const IN_PAGE_SCROLL = `({ target, step, maxMs }) => new Promise((resolve) => {
  const stamps = [];
  let maxCards = 0;
  let lastCard = 0;
  const frame = (time) => {
    stamps.push(time);
    const items = document.querySelectorAll('[role="listitem"][aria-posinset]');
    maxCards = Math.max(maxCards, document.querySelectorAll('[role="article"][data-slug]').length);
    lastCard = Math.max(lastCard, Number(items[items.length - 1]?.getAttribute('aria-posinset') ?? 0));
    const timedOut = time - stamps[0] > maxMs;
    if (lastCard >= target || timedOut) return resolve({ stamps, maxCards, lastCard, timedOut });
    window.scrollBy(0, step);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

/** Frame statistics from requestAnimationFrame timestamps (ms): mean fps, 5th-percentile fps, longest frame. */
export function frameStats(stamps: readonly number[]): { frames: number; meanFps: number; p5Fps: number; longestMs: number } {
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]!);
  if (intervals.length === 0) return { frames: 0, meanFps: 0, p5Fps: 0, longestMs: 0 };
  const total = stamps.at(-1)! - stamps[0]!;
  return { frames: intervals.length, meanFps: (intervals.length * 1000) / total, p5Fps: 1000 / percentile(intervals, 95), longestMs: Math.max(...intervals) };
}

async function main(): Promise<number> {
  const log = new FigureLog('catalogue-scroll');
  const chromePath = chromiumExecutablePath();
  if (!chromePath || !existsSync(chromePath)) {
    log.notMeasured('scroll frame rate (mean)', 'fps', 'no Chromium found (set PLAYWRIGHT_CHROMIUM_PATH)', { kind: 'min', limit: SCROLL_BUDGETS.meanFps });
    return log.exitCode();
  }
  const dist = ensureWebBuild();
  const given = argument('--api');
  const api = given ? { url: given.replace(/\/$/, ''), stop: async () => undefined } : await startBenchApi({ port: benchPorts.api, webOrigins: benchWebOrigins });
  await withBrowserBench(api, dist, benchPorts.web, async ({ web, browser }) => {
    const { count } = (await (await fetch(`${api.url}${API_QUERY}`)).json()) as FiguresListResponse;
    log.add({ name: `results of ${APP_PATH}`, value: count, unit: 'figures', digits: 0, budget: { kind: 'min', limit: TARGET_CARDS } });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${web.url}${APP_PATH}`);
    await page.locator('[role="listitem"][aria-posinset="1"]').waitFor({ timeout: 60_000 });
    const loadBefore = loadavg()[0]!;
    const run = (await page.evaluate(`(${IN_PAGE_SCROLL})(${JSON.stringify({ target: TARGET_CARDS, step: STEP_PX, maxMs: MAX_SCROLL_MS })})`)) as ScrollRun;
    const load = Math.max(loadBefore, loadavg()[0]!);
    const stats = frameStats(run.stamps);
    log.add({ name: 'last card shown (aria-posinset)', value: run.lastCard, unit: 'cards', digits: 0, budget: { kind: 'min', limit: TARGET_CARDS } });
    log.add({ name: 'scroll time', value: (run.stamps.at(-1)! - run.stamps[0]!) / 1000, unit: 's' });
    log.add({ name: 'frames', value: stats.frames, unit: 'frames', digits: 0 });
    log.add({ name: 'scroll frame rate (mean)', value: stats.meanFps, unit: 'fps', budget: { kind: 'min', limit: SCROLL_BUDGETS.meanFps } });
    log.add({ name: 'scroll frame rate (5th percentile)', value: stats.p5Fps, unit: 'fps' });
    log.add({ name: 'longest frame', value: stats.longestMs, unit: 'ms' });
    log.add({ name: 'most cards in the DOM at once', value: run.maxCards, unit: 'cards', digits: 0, budget: { kind: 'max', limit: SCROLL_BUDGETS.maxCards } });
    log.add({ name: 'load average (1 min) during the scroll, higher of start and end', value: load, unit: '', digits: 2 });
    if (run.timedOut) console.log(`bench catalogue-scroll | the scroll stopped after ${MAX_SCROLL_MS / 1000} s at card ${run.lastCard}`);
    await context.close();
  });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
