import { describe, expect, it } from 'vitest';
import { alertParams, alertText, alertsForChange, closingMoment, isClosingSoon, type FigureSaleState } from '../../../../src/demo-api/alerts/rules';

const NOW = Date.parse('2026-04-13T09:00:00Z');
const base: FigureSaleState = { price: 12_800, currency: 'JPY', status: 'in_stock', stock: 5, preorder_closes_at: null };
const preorder = (closes: string): FigureSaleState => ({ ...base, status: 'preorder', stock: null, preorder_closes_at: closes });

describe('alertsForChange', () => {
  it('price drop only when the price goes down', () => {
    expect(alertsForChange(base, { ...base, price: 9_800 }, NOW)).toEqual(['price_drop']);
    expect(alertsForChange(base, { ...base, price: 13_000 }, NOW)).toEqual([]);
    expect(alertsForChange(base, base, NOW)).toEqual([]);
  });
  it('pre-order opened when the status becomes preorder (plus the closing reminder when it closes within 48 h)', () => {
    const soldOut = { ...base, status: 'sold_out' as const, stock: null };
    expect(alertsForChange(soldOut, preorder('2026-05-30'), NOW)).toEqual(['preorder_open']);
    expect(alertsForChange(soldOut, preorder('2026-04-14'), NOW)).toEqual(['preorder_open', 'preorder_closing']);
    expect(alertsForChange(preorder('2026-05-01'), preorder('2026-05-30'), NOW)).toEqual([]);
  });
  it('closing within 48 h: a change that moves the closing date into the window, not one that leaves it there', () => {
    expect(alertsForChange(preorder('2026-05-01'), preorder('2026-04-14'), NOW)).toEqual(['preorder_closing']);
    expect(alertsForChange(preorder('2026-04-14'), { ...preorder('2026-04-14'), price: 13_000 }, NOW)).toEqual([]);
    expect(alertsForChange(preorder('2026-04-14'), preorder('2026-04-13'), NOW)).toEqual(['preorder_closing']);
  });
  it('back in stock: sold out/released → in stock, or 0 → more units', () => {
    expect(alertsForChange({ ...base, status: 'sold_out', stock: null }, { ...base, stock: 3 }, NOW)).toEqual(['back_in_stock']);
    expect(alertsForChange({ ...base, status: 'released', stock: null }, { ...base, stock: 3 }, NOW)).toEqual(['back_in_stock']);
    expect(alertsForChange({ ...base, stock: 0 }, { ...base, stock: 4 }, NOW)).toEqual(['back_in_stock']);
    expect(alertsForChange({ ...base, stock: 2 }, { ...base, stock: 4 }, NOW)).toEqual([]);
  });
  it('released: status released, or a pre-order arriving in stock', () => {
    expect(alertsForChange(base, { ...base, status: 'released', stock: null }, NOW)).toEqual(['released']);
    expect(alertsForChange(preorder('2026-05-01'), { ...base, stock: 10 }, NOW)).toEqual(['released']);
    expect(alertsForChange({ ...base, status: 'released', stock: null }, { ...base, status: 'released', stock: null }, NOW)).toEqual([]);
  });
  it('several at once keep a fixed order', () => {
    expect(alertsForChange({ ...base, status: 'sold_out', stock: null }, { ...base, price: 100, stock: 1 }, NOW)).toEqual(['price_drop', 'back_in_stock']);
  });
});

describe('closing window', () => {
  it('a date closes at the end of its UTC day; the window is (now, now + 48 h]', () => {
    expect(new Date(closingMoment('2026-04-14')).toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(isClosingSoon(preorder('2026-04-14'), NOW)).toBe(true); // 39 h left
    expect(isClosingSoon(preorder('2026-04-15'), NOW)).toBe(false); // 63 h left
    expect(isClosingSoon(preorder('2026-04-12'), NOW)).toBe(false); // closed
    expect(isClosingSoon({ ...base }, NOW)).toBe(false);
  });
});

describe('alertText', () => {
  it('names the figure and the values', () => {
    expect(alertText('price_drop', 'Rem 1/7', base, { ...base, price: 9_800 })).toEqual({ title: 'Price drop: Rem 1/7', body: 'Now 9,800 JPY (was 12,800 JPY).' });
    expect(alertText('back_in_stock', 'Rem 1/7', base, base).title).toBe('Back in stock: Rem 1/7');
    expect(alertText('preorder_closing', 'Rem', base, preorder('2026-04-14')).body).toContain('2026-04-14');
  });
});

describe('alertParams', () => {
  it('keeps what the app words each alert from: prices in the figure’s currency, the closing day, the stock', () => {
    expect(alertParams('price_drop', base, { ...base, price: 9_800 })).toEqual({ old_price: 12_800, new_price: 9_800, currency: 'JPY' });
    expect(alertParams('preorder_open', base, preorder('2026-04-20'))).toEqual({ closes_at: '2026-04-20' });
    expect(alertParams('preorder_closing', base, preorder('2026-04-14'))).toEqual({ closes_at: '2026-04-14' });
    expect(alertParams('back_in_stock', base, { ...base, status: 'in_stock', stock: 4 })).toEqual({ stock: 4 });
    expect(alertParams('released', base, { ...base, status: 'released' })).toEqual({});
  });
});
