/** A figure bought elsewhere as the server checks it (docs/product-rules.md §Collection 2), for PUT …/owned/{slug}/ and the CSV import alike. */
import { collectionMessages, type OwnedRequest } from '../../shared/api/collection';
import { minorExponent, type OwnedEntry } from './repository';

/**
 * The stored form of a PUT body, or the 400's messages by field (nested fields dotted, as
 * parseBody names them: `price_paid.amount`): the currency must be one the shop
 * has reference rates for, the price must have no more decimal places than the currency has (ISO
 * 4217), and the date may not be in the future nor before 1970. `today` is YYYY-MM-DD in UTC; a
 * date one day later is still accepted, as it is already today where the clock is ahead of UTC
 * (up to UTC+14). Pure.
 */
export function ownedEntry(body: OwnedRequest, today: string, hasRate: (currency: string) => boolean): OwnedEntry | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  let priceMinor: number | null = null;
  const price = body.price_paid ?? null;
  if (price) {
    const exponent = minorExponent(price.currency);
    if (exponent === undefined || !hasRate(price.currency)) errors['price_paid.currency'] = [collectionMessages.unknownCurrency];
    else {
      const minor = price.amount * 10 ** exponent;
      // A float like 89.99 × 100 is 8998.999…: within a millionth of a whole number counts as one.
      if (Math.abs(minor - Math.round(minor)) > 1e-6) errors['price_paid.amount'] = [collectionMessages.priceDigits(price.currency, exponent)];
      else priceMinor = Math.round(minor);
    }
  }
  const date = body.acquired_on ?? null;
  if (date && date > dayAfter(today)) errors.acquired_on = [collectionMessages.futureDate];
  else if (date && date < '1970-01-01') errors.acquired_on = [collectionMessages.tooOld];
  if (Object.keys(errors).length > 0) return { errors };
  return { priceMinor, currency: price ? price.currency : null, acquiredOn: date, shop: body.shop ?? '', note: body.note ?? '' };
}

/** The day after `isoDay` (YYYY-MM-DD). */
function dayAfter(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
