/** The moderator form's PATCH body (features/moderation/components/FigureEditor.tsx figureChanges; docs/product-rules.md §Moderation 3, §Fulfilment 1). */
import { describe, expect, it } from 'vitest';
import { figureChanges } from '@renderer/features/moderation/components/FigureEditor';
import { sampleFigureDetail } from '../../../../support/samples';

const preorder = sampleFigureDetail({ status: 'preorder', stock: null, allocation: 10, preorder_closes_at: '2027-01-31', release: '2027-03', price: { amount: 18000, currency: 'JPY' } });
const draft = { price: '18000', status: 'preorder' as const, stock: '', closes: '2027-01-31', release: '2027-03' };

describe('figureChanges', () => {
  it('sends only what changed: nothing for an untouched form', () => {
    expect(figureChanges(preorder, draft)).toEqual({});
  });

  it("sends a pre-order's new release month, and never one for a figure leaving pre-order", () => {
    expect(figureChanges(preorder, { ...draft, release: '2027-05' })).toEqual({ release: '2027-05' });
    expect(figureChanges(preorder, { ...draft, status: 'in_stock', stock: '3', release: '2027-05' })).toEqual({ status: 'in_stock', stock: 3 });
  });
});
