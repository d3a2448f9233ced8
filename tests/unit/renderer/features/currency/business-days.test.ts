/** The ECB's TARGET calendar behind the rates note's stale mark (docs/product-rules.md §Currency 9). */
import { describe, expect, it } from 'vitest';
import { businessDaysSince, easterSunday, isTargetBusinessDay } from '@renderer/features/currency/business-days';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const noon = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('TARGET business days', () => {
  it('finds Easter Sunday (known dates, including the extremes of 22 March and 25 April)', () => {
    expect(new Date(easterSunday(2024)).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(new Date(easterSunday(2025)).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(new Date(easterSunday(2026)).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(new Date(easterSunday(2038)).toISOString().slice(0, 10)).toBe('2038-04-25');
    expect(new Date(easterSunday(2285)).toISOString().slice(0, 10)).toBe('2285-03-22');
  });
  it('closes on weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December', () => {
    for (const closed of ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26', '2026-04-11', '2026-04-12']) expect(isTargetBusinessDay(day(closed)), closed).toBe(false);
    for (const open of ['2026-04-02', '2026-04-07', '2026-12-24', '2026-12-31', '2026-05-04']) expect(isTargetBusinessDay(day(open)), open).toBe(true);
  });
  it('counts the business days after the rates day up to today', () => {
    expect(businessDaysSince('2026-04-13', noon('2026-04-13'))).toBe(0);
    expect(businessDaysSince('2026-04-13', noon('2026-04-10'))).toBe(0);
    expect(businessDaysSince('2026-04-13', noon('2026-04-16'))).toBe(3);
    expect(businessDaysSince('2026-04-13', noon('2026-04-17'))).toBe(4);
    // Friday's rates on Monday: one business day, that day's rates may not be out yet.
    expect(businessDaysSince('2026-04-17', noon('2026-04-20'))).toBe(1);
    // Over Easter 2026 (Good Friday 3 April, Easter Monday 6 April): Thursday's rates are one business day old on Tuesday.
    expect(businessDaysSince('2026-04-02', noon('2026-04-07'))).toBe(1);
    // 160 weekdays from 14 April to 23 November 2026, less 1 May (a Friday).
    expect(businessDaysSince('2026-04-13', noon('2026-11-23'))).toBe(159);
  });
});
