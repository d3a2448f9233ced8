// Its own module: the name table stays off the first route (docs/product-rules.md §Performance 1); the offer's
// bar and the settings page, which name currencies, are lazy chunks.
import { displayNames } from '@shared/intl/cached';
import { CURRENCY_NAMES } from '@shared/intl/currency-names';

/**
 * The currency's display name in `locale` (e.g. "US Dollar"), or the code when the runtime has none.
 * The ECB's currencies in the interface languages come from a table (CURRENCY_NAMES: no `Intl`
 * object to build while the page starts); any other, through a cached `Intl.DisplayNames`.
 */
export function currencyName(code: string, locale: string): string {
  const known = CURRENCY_NAMES[locale]?.[code];
  if (known) return known;
  try {
    return displayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
