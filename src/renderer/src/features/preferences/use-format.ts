import { useMemo } from 'react';
import { useHydrated } from '@renderer/platform/use-hydrated';
import { formatCalendarDay, formatCalendarMonth, formatCount, formatDate, formatDateTime, formatRelativeDays, type DateInput } from './locale';
import { usePreference } from './PreferencesProvider';

/** The interface's formatters (locale.ts), bound to the person's language. */
export interface Format {
  /** An instant as a day: "23 Nov 2026" (en-GB), "Nov 23, 2026" (en-US), "2026年11月23日" (ja). */
  date: (value: DateInput) => string;
  /** An instant as a day and time of day (hours, minutes), local time zone. */
  dateTime: (value: DateInput) => string;
  /** A calendar day, YYYY-MM-DD (an ECB rates day, a pre-order closing day). */
  day: (isoDate: string) => string;
  /** A calendar month, YYYY-MM (a release month). */
  month: (isoMonth: string) => string;
  /** A count with digit grouping: "19,002". */
  count: (value: number) => string;
  /** Days relative to today: "yesterday", "224 days ago" (negative for the past). */
  relativeDays: (days: number) => string;
}

const NO_BROWSER_LANGUAGES: readonly string[] = [];

/**
 * The formatters in the interface language (docs/product-rules.md §Locales 3). Dates take the browser's region, but
 * not on the server nor while a pre-rendered page hydrates: the server knows no browser, so the
 * hydrating render writes them as it did ("Apr 13, 2026" for en), and the region's form ("13 Apr
 * 2026" in en-GB) follows right after hydration. @throws outside a PreferencesProvider.
 */
export function useFormat(): Format {
  const language = usePreference((p) => p.ui.language);
  const hydrated = useHydrated();
  return useMemo(() => {
    const languages = hydrated ? undefined : NO_BROWSER_LANGUAGES;
    return {
      date: (value) => formatDate(value, language, languages),
      dateTime: (value) => formatDateTime(value, language, languages),
      day: (isoDate) => formatCalendarDay(isoDate, language, languages),
      month: (isoMonth) => formatCalendarMonth(isoMonth, language, languages),
      count: (value) => formatCount(value, language),
      relativeDays: (days) => formatRelativeDays(days, language, languages),
    };
  }, [language, hydrated]);
}
