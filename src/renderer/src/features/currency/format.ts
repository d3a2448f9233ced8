import type { DisplayFormat } from '@shared/api';
import { displayNames, numberFormat } from '@shared/intl/cached';
import { CURRENCY_NAMES } from '@shared/intl/currency-names';

/**
 * Pure: a price for people, through a cached `Intl.NumberFormat` in `locale` (BCP 47) with the currency's
 * own fraction digits (JPY none, USD two) and `currencyDisplay` from the display_format preference:
 * symbol ("$80.08"), code ("USD 80.08"), name ("80.08 US dollars").
 */
export function formatPrice(amount: number, currency: string, locale: string, display: DisplayFormat): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).format(amount);
}

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
