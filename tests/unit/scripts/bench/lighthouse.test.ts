import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_BUDGETS } from '../../../../scripts/bench/lighthouse';
import { meetsBudget } from '../../../../scripts/bench/lib/figures';

describe('LIGHTHOUSE_BUDGETS (docs/product-rules.md §Performance 3–4)', () => {
  const figure = (value: number, budget: NonNullable<(typeof LIGHTHOUSE_BUDGETS)['mobile']['tbt']>) => ({ bench: 'lighthouse', name: 'home mobile: TBT', value, unit: 'ms', budget });

  it('holds mobile total blocking time to ≤ 300 ms: 300 passes, 301 fails; desktop TBT has no budget', () => {
    const tbt = LIGHTHOUSE_BUDGETS.mobile.tbt;
    expect(tbt).toBeDefined();
    expect(meetsBudget(figure(300, tbt!))).toBe(true);
    expect(meetsBudget(figure(301, tbt!))).toBe(false);
    expect(LIGHTHOUSE_BUDGETS.desktop.tbt).toBeUndefined();
  });

  it('keeps the floors: mobile performance ≥ 90, desktop ≥ 98, CLS ≤ 0.02 on both', () => {
    expect(LIGHTHOUSE_BUDGETS.mobile.performance).toEqual({ kind: 'min', limit: 90 });
    expect(LIGHTHOUSE_BUDGETS.desktop.performance).toEqual({ kind: 'min', limit: 98 });
    expect(LIGHTHOUSE_BUDGETS.mobile.cls).toEqual({ kind: 'max', limit: 0.02 });
    expect(LIGHTHOUSE_BUDGETS.desktop.cls).toEqual({ kind: 'max', limit: 0.02 });
  });
});
