import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallestK } from '../../../../src/demo-api/catalogue/top-k';

describe('smallestK', () => {
  it('equals sorting everything and taking the first k (total orders, any k)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 200 }), fc.integer({ min: -1, max: 220 }), (values, k) => {
        // Ties broken by position, as the relevance order breaks them by row: a total order.
        const items = values.map((_, i) => i);
        const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
        expect(smallestK(items, k, compare)).toEqual([...items].sort(compare).slice(0, Math.max(0, k)));
      }),
      { numRuns: 300 },
    );
  });
});
