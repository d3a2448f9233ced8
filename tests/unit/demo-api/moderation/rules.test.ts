import { describe, expect, it } from 'vitest';
import type { FigureSaleState } from '../../../../src/demo-api/alerts/rules';
import { latestClosingDate, resolveFigureChange } from '../../../../src/demo-api/moderation/rules';
import { MODERATION_MAX_CLOSING_YEARS, isAllowedStatusTransition, moderationMessages } from '@shared/api';

const today = '2026-04-13';
const inStock: FigureSaleState = { price: 12_800, currency: 'JPY', status: 'in_stock', stock: 5, preorder_closes_at: null };
const preorder: FigureSaleState = { price: 12_800, currency: 'JPY', status: 'preorder', stock: null, preorder_closes_at: '2026-05-01' };

describe('resolveFigureChange', () => {
  it('applies price and stock', () => {
    expect(resolveFigureChange(inStock, { price: 0, stock: 0 }, today)).toEqual({ ok: true, next: { ...inStock, price: 0, stock: 0 } });
  });
  it('leaving a status clears its field; entering one needs its field', () => {
    expect(resolveFigureChange(inStock, { status: 'sold_out' }, today)).toEqual({ ok: true, next: { ...inStock, status: 'sold_out', stock: null } });
    expect(resolveFigureChange(preorder, { status: 'released' }, today)).toEqual({ ok: true, next: { ...preorder, status: 'released', preorder_closes_at: null } });
    expect(resolveFigureChange(preorder, { status: 'in_stock' }, today)).toEqual({ ok: false, errors: { stock: [moderationMessages.inStockNeedsStock] } });
    const soldOut = { ...inStock, status: 'sold_out' as const, stock: null };
    expect(resolveFigureChange(soldOut, { status: 'preorder' }, today)).toEqual({ ok: false, errors: { preorder_closes_at: [moderationMessages.preorderNeedsClosing] } });
    expect(resolveFigureChange(soldOut, { status: 'preorder', preorder_closes_at: today }, today)).toMatchObject({ ok: true, next: { status: 'preorder', preorder_closes_at: today } });
  });
  it('refuses a closing date in the past, fields that do not fit the status, and forbidden transitions', () => {
    expect(resolveFigureChange(preorder, { preorder_closes_at: '2026-04-12' }, today)).toEqual({ ok: false, errors: { preorder_closes_at: [moderationMessages.closingInPast] } });
    expect(resolveFigureChange(inStock, { preorder_closes_at: '2026-05-01' }, today)).toEqual({ ok: false, errors: { preorder_closes_at: [moderationMessages.closingNeedsPreorder] } });
    expect(resolveFigureChange(preorder, { stock: 3 }, today)).toEqual({ ok: false, errors: { stock: [moderationMessages.stockNeedsInStock] } });
    expect(resolveFigureChange(inStock, { status: 'preorder', preorder_closes_at: '2026-05-01' }, today)).toEqual({
      ok: false,
      errors: { status: [moderationMessages.statusTransition('in_stock', 'preorder')] },
    });
  });
  it(`refuses a closing date more than ${MODERATION_MAX_CLOSING_YEARS} years after today`, () => {
    expect(MODERATION_MAX_CLOSING_YEARS).toBe(5);
    expect(latestClosingDate(today)).toBe('2031-04-13');
    expect(latestClosingDate('2028-02-29')).toBe('2033-03-01'); // no 29 February then
    expect(resolveFigureChange(preorder, { preorder_closes_at: '2031-04-13' }, today)).toMatchObject({ ok: true, next: { preorder_closes_at: '2031-04-13' } });
    for (const date of ['2031-04-14', '9999-12-31']) {
      expect(resolveFigureChange(preorder, { preorder_closes_at: date }, today), date).toEqual({ ok: false, errors: { preorder_closes_at: [moderationMessages.closingTooFar] } });
    }
    // Counted from the day it is asked: the same date is fine a day later.
    expect(resolveFigureChange(preorder, { preorder_closes_at: '2031-04-14' }, '2026-04-14')).toMatchObject({ ok: true });
  });
  it('transition table', () => {
    expect(isAllowedStatusTransition('released', 'preorder')).toBe(true);
    expect(isAllowedStatusTransition('in_stock', 'preorder')).toBe(false);
    expect(isAllowedStatusTransition('in_stock', 'in_stock')).toBe(true);
  });
});
