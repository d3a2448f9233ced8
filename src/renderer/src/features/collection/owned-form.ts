import type { OwnedDetails, OwnedRequest } from '@shared/api';
import { OWNED_PRICE_MAX } from '@shared/api/collection-fields';
import { currencyFractionDigits } from '@renderer/features/preferences';

/** The form of a figure bought elsewhere as typed (every field text; empty means not given). */
export interface OwnedDraft {
  price: string;
  currency: string;
  /** YYYY-MM-DD (an `<input type="date">`'s value) or empty. */
  acquiredOn: string;
  shop: string;
  note: string;
}

/** Which rule a field broke: the key of its message under `collection.owned.error`. */
export type OwnedFieldError = 'price' | 'negativePrice' | 'absurdPrice' | 'priceDigits' | 'futureDate' | 'tooOld';

/** The draft of what was entered before (or an empty one in `currency`, the collector's currency). Pure. */
export function draftOf(details: OwnedDetails | null | undefined, currency: string): OwnedDraft {
  return {
    price: details?.price_paid ? String(details.price_paid.amount) : '',
    currency: details?.price_paid?.currency ?? currency,
    acquiredOn: details?.acquired_on ?? '',
    shop: details?.shop ?? '',
    note: details?.note ?? '',
  };
}

/**
 * The draft checked as the server checks it (docs/product-rules.md §Collection 2), so most mistakes
 * are named in the interface language before a round trip: the price a number of at least 0 and at
 * most OWNED_PRICE_MAX with no more decimal places than its currency has (spaces are dropped; a
 * comma before one or two last digits is a decimal comma, "89,99"; any other comma groups
 * thousands, "12,800" and "1,200.50"), and the
 * date not after `today` (YYYY-MM-DD) nor before 1970. Answers the request body, or the broken rule
 * per field. Pure.
 */
export function checkOwnedDraft(draft: OwnedDraft, today: string): { body: OwnedRequest } | { errors: Partial<Record<'price' | 'acquiredOn', OwnedFieldError>> } {
  const errors: Partial<Record<'price' | 'acquiredOn', OwnedFieldError>> = {};
  let amount: number | null = null;
  const text = draft.price.trim().replace(/\s/g, '');
  if (text !== '') {
    const normalised = /^\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text.replace(/,/g, '');
    amount = /^-?\d*\.?\d+$/.test(normalised) ? Number(normalised) : Number.NaN;
    if (Number.isNaN(amount)) errors.price = 'price';
    else if (amount < 0) errors.price = 'negativePrice';
    else if (amount > OWNED_PRICE_MAX) errors.price = 'absurdPrice';
    else if ((normalised.split('.')[1]?.length ?? 0) > currencyFractionDigits(draft.currency)) errors.price = 'priceDigits';
  }
  if (draft.acquiredOn !== '' && draft.acquiredOn > today) errors.acquiredOn = 'futureDate';
  else if (draft.acquiredOn !== '' && draft.acquiredOn < '1970-01-01') errors.acquiredOn = 'tooOld';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      price_paid: amount === null ? null : { amount, currency: draft.currency },
      acquired_on: draft.acquiredOn || null,
      shop: draft.shop.trim(),
      note: draft.note.trim(),
    },
  };
}

/** Today in the browser's time zone as YYYY-MM-DD (what a date field's `max` takes). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
