import type { DisplayFormat } from '@shared/api';

/**
 * Pure: a price for people, through `Intl.NumberFormat` in `locale` (BCP 47) with the currency's
 * own fraction digits (JPY none, USD two) and `currencyDisplay` from the display_format preference:
 * symbol ("$80.08"), code ("USD 80.08"), name ("80.08 US dollars").
 */
export function formatPrice(amount: number, currency: string, locale: string, display: DisplayFormat): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).format(amount);
}

/** Pure: a rates date (YYYY-MM-DD) as a short day in `locale`, e.g. "13 Apr 2026" (en-GB style for en). */
export function formatRatesDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  // Plain "en" would say "Apr 13, 2026"; the spec's example reads day first.
  const tag = locale === 'en' ? 'en-GB' : locale;
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The currency's display name in `locale` (e.g. "US dollar"), or the code when the runtime has none. */
export function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
