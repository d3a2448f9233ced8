import { describe, expect, it } from 'vitest';
import { CPU_SLOWDOWN_ENV, CPU_SLOWDOWN_RANGE, cpuSlowdownForIndex, forcedCpuSlowdown } from '../../../../../scripts/bench/lib/cpu-calibration';

describe("cpuSlowdownForIndex (Lighthouse's CPU slowdown calculator, linked from docs/throttling.md)", () => {
  it("gives the calculator's calibration points: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4× (Lighthouse's default), 1766 → 5×, 2000 → 6×", () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(cpuSlowdownForIndex)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is linear between them, rounded to 0.1', () => {
    expect(cpuSlowdownForIndex(475)).toBe(1.5); // 1 + 325 / 650
    expect(cpuSlowdownForIndex(1050)).toBe(2.5); // 2 + 250 / 500
    expect(cpuSlowdownForIndex(1400)).toBe(3.4); // 3 + 100 / 233 = 3.43
  });

  it('never speeds the CPU up: a machine slower than the reference phone (index < 150) gets 1×', () => {
    expect(cpuSlowdownForIndex(149)).toBe(CPU_SLOWDOWN_RANGE.min);
    expect(cpuSlowdownForIndex(0)).toBe(1);
  });

  it("stops at 10×, the top of Lighthouse's desktop-to-mid-tier-phone range", () => {
    expect(cpuSlowdownForIndex(2932)).toBe(10); // 3 + 1632 / 233 = 10.0
    expect(cpuSlowdownForIndex(5000)).toBe(CPU_SLOWDOWN_RANGE.max);
  });

  it('rejects an index that is not a finite number ≥ 0', () => {
    for (const index of [Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(() => cpuSlowdownForIndex(index)).toThrow(RangeError);
  });
});

describe('forcedCpuSlowdown (--cpu-slowdown <n> or BENCH_CPU_SLOWDOWN, for comparisons)', () => {
  const argv = (...rest: string[]) => ['node', 'scripts/bench/applied-throttling.ts', ...rest];

  it('is null when neither is set, so the bench calibrates', () => {
    expect(forcedCpuSlowdown(argv('--dist', '/tmp/dist'), {})).toBeNull();
    expect(forcedCpuSlowdown(argv(), { [CPU_SLOWDOWN_ENV]: '' })).toBeNull();
  });

  it('takes the flag, and prefers it over the environment', () => {
    expect(forcedCpuSlowdown(argv('--cpu-slowdown', '4'), {})).toEqual({ multiplier: 4, source: '--cpu-slowdown' });
    expect(forcedCpuSlowdown(argv('--cpu-slowdown', '2.5', '--dist', 'x'), { [CPU_SLOWDOWN_ENV]: '6' })).toEqual({ multiplier: 2.5, source: '--cpu-slowdown' });
  });

  it('takes the environment variable when there is no flag', () => {
    expect(forcedCpuSlowdown(argv(), { [CPU_SLOWDOWN_ENV]: '4' })).toEqual({ multiplier: 4, source: CPU_SLOWDOWN_ENV });
  });

  it('does not clamp a forced value (it is there to compare with any fixed setting)', () => {
    expect(forcedCpuSlowdown(argv('--cpu-slowdown', '20'), {})?.multiplier).toBe(20);
    expect(forcedCpuSlowdown(argv('--cpu-slowdown', '1'), {})?.multiplier).toBe(1);
  });

  it('rejects a flag without a value, a value below 1 and anything not a plain number, naming the flag', () => {
    expect(() => forcedCpuSlowdown(argv('--cpu-slowdown'), {})).toThrow(/--cpu-slowdown needs a number ≥ 1 .*got nothing/);
    for (const bad of ['0.5', '0', '-4', '4x', 'fast', 'Infinity', '1e3', '--dist']) {
      expect(() => forcedCpuSlowdown(argv('--cpu-slowdown', bad), {})).toThrow(/--cpu-slowdown needs a number ≥ 1/);
    }
    expect(() => forcedCpuSlowdown(argv(), { [CPU_SLOWDOWN_ENV]: 'four' })).toThrow(/BENCH_CPU_SLOWDOWN needs a number ≥ 1/);
  });
});
