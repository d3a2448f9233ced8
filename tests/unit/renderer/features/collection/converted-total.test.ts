import { describe, expect, it } from 'vitest';
import { convertedTotal } from '@renderer/features/collection/components/CollectionValue';

// The collection's worth in one currency (docs/product-rules.md §Collection 5): each amount converted, added in cents.
const tables = { jpyRates: { rates: { EUR: 0.005, USD: 0.0062, JPY: 1, CNY: 0.043 } }, cnyRates: { rates: { EUR: 0.12, JPY: 21, CNY: 1 } } };

describe('convertedTotal', () => {
  it('adds each currency converted into one, in cents', () => {
    expect(convertedTotal([{ amount: 10_000, currency: 'JPY' }, { amount: 89.99, currency: 'EUR' }, { amount: 100, currency: 'CNY' }], 'EUR', tables)).toBe(151.99);
    // 0.1 + 0.2 added as cents is exactly 0.3.
    expect(convertedTotal([{ amount: 0.1, currency: 'EUR' }, { amount: 0.2, currency: 'EUR' }], 'EUR', tables)).toBe(0.3);
  });
  it('is null when a rate is missing, and 0 for nothing', () => {
    expect(convertedTotal([{ amount: 1, currency: 'GHS' }], 'EUR', tables)).toBeNull();
    expect(convertedTotal([], 'EUR', tables)).toBe(0);
  });
});
