import { describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY } from '@shared/api';
import { combineLines, subtotals, type SlugLine } from '../../../../src/demo-api/cart/rules';

// The cart's pure rules (cart/rules.ts) where the routes cannot easily reach: sums that floating
// point gets wrong, and a device cart naming one figure twice.

const line = (slug: string, quantity: number, added_at: string, amount = 100): SlugLine => ({
  slug,
  quantity,
  added_price: { amount, currency: 'JPY' },
  added_status: 'in_stock',
  added_at,
});

describe('subtotals', () => {
  it('sums in integer minor units: 3 × 12.34 CNY is 37.02, where floating point gives 37.019999…', () => {
    expect(3 * 12.34).not.toBe(37.02);
    expect(subtotals([{ price: { amount: 12.34, currency: 'CNY' }, quantity: 3 }])).toEqual([{ amount: 37.02, currency: 'CNY' }]);
    expect(subtotals([{ price: { amount: 0.1, currency: 'CNY' }, quantity: 1 }, { price: { amount: 0.2, currency: 'CNY' }, quantity: 1 }])).toEqual([{ amount: 0.3, currency: 'CNY' }]);
  });
  it('one subtotal per currency, JPY first; none for an empty cart', () => {
    expect(subtotals([])).toEqual([]);
    const items = [
      { price: { amount: 1_299, currency: 'CNY' as const }, quantity: 3 },
      { price: { amount: 12_800, currency: 'JPY' as const }, quantity: 2 },
    ];
    expect(subtotals(items)).toEqual([{ amount: 25_600, currency: 'JPY' }, { amount: 3_897, currency: 'CNY' }]);
  });
});

describe('combineLines', () => {
  it('one line per slug: quantities added (at most CART_MAX_QUANTITY), the earliest added_at with its price kept, first-seen order', () => {
    const combined = combineLines([
      line('a', 2, '2026-04-12T00:00:00.000Z', 200),
      line('b', 1, '2026-04-12T00:00:00.000Z'),
      line('a', 3, '2026-04-10T00:00:00.000Z', 150),
      line('b', CART_MAX_QUANTITY, '2026-04-13T00:00:00.000Z'),
    ]);
    expect(combined).toEqual([line('a', 5, '2026-04-10T00:00:00.000Z', 150), line('b', CART_MAX_QUANTITY, '2026-04-12T00:00:00.000Z')]);
  });
});
