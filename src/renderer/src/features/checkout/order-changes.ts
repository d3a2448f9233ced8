/**
 * What changed between the review and placing the order (docs/product-rules.md §Orders 1: the
 * 409 `order_changed` answer), in words: "Rem Summer: price changed from ¥12,800 to ¥11,800",
 * "Rem Summer is sold out", "Total changed from ¥30,000 to ¥29,000". Pure.
 */
import type { TFunction } from 'i18next';
import type { OrderChange } from '@shared/api/orders';
import type { Quote } from '@shared/api/checkout';

/** The figures' names by slug in the quotes given (the first quote that has the slug names it), for the changes' wording. */
export function namesBySlug(quotes: readonly (Quote | null | undefined)[], nameOf: (line: { name: string; name_ja: string }) => string): Map<string, string> {
  const names = new Map<string, string>();
  for (const quote of quotes) {
    for (const line of quote?.shipments.flatMap((shipment) => shipment.lines) ?? []) if (!names.has(line.slug)) names.set(line.slug, nameOf(line));
  }
  return names;
}

/**
 * One change in the interface language. `names` names a figure by its slug (the slug itself when it
 * has no name there); `yen` writes a JPY amount as the collector reads prices.
 */
export function wordOrderChange(change: OrderChange, names: ReadonlyMap<string, string>, yen: (amount: number) => string, t: TFunction): string {
  if (change.kind === 'total') return t('checkout.changes.total', { was: yen(change.was), now: yen(change.now) });
  const name = names.get(change.slug) ?? change.slug;
  switch (change.kind) {
    case 'price':
      return t('checkout.changes.price', { name, was: yen(change.was), now: yen(change.now) });
    case 'quantity':
      return t('checkout.changes.quantity', { name, was: change.was, now: change.now });
    case 'unavailable':
      return t('checkout.changes.unavailable', { name });
    case 'added':
      return t('checkout.changes.added', { name });
    case 'removed':
      return t('checkout.changes.removed', { name });
  }
}
