/**
 * Catalogue scroll frame rate, and whether it stays flat with depth (docs/product-rules.md §Performance 8):
 * the built web app (served by the production web server, lib/browser-bench.ts) with a demo API of its
 * own (20,000 figures), in headless Chromium (tests/support/browser.ts) at 1280×800. Opens /figures
 * (every figure, most popular first) and scrolls down by a fixed step in every animation frame
 * (window.scrollBy inside requestAnimationFrame) until card 4,000 has been shown, the grid loading
 * its pages as it goes. Frames are timed by their requestAnimationFrame timestamps over the whole
 * scroll; the cards in the DOM are counted every frame, and every element of the document each
 * time another 1,000 cards have passed.
 *
 * Prints the mean frame rate and its 5th percentile (1000 / the 95th-percentile frame interval),
 * the longest frame, the most cards in the DOM at once, the frame rate over the first and the last
 * 1,000 cards and the document's elements at card 1,000 and at the end, how far the scroll got and
 * the machine's load average. Budgets: mean ≥ 50 fps, at most 200 cards in the DOM (the grid is
 * virtualised), the last 1,000 cards at least 80 % of the first 1,000's frame rate and the document
 * at most 20 % larger at the end than at card 1,000 (flat with depth). Headless Chromium draws
 * without a GPU, and a loaded machine drops frames: run it alone.
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

/**
 * Budgets: mean frame rate at least 50 fps, at most 200 cards in the DOM; with depth, the last 1,000
 * cards' frame rate at least 0.8 × the first 1,000's, the document at most 1.2 × its size at card 1,000.
 */
export const SCROLL_BUDGETS = { meanFps: 50, maxCards: 200, depthFpsRatio: 0.8, depthDomRatio: 1.2 } as const;
/** The cards the scroll must pass. */
const TARGET_CARDS = 4000;
/** Cards per depth segment (a milestone every 1,000). */
const SEGMENT_CARDS = 1000;
/** The app's query (and the same filter on the API, to check it has enough results). */
const APP_PATH = '/figures?ordering=-popularity';
const API_QUERY = '/api/figures/?ordering=-popularity&page_size=1';
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
  /** At each 1,000 cards passed (and at the end): the frame's index in `stamps` and the document's elements. */
  milestones: Array<{ card: number; frame: number; elements: number }>;
}

/**
 * The scroll, run in the page: each animation frame records its timestamp, counts the cards in the
 * DOM and the furthest card shown, then scrolls `step` px; ends at card `target` or after `maxMs`.
 * Plain JavaScript text (the TypeScript loader would add helpers the page does not have).
 */
const IN_PAGE_SCROLL = `({ target, step, maxMs, segment }) => new Promise((resolve) => {
  const stamps = [];
  const milestones = [];
  let maxCards = 0;
  let lastCard = 0;
  const frame = (time) => {
    stamps.push(time);
    const items = document.querySelectorAll('[role="listitem"][aria-posinset]');
    maxCards = Math.max(maxCards, document.querySelectorAll('[role="article"][data-slug]').length);
    lastCard = Math.max(lastCard, Number(items[items.length - 1]?.getAttribute('aria-posinset') ?? 0));
    const timedOut = time - stamps[0] > maxMs;
    const done = lastCard >= target || timedOut;
    if (done || lastCard >= (milestones.length + 1) * segment) {
      milestones.push({ card: lastCard, frame: stamps.length - 1, elements: document.getElementsByTagName('*').length });
    }
    if (done) return resolve({ stamps, maxCards, lastCard, timedOut, milestones });
    window.scrollBy(0, step);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

/**
 * How the scroll holds up with depth, from its milestones: the mean frame rate over the first and the
 * last segment (fps) and the document's elements at the first milestone and the last; null without two
 * milestones (the scroll stopped early).
 */
export function depthStats(stamps: readonly number[], milestones: ScrollRun['milestones']): { firstFps: number; lastFps: number; firstElements: number; lastElements: number } | null {
  if (milestones.length < 2) return null;
  const fps = (from: number, to: number) => ((to - from) * 1000) / (stamps[to]! - stamps[from]!);
  const [first, beforeLast, last] = [milestones[0]!, milestones.at(-2)!, milestones.at(-1)!];
  return { firstFps: fps(0, first.frame), lastFps: fps(beforeLast.frame, last.frame), firstElements: first.elements, lastElements: last.elements };
}

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
    const run = (await page.evaluate(`(${IN_PAGE_SCROLL})(${JSON.stringify({ target: TARGET_CARDS, step: STEP_PX, maxMs: MAX_SCROLL_MS, segment: SEGMENT_CARDS })})`)) as ScrollRun;
    const load = Math.max(loadBefore, loadavg()[0]!);
    const stats = frameStats(run.stamps);
    log.add({ name: 'last card shown (aria-posinset)', value: run.lastCard, unit: 'cards', digits: 0, budget: { kind: 'min', limit: TARGET_CARDS } });
    log.add({ name: 'scroll time', value: (run.stamps.at(-1)! - run.stamps[0]!) / 1000, unit: 's' });
    log.add({ name: 'frames', value: stats.frames, unit: 'frames', digits: 0 });
    log.add({ name: 'scroll frame rate (mean)', value: stats.meanFps, unit: 'fps', budget: { kind: 'min', limit: SCROLL_BUDGETS.meanFps } });
    log.add({ name: 'scroll frame rate (5th percentile)', value: stats.p5Fps, unit: 'fps' });
    log.add({ name: 'longest frame', value: stats.longestMs, unit: 'ms' });
    log.add({ name: 'most cards in the DOM at once', value: run.maxCards, unit: 'cards', digits: 0, budget: { kind: 'max', limit: SCROLL_BUDGETS.maxCards } });
    const depth = depthStats(run.stamps, run.milestones);
    if (depth) {
      log.add({ name: `frame rate over the first ${SEGMENT_CARDS} cards`, value: depth.firstFps, unit: 'fps' });
      log.add({ name: `frame rate over the last ${SEGMENT_CARDS} cards`, value: depth.lastFps, unit: 'fps' });
      log.add({ name: 'depth: last / first frame rate', value: depth.lastFps / depth.firstFps, unit: '×', digits: 2, budget: { kind: 'min', limit: SCROLL_BUDGETS.depthFpsRatio } });
      log.add({ name: `document elements at card ${SEGMENT_CARDS}`, value: depth.firstElements, unit: 'elements', digits: 0 });
      log.add({ name: `document elements at card ${run.lastCard}`, value: depth.lastElements, unit: 'elements', digits: 0 });
      log.add({ name: 'depth: document growth', value: depth.lastElements / depth.firstElements, unit: '×', digits: 2, budget: { kind: 'max', limit: SCROLL_BUDGETS.depthDomRatio } });
    } else {
      log.notMeasured('depth: last / first frame rate', '×', `the scroll stopped at card ${run.lastCard}, before two milestones`, { kind: 'min', limit: SCROLL_BUDGETS.depthFpsRatio });
    }
    log.add({ name: 'load average (1 min) during the scroll, higher of start and end', value: load, unit: '', digits: 2 });
    if (run.timedOut) console.log(`bench catalogue-scroll | the scroll stopped after ${MAX_SCROLL_MS / 1000} s at card ${run.lastCard}`);
    await context.close();
  });
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
