import { throttling } from 'lighthouse/core/config/constants.js';
import { describe, expect, it } from 'vitest';
import { APPLIED_BUDGETS, cdpNetworkConditions } from '../../../../scripts/bench/applied-throttling';
import { formatFigure, meetsBudget } from '../../../../scripts/bench/lib/figures';

describe('cdpNetworkConditions (§Performance 5: the phone Chromium throttles is the one Lighthouse simulates)', () => {
  it("turns Lighthouse's mobile Slow 4G into CDP units: 562.5 ms per request, bytes per second", () => {
    expect(cdpNetworkConditions(throttling.mobileSlow4G)).toEqual({
      offline: false,
      latency: 562.5,
      // 1.6 Mbit/s × 0.9 and 750 kbit/s × 0.9, in bytes/s.
      downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
      uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
    });
  });
});

describe("APPLIED_BUDGETS (the product's speed rules on the calibrated phone)", () => {
  const figure = (value: number, budget: (typeof APPLIED_BUDGETS)['lcp']) => ({ bench: 'applied-throttling', name: 'home: x', value, unit: 'ms', digits: 0, budget });

  it('holds LCP to ≤ 2000 ms: 2000 passes, 2001 fails', () => {
    expect(meetsBudget(figure(2000, APPLIED_BUDGETS.lcp))).toBe(true);
    expect(meetsBudget(figure(2001, APPLIED_BUDGETS.lcp))).toBe(false);
  });

  it('holds app start to ≤ 3000 ms, printed as a budget line that says FAIL when missed', () => {
    expect(meetsBudget(figure(3000, APPLIED_BUDGETS.started))).toBe(true);
    expect(formatFigure(figure(3001, APPLIED_BUDGETS.started))).toBe('bench applied-throttling | home: x = 3001 ms | budget ≤ 3000 ms | FAIL');
  });
});
