/** Dates and times follow the interface language and the browser's region (docs/product-rules.md §Locales 3). */
import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formattingLocale } from '@renderer/features/preferences/locale';

describe('formattingLocale', () => {
  it.each([
    ['en', ['en-GB', 'en'], 'en-GB'],
    ['en', ['en-US'], 'en-US'],
    ['ja', ['ja'], 'ja-JP'],
    ['ja', ['en-GB', 'ja-JP'], 'ja-JP'],
    // Another language's region when the browser has none for the interface language.
    ['en', ['de-AT'], 'en-AT'],
    ['zh', ['zh-TW'], 'zh-Hans-TW'],
    ['zh', ['en-GB'], 'zh-Hans-GB'],
    // No browser languages, or unreadable ones: the language alone.
    ['en', [], 'en'],
    ['ja', ['not a tag!'], 'ja'],
  ] as const)('%s with %j → %s', (language, languages, expected) => {
    expect(formattingLocale(language, languages)).toBe(expected);
  });
});

describe('formatDate / formatDateTime / formatCalendarDay', () => {
  // Noon UTC, so the day is the same in every time zone the tests may run in.
  const joined = '2026-11-23T12:00:00Z';

  it('writes the day the way the region does', () => {
    expect(formatDate(joined, 'en', ['en-GB'])).toBe('23 Nov 2026');
    expect(formatDate(joined, 'en', ['en-US'])).toBe('Nov 23, 2026');
    expect(formatDate(joined, 'ja', ['ja'])).toBe('2026年11月23日');
    expect(formatDate(joined, 'zh', ['zh-CN'])).toBe('2026年11月23日');
    expect(formatDate(new Date(joined).getTime(), 'en', ['en-GB'])).toBe('23 Nov 2026');
  });

  it('adds the time of day, in the local time zone', () => {
    const at = new Date(2026, 10, 23, 14, 5);
    expect(formatDateTime(at, 'en', ['en-GB'])).toBe('23 Nov 2026, 14:05');
    expect(formatDateTime(at, 'ja', ['ja'])).toBe('2026年11月23日 14:05');
  });

  it('keeps a calendar day on its day whatever the time zone', () => {
    expect(formatCalendarDay('2026-04-13', 'en', ['en-GB'])).toBe('13 Apr 2026');
    expect(formatCalendarDay('2026-04-13', 'en', ['en-US'])).toBe('Apr 13, 2026');
    expect(formatCalendarDay('2026-04-13', 'ja', ['ja'])).toBe('2026年4月13日');
  });
});
