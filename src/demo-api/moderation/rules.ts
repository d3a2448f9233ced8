/**
 * The moderator's figure change as a pure rule (docs/product-rules.md §Moderation 3–5): given the figure's sale state,
 * the requested fields and today's date, the new state or the field errors. Source of the rules:
 * §Moderation 3 (price ≥ 0, closing date not in the past; decided: nor more than
 * MODERATION_MAX_CLOSING_YEARS years on) and the decided status
 * transitions of §Moderation 4 (src/shared/api/moderation.ts); the card's invariants (a closing date only on a
 * pre-order, a stock count only in stock) from src/shared/api/catalogue.ts.
 */
import { MODERATION_MAX_CLOSING_YEARS, isAllowedStatusTransition, moderationMessages, type FigureModerationRequest } from '../../shared/api/moderation';
import type { FigureSaleState } from '../alerts/rules';

export type FigureChangeResult = { ok: true; next: FigureSaleState } | { ok: false; errors: Record<string, string[]> };

/**
 * The latest closing date allowed on `today` (both YYYY-MM-DD, UTC): the same day
 * MODERATION_MAX_CLOSING_YEARS years on (from 29 February, 1 March when that year has none).
 */
export function latestClosingDate(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + MODERATION_MAX_CLOSING_YEARS);
  return date.toISOString().slice(0, 10);
}

/**
 * Applies `changes` to `before`. Leaving pre-order clears the closing date, leaving in_stock clears
 * the stock. `today` is YYYY-MM-DD in UTC: a closing date before it, or after
 * {@link latestClosingDate}, is refused.
 */
export function resolveFigureChange(before: FigureSaleState, changes: FigureModerationRequest, today: string): FigureChangeResult {
  const errors: Record<string, string[]> = {};
  const status = changes.status ?? before.status;
  if (!isAllowedStatusTransition(before.status, status)) errors.status = [moderationMessages.statusTransition(before.status, status)];
  let closes = status === 'preorder' ? before.preorder_closes_at : null;
  if (changes.preorder_closes_at !== undefined) {
    if (status !== 'preorder') errors.preorder_closes_at = [moderationMessages.closingNeedsPreorder];
    else if (changes.preorder_closes_at < today) errors.preorder_closes_at = [moderationMessages.closingInPast];
    else if (changes.preorder_closes_at > latestClosingDate(today)) errors.preorder_closes_at = [moderationMessages.closingTooFar];
    else closes = changes.preorder_closes_at;
  } else if (status === 'preorder' && before.status !== 'preorder') {
    // A reopened pre-order needs its own closing date, not a stale one.
    errors.preorder_closes_at = [moderationMessages.preorderNeedsClosing];
  } else if (status === 'preorder' && closes === null) {
    errors.preorder_closes_at = [moderationMessages.preorderNeedsClosing];
  }
  let stock = status === 'in_stock' ? before.stock : null;
  if (changes.stock !== undefined) {
    if (status !== 'in_stock') errors.stock = [moderationMessages.stockNeedsInStock];
    else stock = changes.stock;
  } else if (status === 'in_stock' && (before.status !== 'in_stock' || stock === null)) {
    errors.stock = [moderationMessages.inStockNeedsStock];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, next: { price: changes.price ?? before.price, currency: before.currency, status, stock, preorder_closes_at: closes } };
}
