/**
 * The device cart's line operations (docs/product-rules.md §Cart 2–4): one line per figure, newest
 * first, an add capped at the figure's limit and never lowering a line, at most CART_MAX_LINES
 * figures, and a merge taking off the device exactly what it sent.
 */
import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, type CartEntry } from '@shared/api';
import { addedToCart, withoutMerged, withoutSlugs, withQuantity } from '@renderer/features/cart/cart-lines';

const line = (slug: string, quantity = 1, added_at = '2026-11-23T10:00:00.000Z'): CartEntry => ({
  slug,
  quantity,
  added_price: { amount: 12800, currency: 'JPY' },
  added_status: 'in_stock',
  added_at,
});

describe('addedToCart (§Cart 2–3)', () => {
  it('puts a new figure first, and adds to an existing line where it stands, keeping what it remembers', () => {
    const first = addedToCart([], line('a', 1), 5);
    const second = addedToCart(first.lines, line('b', 2), 5);
    expect(second.lines.map((l) => [l.slug, l.quantity])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
    const later = { ...line('a', 2, '2026-11-25T00:00:00.000Z'), added_price: { amount: 9999, currency: 'JPY' as const } };
    const grown = addedToCart(second.lines, later, 5);
    expect(grown).toMatchObject({ added: 2 });
    expect(grown.lines.map((l) => [l.slug, l.quantity])).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
    expect(grown.lines[1]).toMatchObject({ added_at: '2026-11-23T10:00:00.000Z', added_price: { amount: 12800 } });
  });

  it('caps a line at the limit it was given, says so when nothing fits, and never lowers a line', () => {
    expect(addedToCart([line('a', 2)], line('a', 5), 3)).toMatchObject({ added: 1, lines: [{ quantity: 3 }] });
    expect(addedToCart([line('a', 3)], line('a', 1), 3)).toMatchObject({ added: 0, refused: 'limit', lines: [{ quantity: 3 }] });
    // The limit fell since (stock sold): the line is left as it is, not cut.
    expect(addedToCart([line('a', 3)], line('a', 1), 2)).toMatchObject({ added: 0, refused: 'limit', lines: [{ quantity: 3 }] });
    expect(addedToCart([], line('a', 1), 0)).toMatchObject({ added: 0, refused: 'limit', lines: [] });
    expect(addedToCart([], line('a', 4), 2)).toMatchObject({ added: 2, lines: [{ quantity: 2 }] });
  });

  it(`refuses a figure past ${CART_MAX_LINES} different ones, but still grows a line already there`, () => {
    const full = Array.from({ length: CART_MAX_LINES }, (_, i) => line(`f-${i}`));
    expect(addedToCart(full, line('new'), 5)).toMatchObject({ added: 0, refused: 'full' });
    expect(addedToCart(full, line('new'), 5).lines).toHaveLength(CART_MAX_LINES);
    expect(addedToCart(full, line('f-3'), 5)).toMatchObject({ added: 1 });
  });
});

describe('withQuantity and withoutSlugs', () => {
  it('sets a line within 1–99 and leaves the others; removes lines by figure', () => {
    const lines = [line('a', 2), line('b', 1)];
    expect(withQuantity(lines, 'a', 1).map((l) => l.quantity)).toEqual([1, 1]);
    expect(withQuantity(lines, 'a', 500)[0]?.quantity).toBe(99);
    expect(withQuantity(lines, 'a', 0)[0]?.quantity).toBe(1);
    expect(withQuantity(lines, 'zzz', 3)).toEqual(lines);
    expect(withoutSlugs(lines, ['a']).map((l) => l.slug)).toEqual(['b']);
  });
});

describe('withoutMerged (§Cart 4: the lines the server took leave the device)', () => {
  it('takes each sent quantity off its line; what was added meanwhile stays', () => {
    const sent = [line('a', 2), line('b', 1)];
    const now = [line('c', 1), line('a', 3), line('b', 1)];
    expect(withoutMerged(now, sent).map((l) => [l.slug, l.quantity])).toEqual([
      ['c', 1],
      ['a', 1],
    ]);
  });
});
