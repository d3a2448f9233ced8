/**
 * Lighthouse (budgets: docs/product-rules.md §Performance 3–4): the lighthouse npm package driving
 * Debian's Chromium against the built web app served by the production web server (src/web-server,
 * in process: pre-rendered page by cookie, request-time render, Brotli) with the bench demo API running (its
 * seeded catalogue gives the figure page's slug), as an anonymous first-time visitor: a fresh
 * Chromium per run, empty caches and storage. Served over plain HTTP/1.1: the bench API is plain
 * http, and an https page's pictures from it are mixed content, which best practices counts.
 * `--http2` serves HTTP/2 over TLS instead (a throwaway certificate Chromium trusts by its key's
 * hash), as bench:applied does, for the performance figures.
 *
 * Pages: home `/`, catalogue `/figures`, a figure page `/figures/<slug>` (the first figure the API
 * lists), settings `/settings`, the cart `/cart` (its build-time loading frame); presets mobile (Lighthouse's default config) and desktop. THREE runs
 * per page × preset, in rounds (every page and preset once, then again), so a burst of load on the
 * machine hits each figure at most once; each run is printed, and the MEDIAN of the three is the
 * figure held to the budget. A run without a value (Lighthouse gave no score: an audit or the page
 * failed) is printed as such, and its median as "not measured", which fails the budget.
 *
 * Budgets: mobile performance ≥ 90 (a floor: LCP itself is held on the phone Chromium throttles
 * itself, applied-throttling.ts, since the simulation counts the entry script a pre-rendered paint
 * does not wait for), accessibility 100, best practices 100; desktop performance ≥ 98; CLS ≤ 0.02
 * (mobile and desktop), mobile TBT ≤ 300 ms. Also printed, without a budget: simulated LCP, desktop TBT, FCP (ms), desktop accessibility and best practices, and Lighthouse's
 * benchmark index of this machine (per run and its median).
 *
 * Lighthouse simulates a slow network and, for mobile, a slower CPU on top of the machine's own
 * speed (Lantern). Its fixed 4× would make a loaded or slow machine score lower (home mobile: 84
 * quiet, 68 busy, same build), so the mobile slowdown (`throttling.cpuSlowdownMultiplier`) is
 * calibrated at the start to bring this machine to Lighthouse's reference phone
 * (lib/cpu-calibration.ts; index and multiplier head the output); desktop keeps its preset's 1×.
 * Load that comes and goes during the runs still shows: run it on a QUIET machine (`npm run bench`
 * runs each benchmark alone) and read the per-run benchmark index next to the scores. About 5–15
 * minutes (30 runs).
 *
 *   npx tsx scripts/bench/lighthouse.ts [--save <folder>] [--dist <built app>] [--page <name>] [--preset mobile|desktop] [--cpu-slowdown <n>] [--floor]
 *     --save: each run's full report as JSON (<page>-<preset>-run<n>.json)
 *     --page, --preset: measure only that page (home, catalogue, figure-page, settings, cart) or preset, to
 *       iterate on one figure; `npm run bench` always measures all of them
 *     --cpu-slowdown (or BENCH_CPU_SLOWDOWN): force the mobile CPU multiplier, e.g. 4 (Lighthouse's default) to compare
 *     --http2: serve HTTP/2 over TLS (best practices then loses is-on-https: the API stays http)
 *     --floor: also measure the React + Fluent floor page (lib/serve-floor.ts; `--page floor` alone),
 *       a reference held to no budget: what the stack itself costs on the same phone
 *     ports: BENCH_WEB_PORT / BENCH_API_PORT (lib/paths.ts)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { FiguresListResponse } from '../../src/shared/api/catalogue.ts';
import { chromiumExecutablePath } from '../../tests/support/browser.ts';
import { argument } from './lib/args.ts';
import { startBenchApi } from './lib/bench-api.ts';
import { serveWebApp } from './lib/browser-bench.ts';
import { serveFloor } from './lib/serve-floor.ts';
import { calibrateCpuSlowdown } from './lib/cpu-calibration.ts';
import { FigureLog, meetsBudget, type Figure } from './lib/figures.ts';
import { benchPorts, benchWebOrigins } from './lib/paths.ts';
import { median } from './lib/stats.ts';
import { ensureWebBuild } from './lib/web-build.ts';

/** Runs per page × preset; the median is held to the budget (one run moves with the machine's load). */
export const LIGHTHOUSE_RUNS = 3;

type Preset = 'mobile' | 'desktop';
type MeasureId = 'performance' | 'accessibility' | 'best-practices' | 'lcp' | 'cls' | 'tbt' | 'fcp' | 'benchmark-index';
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** One value of one run, or null with why. */
interface Sample {
  value: number | null;
  why?: string;
}

/** Budgets per preset (see the module comment): scores 0–100, CLS unitless. Figures not named have none. */
export const LIGHTHOUSE_BUDGETS: Readonly<Record<Preset, Partial<Record<MeasureId, NonNullable<Figure['budget']>>>>> = {
  mobile: {
    performance: { kind: 'min', limit: 90 },
    accessibility: { kind: 'min', limit: 100 },
    'best-practices': { kind: 'min', limit: 100 },
    cls: { kind: 'max', limit: 0.02 },
    // Main-thread work while the page starts (docs/product-rules.md §Performance 3).
    tbt: { kind: 'max', limit: 300 },
  },
  desktop: {
    performance: { kind: 'min', limit: 98 },
    cls: { kind: 'max', limit: 0.02 },
  },
};

const categories = ['performance', 'accessibility', 'best-practices'] as const;

/** A category's score 0–100; null when Lighthouse gave none, with the errored audits as the reason. */
function categoryScore(lhr: Report, id: (typeof categories)[number]): Sample {
  const category = lhr.categories[id];
  if (!category) return { value: null, why: 'category missing from the report' };
  if (category.score === null) {
    const errored = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit?.scoreDisplayMode === 'error')
      .map((audit) => `${audit?.id}: ${audit?.errorMessage ?? 'error'}`);
    return { value: null, why: `Lighthouse gave no score${errored.length > 0 ? ` (audits failed: ${errored.join('; ')})` : ''}` };
  }
  return { value: Math.round(category.score * 100) };
}

/** An audit's numeric value (ms for timings); null when the audit failed or has none. */
function auditValue(lhr: Report, id: string): Sample {
  const audit = lhr.audits[id];
  const value = audit?.numericValue;
  if (audit && audit.scoreDisplayMode !== 'error' && typeof value === 'number' && Number.isFinite(value)) return { value };
  return { value: null, why: audit?.errorMessage ?? `no ${id} in the report` };
}

/** What is read from each report, in printing order. */
const measures: { id: MeasureId; name: string; unit: string; digits: number; read: (lhr: Report) => Sample }[] = [
  { id: 'performance', name: 'performance score', unit: '', digits: 0, read: (lhr) => categoryScore(lhr, 'performance') },
  { id: 'accessibility', name: 'accessibility score', unit: '', digits: 0, read: (lhr) => categoryScore(lhr, 'accessibility') },
  { id: 'best-practices', name: 'best practices score', unit: '', digits: 0, read: (lhr) => categoryScore(lhr, 'best-practices') },
  { id: 'lcp', name: 'LCP', unit: 'ms', digits: 0, read: (lhr) => auditValue(lhr, 'largest-contentful-paint') },
  { id: 'cls', name: 'CLS', unit: '', digits: 3, read: (lhr) => auditValue(lhr, 'cumulative-layout-shift') },
  { id: 'tbt', name: 'TBT', unit: 'ms', digits: 0, read: (lhr) => auditValue(lhr, 'total-blocking-time') },
  { id: 'fcp', name: 'FCP', unit: 'ms', digits: 0, read: (lhr) => auditValue(lhr, 'first-contentful-paint') },
  {
    id: 'benchmark-index',
    name: 'benchmark index',
    unit: '',
    digits: 0,
    read: (lhr) => (lhr.environment?.benchmarkIndex ? { value: lhr.environment.benchmarkIndex } : { value: null, why: 'no benchmark index in the report' }),
  },
];

const presets: { name: Preset; config: typeof desktopConfig | undefined }[] = [
  { name: 'mobile', config: undefined }, // Lighthouse's default config is the mobile preset
  { name: 'desktop', config: desktopConfig },
];
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The slug of the first figure the bench API lists (its seeded catalogue), or null with why. */
export async function firstFigureSlug(apiUrl: string): Promise<{ slug: string | null; why?: string }> {
  try {
    const response = await fetch(`${apiUrl}/api/figures/`);
    if (!response.ok) return { slug: null, why: `GET /api/figures/ answered ${response.status}` };
    const slug = ((await response.json()) as FiguresListResponse).results?.[0]?.slug;
    return typeof slug === 'string' && slug !== '' ? { slug } : { slug: null, why: 'the bench API lists no figure' };
  } catch (error) {
    return { slug: null, why: `GET /api/figures/ failed: ${(error as Error).message}` };
  }
}

/** One run's samples by measure, and notes to print after it (which audits cost points). */
interface RunResult {
  samples: Map<MeasureId, Sample>;
  notes: string[];
}

/**
 * One Lighthouse run in a fresh Chromium: every measure's sample, all null with why when the run
 * failed. `cpuSlowdown` is the mobile preset's CPU multiplier; desktop keeps its own. `extraFlags` go to Chromium
 * after its own (the web server's: trust its certificate).
 */
async function runOnce(chromePath: string, url: string, preset: (typeof presets)[number], save: string | null, cpuSlowdown: number, extraFlags: readonly string[]): Promise<RunResult> {
  const samples = new Map<MeasureId, Sample>();
  const notes: string[] = [];
  const failAll = (why: string) => {
    for (const measure of measures) samples.set(measure.id, { value: null, why });
    return { samples, notes };
  };
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags, ...extraFlags] });
  } catch (error) {
    return failAll(`Chromium did not start: ${(error as Error).message}`);
  }
  try {
    const mobileCpu = preset.name === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {};
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories], ...mobileCpu }, preset.config);
    const lhr = result?.lhr;
    if (!lhr) return failAll('Lighthouse returned no report');
    if (save) writeFileSync(save, JSON.stringify(lhr));
    const runtimeError = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
    for (const measure of measures) {
      const sample = measure.read(lhr);
      samples.set(measure.id, sample.value === null && runtimeError ? { value: null, why: runtimeError } : sample);
    }
    // Say which audits cost accessibility or best-practices points, so a miss can be acted on.
    for (const id of ['accessibility', 'best-practices'] as const) {
      const failing = (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      if (failing.length > 0) notes.push(`${id} audits below 100: ${failing.join(', ')}`);
    }
    return { samples, notes };
  } catch (error) {
    return failAll(`Lighthouse failed: ${(error as Error).message}`);
  } finally {
    chrome.kill();
  }
}

const shown = (sample: Sample | undefined, digits: number, unit: string) =>
  sample?.value === null || sample?.value === undefined ? `no value (${sample?.why ?? 'not run'})` : `${sample.value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;

/** Whether `--page` / `--preset` (absent: every one) ask for this page and preset. */
function wanted(page: string, preset: Preset): boolean {
  const onlyPage = argument('--page');
  const onlyPreset = argument('--preset');
  return (!onlyPage || onlyPage === page.replace(/ /g, '-')) && (!onlyPreset || onlyPreset === preset);
}

async function main(): Promise<number> {
  const log = new FigureLog('lighthouse');
  const saveDir = argument('--save');
  const chromePath = chromiumExecutablePath();
  if (!chromePath || !existsSync(chromePath)) {
    for (const [preset, budgets] of Object.entries(LIGHTHOUSE_BUDGETS)) {
      for (const [id, budget] of Object.entries(budgets)) log.notMeasured(`${preset}: ${id}`, '', 'no Chromium found (set PLAYWRIGHT_CHROMIUM_PATH)', budget);
    }
    return log.exitCode();
  }
  const cpu = await calibrateCpuSlowdown(log);
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const dist = ensureWebBuild();
  const api = await startBenchApi({ port: benchPorts.api, webOrigins: benchWebOrigins });
  // The React + Fluent floor (FluentProvider and one Button), with --floor: how much of a page's
  // main-thread work is the stack's own on this phone, and how much is the app's.
  const floor = process.argv.includes('--floor') ? await serveFloor() : null;
  try {
    const web = await serveWebApp(dist, benchPorts.web, { http2: process.argv.includes('--http2') });
    console.log(`bench lighthouse | served over ${web.protocol} (${web.url})`);
    try {
      const figure = await firstFigureSlug(api.url);
      // `origin`: served elsewhere (the floor); `reference`: printed beside the pages, held to no budget.
      const pages: { name: string; path: string | null; why?: string; origin?: string; reference?: boolean }[] = [
        { name: 'home', path: '/' },
        { name: 'catalogue', path: '/figures' },
        { name: 'figure page', path: figure.slug ? `/figures/${encodeURIComponent(figure.slug)}` : null, why: figure.why },
        { name: 'settings', path: '/settings' },
        { name: 'cart', path: '/cart' },
        ...(floor ? [{ name: 'floor', path: '/', origin: floor.url, reference: true }] : []),
      ];
      if (figure.slug) console.log(`bench lighthouse | figure page: /figures/${figure.slug}`);
      const samples = new Map<string, Map<MeasureId, Sample>[]>(); // by "<page> <preset>"
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
        for (const preset of presets) {
          for (const page of pages) {
            if (!page.path || !wanted(page.name, preset.name)) continue;
            const label = `${page.name} ${preset.name}`;
            const save = saveDir ? join(saveDir, `${page.name.replace(/ /g, '-')}-${preset.name}-run${run}.json`) : null;
            const result = await runOnce(chromePath, `${page.origin ?? web.url}${page.path}`, preset, save, cpu.multiplier, web.chromiumFlags);
            samples.set(label, [...(samples.get(label) ?? []), result.samples]);
            const line = measures.map((m) => `${m.name.replace(/ score$/, '')} ${shown(result.samples.get(m.id), m.digits, m.unit)}`).join(', ');
            console.log(`bench lighthouse | run ${run}/${LIGHTHOUSE_RUNS} ${label}: ${line}`);
            for (const note of result.notes) console.log(`bench lighthouse |   ${note}`);
            if (save) console.log(`bench lighthouse |   full report: ${save}`);
          }
        }
      }

      // The medians, held to the budgets; a median needs every run's value (never made up).
      const table: string[] = [];
      for (const preset of presets) {
        for (const page of pages) {
          if (!wanted(page.name, preset.name)) continue;
          const label = `${page.name} ${preset.name}`;
          const cells: string[] = [];
          for (const measure of measures) {
            const budget = page.reference ? undefined : LIGHTHOUSE_BUDGETS[preset.name][measure.id];
            const name = `${label}: ${measure.name} (median of ${LIGHTHOUSE_RUNS})`;
            const runs = (samples.get(label) ?? []).map((result) => result.get(measure.id));
            const missing = runs.filter((sample) => sample?.value === null || sample?.value === undefined);
            let figureLine: Figure;
            if (!page.path) figureLine = log.notMeasured(name, measure.unit, page.why ?? 'no figure to measure', budget);
            else if (missing.length > 0 || runs.length < LIGHTHOUSE_RUNS) {
              const why = `${missing.length + LIGHTHOUSE_RUNS - runs.length} of ${LIGHTHOUSE_RUNS} runs gave no value: ${[...new Set(missing.map((sample) => sample?.why))].join('; ')}`;
              figureLine = log.notMeasured(name, measure.unit, why, budget);
            } else {
              figureLine = log.add({ name, value: median(runs.map((sample) => sample!.value!)), unit: measure.unit, digits: measure.digits, budget });
            }
            const verdict = meetsBudget(figureLine);
            cells.push(`${figureLine.value === null ? 'n/m' : figureLine.value.toFixed(measure.digits)}${verdict === false ? ' ✗' : ''}`);
          }
          table.push(`| ${page.name} | ${preset.name} | ${cells.join(' | ')} |`);
        }
      }
      const allIndexes = [...samples.values()].flat().map((result) => result.get('benchmark-index')?.value).filter((value): value is number => typeof value === 'number');
      if (allIndexes.length > 0) log.add({ name: `benchmark index, median of the ${allIndexes.length} runs that report one`, value: median(allIndexes), unit: '', digits: 0 });
      else log.notMeasured('benchmark index', '', 'no run reported one');

      console.log(`\nbench lighthouse | medians of ${LIGHTHOUSE_RUNS} runs (✗: budget missed; n/m: not measured)`);
      console.log(`| page | preset | ${measures.map((m) => `${m.name.replace(/ score$/, '')}${m.unit ? ` (${m.unit})` : ''}`).join(' | ')} |`);
      console.log(`| --- | --- |${' --- |'.repeat(measures.length)}`);
      for (const row of table) console.log(row);
    } finally {
      await web.close();
    }
  } finally {
    await floor?.close();
    await api.stop();
  }
  return log.exitCode();
}

if (import.meta.filename === process.argv[1]) process.exit(await main());
