import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat, relativeTimeFormat } from '../../../../src/shared/intl/cached';

describe('cached Intl formatters (total blocking time)', () => {
  it('builds one formatter per distinct locales and options, and reuses it', () => {
    const usd = numberFormat('en', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('en', { style: 'currency', currency: 'JPY' })).not.toBe(usd);
    expect(numberFormat('ja', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(numberFormat(['en'], { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-GB', { timeZone: 'UTC' }));
    expect(displayNames(['en'], { type: 'currency' })).toBe(displayNames(['en'], { type: 'currency' }));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
  });

  it('formats exactly as a new Intl object would', () => {
    expect(numberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(80.08)).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(80.08),
    );
    const day = new Date(Date.UTC(2026, 10, 23));
    expect(dateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }).format(day));
    expect(displayNames(['en'], { type: 'currency' }).of('USD')).toBe('US Dollar');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('throws what Intl throws for a bad currency code and caches nothing, so a good call after it still works', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'not-a-code' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'not-a-code' })).toThrow(RangeError);
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' }).format(1)).toBe('€1.00');
  });
});
