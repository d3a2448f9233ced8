/** Sale statuses are told apart by more than colour, in light and dark (docs/product-rules.md §Catalogue 11). */
import { describe, expect, it } from 'vitest';
import { figureStatuses } from '@shared/api';
import { STATUS_BADGE_LOOKS } from '@renderer/features/catalogue/components/StatusBadge';

describe('status badges', () => {
  it('each status has a look of its own', () => {
    const looks = figureStatuses.map((status) => `${STATUS_BADGE_LOOKS[status].appearance}/${STATUS_BADGE_LOOKS[status].color}`);
    expect(new Set(looks).size).toBe(figureStatuses.length);
  });
  it('pre-order and sold out, warm colours both in dark mode, differ in fill: filled against outlined', () => {
    expect(STATUS_BADGE_LOOKS.preorder.appearance).toBe('filled');
    expect(STATUS_BADGE_LOOKS.sold_out.appearance).toBe('outline');
  });
});
