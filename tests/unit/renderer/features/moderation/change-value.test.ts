/** The change log writes each value as the interface writes its kind (docs/product-rules.md §Locales 3, §Moderation). */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeValueText, type ChangeValueFormats } from '@renderer/features/moderation/change-value';
import { formatCalendarDay, formatCalendarMonth, formatCount, type DateInput } from '@renderer/features/preferences/locale';
import type { Format } from '@renderer/features/preferences';

const en: Format = {
  date: (value: DateInput) => String(value),
  dateTime: (value: DateInput) => String(value),
  day: (iso) => formatCalendarDay(iso, 'en', []),
  month: (iso) => formatCalendarMonth(iso, 'en', []),
  count: (value) => formatCount(value, 'en'),
  relativeDays: (days) => String(days),
};
const t = ((key: string) => ({ 'moderation.status.sold_out': 'Sold out' })[key] ?? key) as unknown as TFunction;
const formats: ChangeValueFormats = { format: en, locale: 'en', display: 'symbol', t };
const figure = (currency: string) => ({ slug: 'x', name: 'X', currency });

describe('changeValueText', () => {
  it('writes a price in the figure’s currency, with grouping', () => {
    expect(changeValueText({ field: 'price', figure: figure('JPY') }, '25100', formats)).toBe('¥25,100');
    expect(changeValueText({ field: 'price', figure: figure('CNY') }, '1299', formats)).toBe('CN¥1,299.00');
    expect(changeValueText({ field: 'price', figure: figure('JPY') }, '25100', { ...formats, display: 'code' })).toMatch(/^JPY\s25,100$/);
  });
  it('writes stock as a count, a status by its name, a closing day and a release month', () => {
    expect(changeValueText({ field: 'stock', figure: figure('JPY') }, '1200', formats)).toBe('1,200');
    expect(changeValueText({ field: 'status', figure: figure('JPY') }, 'sold_out', formats)).toBe('Sold out');
    expect(changeValueText({ field: 'preorder_closes_at', figure: figure('JPY') }, '2026-04-28', formats)).toBe('Apr 28, 2026');
    expect(changeValueText({ field: 'preorder_closes_at', figure: figure('JPY') }, '2026-04-28T23:59:59Z', formats)).toBe('Apr 28, 2026');
    expect(changeValueText({ field: 'release', figure: figure('JPY') }, '2027-03', formats)).toBe('Mar 2027');
  });
  it('keeps a value it cannot read as it was recorded, and null as null', () => {
    expect(changeValueText({ field: 'price', figure: null }, '25100', formats)).toBe('25100');
    expect(changeValueText({ field: 'price', figure: figure('NOPE!') }, '25100', formats)).toBe('25100 NOPE!');
    expect(changeValueText({ field: 'price', figure: figure('JPY') }, 'n/a', formats)).toBe('n/a');
    expect(changeValueText({ field: 'status', figure: figure('JPY') }, 'vanished', formats)).toBe('vanished');
    expect(changeValueText({ field: 'announcement', figure: null }, 'Hello', formats)).toBe('Hello');
    expect(changeValueText({ field: 'stock', figure: figure('JPY') }, null, formats)).toBeNull();
  });
});
