/**
 * Which alerts a change of a figure produces (docs/product-rules.md §Wishlist 6), pure: a collector who wishes for a
 * figure hears when its price drops, its pre-order opens or is about to close (48 h), it is back in
 * stock, or it is released. Also the English text of each alert (the client localises by kind).
 */
import type { FigureCurrency, FigureStatus } from '../../shared/api/catalogue';
import type { FigureAlertKind, NotificationParams } from '../../shared/api/notifications';

/** The sale fields of a figure an alert depends on (as the figures table holds them). */
export interface FigureSaleState {
  /** Whole units of `currency`. */
  price: number;
  currency: FigureCurrency;
  status: FigureStatus;
  /** Units in stock; set only when in_stock. */
  stock: number | null;
  /** YYYY-MM-DD; set only when preorder. */
  preorder_closes_at: string | null;
}

/** How long before closing the reminder goes out: 48 hours (docs/product-rules.md §Wishlist 6–7). */
export const CLOSING_SOON_MS = 48 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The moment a pre-order closes, in ms since the epoch: the end of its closing date in UTC
 * (decided: `preorder_closes_at` is a date, and orders are taken all of that day).
 */
export function closingMoment(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) + DAY_MS;
}

/** True for an open pre-order that closes within the next 48 hours of `nowMs` (and has not closed yet). */
export function isClosingSoon(state: Pick<FigureSaleState, 'status' | 'preorder_closes_at'>, nowMs: number): boolean {
  if (state.status !== 'preorder' || state.preorder_closes_at === null) return false;
  const left = closingMoment(state.preorder_closes_at) - nowMs;
  return left > 0 && left <= CLOSING_SOON_MS;
}

/**
 * The alert kinds a change from `before` to `after` produces at `nowMs`, in a fixed order:
 * - price_drop: the price went down;
 * - preorder_open: the status became preorder;
 * - preorder_closing: the change leaves an open pre-order closing within 48 h that was not so
 *   before, or moves its closing date (the sender still sends one reminder per closing date);
 * - back_in_stock: sold out or released → in stock, or in stock with 0 units → more than 0;
 * - released: the status became released, or a pre-order became in stock (the figure came out).
 */
export function alertsForChange(before: FigureSaleState, after: FigureSaleState, nowMs: number): FigureAlertKind[] {
  const kinds: FigureAlertKind[] = [];
  if (after.price < before.price) kinds.push('price_drop');
  if (after.status === 'preorder' && before.status !== 'preorder') kinds.push('preorder_open');
  if (isClosingSoon(after, nowMs) && (!isClosingSoon(before, nowMs) || before.preorder_closes_at !== after.preorder_closes_at)) {
    kinds.push('preorder_closing');
  }
  const restocked =
    after.status === 'in_stock' &&
    ((before.status === 'sold_out' || before.status === 'released') || (before.status === 'in_stock' && (before.stock ?? 0) === 0 && (after.stock ?? 0) > 0));
  if (restocked) kinds.push('back_in_stock');
  if ((after.status === 'released' && before.status !== 'released') || (before.status === 'preorder' && after.status === 'in_stock')) kinds.push('released');
  return kinds;
}

/** A price as text: "12,800 JPY". */
export function priceText(amount: number, currency: FigureCurrency): string {
  return `${amount.toLocaleString('en-US')} ${currency}`;
}

/**
 * What the app words an alert from (docs/product-rules.md §Notifications 5): price_drop {old_price, new_price,
 * currency}, preorder_open and preorder_closing {closes_at}, back_in_stock {stock}, released {}. Pure.
 */
export function alertParams(kind: FigureAlertKind, before: FigureSaleState, after: FigureSaleState): NotificationParams {
  switch (kind) {
    case 'price_drop':
      return { old_price: before.price, new_price: after.price, currency: after.currency };
    case 'preorder_open':
    case 'preorder_closing':
      return { closes_at: after.preorder_closes_at };
    case 'back_in_stock':
      return { stock: after.stock };
    case 'released':
      return {};
  }
}

/** The English title and body of an alert about `name` (stored; the client words it by kind). */
export function alertText(kind: FigureAlertKind, name: string, before: FigureSaleState, after: FigureSaleState): { title: string; body: string } {
  switch (kind) {
    case 'price_drop':
      return { title: `Price drop: ${name}`, body: `Now ${priceText(after.price, after.currency)} (was ${priceText(before.price, before.currency)}).` };
    case 'preorder_open':
      return { title: `Pre-orders open: ${name}`, body: after.preorder_closes_at ? `Pre-orders close on ${after.preorder_closes_at}.` : 'Pre-orders are open.' };
    case 'preorder_closing':
      return { title: `Pre-orders close soon: ${name}`, body: `Pre-orders close at the end of ${after.preorder_closes_at ?? 'the closing day'} (UTC).` };
    case 'back_in_stock':
      return { title: `Back in stock: ${name}`, body: after.stock ? `${after.stock} available now.` : 'Available again.' };
    case 'released':
      return { title: `Released: ${name}`, body: `${name} is out now.` };
  }
}
