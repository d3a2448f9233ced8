/**
 * The CPU slowdown of the phone benchmarks (lighthouse.ts mobile, applied-throttling.ts), calibrated
 * to this machine. Chromium's CPU throttling is relative to the host: Lighthouse's default 4× turns a
 * high-end desktop into its reference phone (the mid-tier phone its mobile preset models), but a
 * slower or loaded machine ends up slower than that phone, and a faster one faster, so a fixed 4×
 * measures the host as much as the app. Lighthouse's guidance (docs/throttling.md, "Calibrating the
 * CPU slowdown") is to read the machine's benchmark index and pick the multiplier from it; this
 * module does that at the start of a run, with Lighthouse's own benchmark, so the figures are those
 * of the same phone on any machine.
 *
 *   --cpu-slowdown <n> (or BENCH_CPU_SLOWDOWN=<n>) forces the multiplier, e.g. 4 to compare with a
 *   run made before calibration; the benchmark index is still measured and printed.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { argument } from './args.ts';
import { launchChromium } from './browser.ts';
import type { FigureLog } from './figures.ts';
import { median } from './stats.ts';

/** The command-line flag and the environment variable that force the multiplier. */
export const CPU_SLOWDOWN_FLAG = '--cpu-slowdown';
export const CPU_SLOWDOWN_ENV = 'BENCH_CPU_SLOWDOWN';

/**
 * The multipliers a calibration may choose. 1 is no throttling (Chromium cannot make a CPU faster:
 * CDP `Emulation.setCPUThrottlingRate` takes 1 as "no throttle"); 10 is the top of the range
 * Lighthouse's docs/throttling.md gives for a high-end desktop emulating a mid-tier phone ("4x (2-10)").
 */
export const CPU_SLOWDOWN_RANGE = { min: 1, max: 10 } as const;

/** Below this index Lighthouse's calculator says the machine is too slow to emulate its phone. */
export const SLOWEST_CALIBRATED_INDEX = 150;

/** How often the benchmark runs (each about 1 s); the median is the machine's index. */
export const BENCHMARK_INDEX_RUNS = 3;

/**
 * The CPU slowdown that brings a machine of Lighthouse benchmark index `benchmarkIndex` (unitless,
 * `environment.benchmarkIndex` of an LHR) to the reference phone of Lighthouse's mobile preset,
 * rounded to 0.1 and clamped to CPU_SLOWDOWN_RANGE.
 *
 * Formula: the Lighthouse CPU slowdown calculator that docs/throttling.md links
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/, source
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator pages/index.js,
 * `computeMultiplierMessages`), piecewise linear through its calibration points
 * (index → multiplier: 150 → 1, 800 → 2, 1300 → 3, 1533 → 4, 1766 → 5, 2000 → 6):
 *   index ≥ 1300: 3 + (index − 1300) / 233
 *   800 ≤ index < 1300: 2 + (index − 800) / 500
 *   150 ≤ index < 800: 1 + (index − 150) / 650
 *   index < 150: the calculator gives none ("too slow to accurately emulate"): 1, no slowdown.
 * Throws a RangeError when `benchmarkIndex` is not a finite number ≥ 0.
 */
export function cpuSlowdownForIndex(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 0) throw new RangeError(`benchmark index must be a finite number ≥ 0, got ${benchmarkIndex}`);
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= SLOWEST_CALIBRATED_INDEX) multiplier = 1 + (benchmarkIndex - SLOWEST_CALIBRATED_INDEX) / 650;
  else multiplier = CPU_SLOWDOWN_RANGE.min;
  const clamped = Math.min(CPU_SLOWDOWN_RANGE.max, Math.max(CPU_SLOWDOWN_RANGE.min, multiplier));
  return Math.round(clamped * 10) / 10;
}

/**
 * The multiplier forced by `--cpu-slowdown <n>` in `argv` or else by BENCH_CPU_SLOWDOWN in `env`,
 * with where it came from; null when neither is set (calibrate). A forced value is not clamped (it is
 * there to compare with any fixed setting) but must be a finite number ≥ 1, as CDP
 * `Emulation.setCPUThrottlingRate` and Lighthouse's `cpuSlowdownMultiplier` take it.
 * Throws an Error naming the flag when the flag has no value or either value is not such a number.
 */
export function forcedCpuSlowdown(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): { multiplier: number; source: string } | null {
  let text: string | undefined;
  let source: string;
  if (argv.includes(CPU_SLOWDOWN_FLAG)) {
    text = argument(CPU_SLOWDOWN_FLAG, argv);
    source = CPU_SLOWDOWN_FLAG;
  } else if (env[CPU_SLOWDOWN_ENV] !== undefined && env[CPU_SLOWDOWN_ENV] !== '') {
    text = env[CPU_SLOWDOWN_ENV];
    source = CPU_SLOWDOWN_ENV;
  } else {
    return null;
  }
  const multiplier = text !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(multiplier >= 1)) throw new Error(`${source} needs a number ≥ 1 (1 = no slowdown, 4 = Lighthouse's default), got ${text === undefined ? 'nothing' : JSON.stringify(text)}`);
  return { multiplier, source };
}

/**
 * This machine's Lighthouse benchmark index (unitless; higher is faster): Lighthouse's own benchmark
 * (`pageFunctions.computeBenchmarkIndex`, what every LHR reports as `environment.benchmarkIndex`) run
 * BENCHMARK_INDEX_RUNS times in a blank page of the benchmarks' headless Chromium: each run's index
 * and their median. Rejects when Chromium does not start.
 */
export async function measureBenchmarkIndex(): Promise<{ index: number; runs: number[] }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const runs: number[] = [];
    for (let run = 0; run < BENCHMARK_INDEX_RUNS; run += 1) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return { index: median(runs), runs };
  } finally {
    await browser.close();
  }
}

/** The slowdown a bench applies: the multiplier and the index it was chosen from. */
export interface CpuSlowdown {
  benchmarkIndex: number;
  /** What the calibration chose for this index. */
  calibrated: number;
  /** What is applied: `calibrated`, or the forced value. */
  multiplier: number;
}

/**
 * Measures the benchmark index, chooses the multiplier (cpuSlowdownForIndex, or the forced one) and
 * prints both through `log` as figures without budget; call it first so they head the output.
 * Throws what measureBenchmarkIndex or forcedCpuSlowdown throw.
 */
export async function calibrateCpuSlowdown(log: FigureLog, argv: readonly string[] = process.argv, env: Readonly<Record<string, string | undefined>> = process.env): Promise<CpuSlowdown> {
  const forced = forcedCpuSlowdown(argv, env); // a bad flag fails before the minute of benchmarking
  const { index: benchmarkIndex, runs } = await measureBenchmarkIndex();
  const calibrated = cpuSlowdownForIndex(benchmarkIndex);
  const each = runs.map((run) => Math.round(run)).join(', ');
  log.add({ name: `CPU benchmark index of this machine (Lighthouse's computeBenchmarkIndex, median of ${BENCHMARK_INDEX_RUNS}: ${each})`, value: benchmarkIndex, unit: '', digits: 0 });
  const why = forced
    ? `forced by ${forced.source}; calibrated would be ${calibrated.toFixed(1)}×`
    : benchmarkIndex < SLOWEST_CALIBRATED_INDEX
      ? `calibrated: this machine is slower than Lighthouse's reference phone, so no slowdown and every figure is pessimistic`
      : `calibrated to Lighthouse's mobile reference phone, clamped to ${CPU_SLOWDOWN_RANGE.min}–${CPU_SLOWDOWN_RANGE.max}×; ${CPU_SLOWDOWN_FLAG} <n> forces one`;
  const multiplier = forced?.multiplier ?? calibrated;
  log.add({ name: `CPU slowdown applied (${why})`, value: multiplier, unit: '×', digits: 1 });
  return { benchmarkIndex, calibrated, multiplier };
}
