import type { DisplayFormat } from '@shared/api';
import { numberFormat } from '@shared/intl/cached';

/**
 * Pure: a price for people, through a cached `Intl.NumberFormat` in `locale` (BCP 47) with the currency's
 * own fraction digits (JPY none, USD two) and `currencyDisplay` from the display_format preference:
 * symbol ("$80.08"), code ("USD 80.08"), name ("80.08 US dollars").
 */
export function formatPrice(amount: number, currency: string, locale: string, display: DisplayFormat): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).format(amount);
}
