/**
 * The one place the interface writes dates and counts (docs/product-rules.md §Locales 3); money is
 * written by features/currency/format.ts in the same interface locale (`localeOf`). Components use
 * the `useFormat` hook (use-format.ts), which also keeps a pre-rendered page's dates as the server
 * wrote them until it has hydrated. A test fails on hand-formatting anywhere else
 * (tests/unit/renderer/formatting-guard.test.ts).
 */
import type { DisplayFormat, Language } from '@shared/api';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@shared/intl/cached';

/**
 * BCP 47 tag for a UI language, used for `<html lang>` and the number formatters: en → "en",
 * ja → "ja", zh → "zh-Hans" (Simplified Chinese by script, not tied to one region).
 */
export function localeOf(language: Language): string {
  return language === 'zh' ? 'zh-Hans' : language;
}

/** Each UI language in its own name, so it is recognisable whatever the current one is (settings, footer). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ja: '日本語', zh: '简体中文' };

/** The browser's preferred languages (navigator.languages), or none outside a browser. */
function browserLanguages(): readonly string[] {
  return typeof navigator !== 'undefined' && Array.isArray(navigator.languages) ? navigator.languages : [];
}

/** The region of a BCP 47 tag, filled in by likely subtags ("ja" → "JP", "en" → "US"), or null. */
function regionOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag).maximize().region ?? null;
  } catch {
    return null;
  }
}

function languageOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return null;
  }
}

/**
 * The locale dates and times are written in (docs/product-rules.md §Locales 3): the interface language with the
 * browser's region. The region comes from the first browser language of the same language that
 * has one, else from the first browser language (likely subtags: "ja" → JP). Examples: en with
 * ["en-GB"] → "en-GB"; ja with ["ja"] → "ja-JP"; en with ["ja-JP", "en"] → "en-US"; zh with
 * ["en-GB"] → "zh-Hans-GB". Without any browser language: the language alone (`localeOf`).
 * @param languages the browser's languages, navigator.languages by default (tests pass their own).
 */
export function formattingLocale(language: Language, languages: readonly string[] = browserLanguages()): string {
  const base = localeOf(language);
  const sameLanguage = languages.find((tag) => languageOf(tag) === language);
  const region = (sameLanguage ? regionOf(sameLanguage) : null) ?? (languages[0] ? regionOf(languages[0]) : null);
  if (!region) return base;
  try {
    return new Intl.Locale(base, { region }).toString();
  } catch {
    return base;
  }
}

/** A date as an instant: a Date, epoch ms, or an ISO 8601 string. */
export type DateInput = Date | number | string;

const dayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A day in the interface language and the browser's region, in the local time zone:
 * "23 Nov 2026" (en-GB), "Nov 23, 2026" (en-US), "2026年11月23日" (ja), "2026年11月23日" (zh).
 */
export function formatDate(date: DateInput, language: Language, languages?: readonly string[]): string {
  return dateTimeFormat(formattingLocale(language, languages), dayOptions).format(new Date(date));
}

/** A day and time of day (hours, minutes) in the interface language and the browser's region, local time zone. */
export function formatDateTime(date: DateInput, language: Language, languages?: readonly string[]): string {
  return dateTimeFormat(formattingLocale(language, languages), { ...dayOptions, hour: 'numeric', minute: '2-digit' }).format(new Date(date));
}

/**
 * Pure: a price for people, through a cached `Intl.NumberFormat` in `locale` (BCP 47, `localeOf` the
 * interface language) with the currency's own fraction digits (JPY none, USD two) and
 * `currencyDisplay` from the display_format preference: symbol ("$80.08"), code ("USD 80.08"), name
 * ("80.08 US dollars") (docs/product-rules.md §Currency 6). @throws RangeError for a code that is not a currency.
 */
export function formatPrice(amount: number, currency: string, locale: string, display: DisplayFormat): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).format(amount);
}

/** Pure: ISO 4217 decimal places of `currency` as Intl knows them (JPY 0, EUR 2); 2 for a code Intl refuses. */
export function currencyFractionDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Pure: a count in the interface language, with its digit grouping: 19002 → "19,002" (en, ja, zh alike). */
export function formatCount(value: number, language: Language): string {
  return numberFormat(localeOf(language)).format(value);
}

/** Pure: "3 days ago", "yesterday", "in 2 days" (`days` negative for the past) in the interface language and the browser's region. */
export function formatRelativeDays(days: number, language: Language, languages?: readonly string[]): string {
  return relativeTimeFormat(formattingLocale(language, languages), { numeric: 'auto' }).format(days, 'day');
}

/** Pure: a month given as YYYY-MM (a release month), "Apr 2026" (en), "2026年4月" (ja); UTC, so no time zone moves it. */
export function formatCalendarMonth(isoMonth: string, language: Language, languages?: readonly string[]): string {
  const [year, month] = isoMonth.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
  return dateTimeFormat(formattingLocale(language, languages), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A calendar day given as YYYY-MM-DD (e.g. the date of an ECB rates file), written like
 * `formatDate` but in UTC, so no time zone moves it to the day before or after.
 */
export function formatCalendarDay(isoDate: string, language: Language, languages?: readonly string[]): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return dateTimeFormat(formattingLocale(language, languages), { ...dayOptions, timeZone: 'UTC' }).format(date);
}
