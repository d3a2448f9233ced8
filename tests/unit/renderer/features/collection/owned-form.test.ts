import { describe, expect, it } from 'vitest';
import { checkOwnedDraft, draftOf, localToday } from '@renderer/features/collection/owned-form';

// The figure-bought-elsewhere form's own check (docs/product-rules.md §Collection 2), the server's rules in the interface language.
const draft = (patch: Partial<ReturnType<typeof draftOf>>) => ({ ...draftOf(null, 'EUR'), ...patch });
const TODAY = '2026-11-28';

describe('checkOwnedDraft', () => {
  it('an empty form owns the figure with nothing else said', () => {
    expect(checkOwnedDraft(draft({}), TODAY)).toEqual({ body: { price_paid: null, acquired_on: null, shop: '', note: '' } });
  });

  it.each([
    ['89.99', 'EUR', 89.99],
    ['89,99', 'EUR', 89.99],
    ['12,800', 'JPY', 12800],
    ['1,200.50', 'USD', 1200.5],
    [' 12 800 ', 'JPY', 12800],
    ['0', 'JPY', 0],
  ])('reads %j in %s as %d', (price, currency, amount) => {
    expect(checkOwnedDraft(draft({ price, currency }), TODAY)).toMatchObject({ body: { price_paid: { amount, currency } } });
  });

  it.each([
    ['abc', 'EUR', 'price'],
    ['1.2.3', 'EUR', 'price'],
    ['-5', 'EUR', 'negativePrice'],
    ['2000000000', 'JPY', 'absurdPrice'],
    ['1200.5', 'JPY', 'priceDigits'],
    ['10.999', 'EUR', 'priceDigits'],
  ])('refuses %j in %s (%s)', (price, currency, rule) => {
    expect(checkOwnedDraft(draft({ price, currency }), TODAY)).toEqual({ errors: { price: rule } });
  });

  it('refuses a date after today or before 1970, and keeps today', () => {
    expect(checkOwnedDraft(draft({ acquiredOn: '2026-11-29' }), TODAY)).toEqual({ errors: { acquiredOn: 'futureDate' } });
    expect(checkOwnedDraft(draft({ acquiredOn: '1969-12-31' }), TODAY)).toEqual({ errors: { acquiredOn: 'tooOld' } });
    expect(checkOwnedDraft(draft({ acquiredOn: TODAY }), TODAY)).toMatchObject({ body: { acquired_on: TODAY } });
  });

  it('trims the shop and the note', () => {
    expect(checkOwnedDraft(draft({ shop: '  AmiAmi ', note: ' dented box ' }), TODAY)).toMatchObject({ body: { shop: 'AmiAmi', note: 'dented box' } });
  });
});

describe('draftOf and localToday', () => {
  it('starts from what was entered, or empty in the collector’s currency', () => {
    expect(draftOf({ price_paid: { amount: 89.99, currency: 'EUR' }, acquired_on: '2024-05-03', shop: 'AmiAmi', note: 'x' }, 'USD')).toEqual({
      price: '89.99',
      currency: 'EUR',
      acquiredOn: '2024-05-03',
      shop: 'AmiAmi',
      note: 'x',
    });
    expect(draftOf(null, 'USD')).toEqual({ price: '', currency: 'USD', acquiredOn: '', shop: '', note: '' });
  });
  it('gives the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
