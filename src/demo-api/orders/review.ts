/**
 * What changed between the checkout the collector reviewed and the checkout as it is now
 * (docs/product-rules.md §Orders 1): placing is refused with 409 `order_changed` and these changes
 * whenever the list is not empty. Pure.
 */
import { cartLimit, type BuyableFigure } from '../../shared/api/cart';
import type { OrderChange, PlaceOrderRequest, Quote, QuoteLine } from '../../shared/api/orders';

type Reviewed = PlaceOrderRequest['expected'];

/**
 * The differences between `reviewed` and the quote's `lines` and totals, in this order: per
 * reviewed line (in its order) `removed`, `quantity`, `price` (JPY unit prices); then `added` for
 * each line not reviewed; then `total` when the total differs, else (same total) when what is due
 * now differs, with the due-now amounts. Empty when the two agree.
 */
export function reviewChanges(reviewed: Reviewed, quote: Quote, lines: readonly QuoteLine[]): OrderChange[] {
  const now = new Map(lines.map((line) => [line.slug, line]));
  const seen = new Set(reviewed.lines.map((line) => line.slug));
  const changes: OrderChange[] = [];
  for (const was of reviewed.lines) {
    const line = now.get(was.slug);
    if (!line) {
      changes.push({ kind: 'removed', slug: was.slug });
      continue;
    }
    if (line.quantity !== was.quantity) changes.push({ kind: 'quantity', slug: was.slug, was: was.quantity, now: line.quantity });
    if (line.unit_price_jpy !== was.unit_price_jpy) changes.push({ kind: 'price', slug: was.slug, was: was.unit_price_jpy, now: line.unit_price_jpy });
  }
  for (const line of lines) if (!seen.has(line.slug)) changes.push({ kind: 'added', slug: line.slug });
  if (quote.totals.total_jpy !== reviewed.total_jpy) changes.push({ kind: 'total', was: reviewed.total_jpy, now: quote.totals.total_jpy });
  else if (quote.totals.due_now_jpy !== reviewed.due_now_jpy) changes.push({ kind: 'total', was: reviewed.due_now_jpy, now: quote.totals.due_now_jpy });
  return changes;
}

/**
 * The lines of a cart that cannot be checked out on `today` (§Cart 5), as changes against the
 * review: `unavailable` when the figure cannot be bought any more (sold out, pre-order closed or
 * used up), `quantity` (`now` = the most it may hold) when the line holds more than is left. The
 * rule is the cart's own (cartLimit). `was` is the reviewed quantity, else the cart's.
 */
export function unbuyableChanges(
  cart: ReadonlyArray<{ slug: string; quantity: number; figure: BuyableFigure }>,
  reviewed: Reviewed,
  today: string,
): OrderChange[] {
  const reviewedQuantity = new Map(reviewed.lines.map((line) => [line.slug, line.quantity]));
  return cart.flatMap(({ slug, quantity, figure }): OrderChange[] => {
    const limit = cartLimit(figure, today);
    if (limit === 0) return [{ kind: 'unavailable', slug }];
    if (quantity > limit) return [{ kind: 'quantity', slug, was: reviewedQuantity.get(slug) ?? quantity, now: limit }];
    return [];
  });
}

/** True when a slug appears more than once in the review (a review lists each figure once). */
export function hasRepeatedSlug(reviewed: Reviewed): boolean {
  return new Set(reviewed.lines.map((line) => line.slug)).size !== reviewed.lines.length;
}
