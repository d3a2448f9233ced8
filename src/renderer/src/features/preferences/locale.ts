import type { Language } from '@shared/api';
import { dateTimeFormat } from '@shared/intl/cached';

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
 * A calendar day given as YYYY-MM-DD (e.g. the date of an ECB rates file), written like
 * `formatDate` but in UTC, so no time zone moves it to the day before or after.
 */
export function formatCalendarDay(isoDate: string, language: Language, languages?: readonly string[]): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return dateTimeFormat(formattingLocale(language, languages), { ...dayOptions, timeZone: 'UTC' }).format(date);
}
