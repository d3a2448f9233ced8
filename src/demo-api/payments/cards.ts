/**
 * The demo provider's test cards (docs/product-rules.md §Payment 3), as Stripe's: 4242 4242 4242 4242
 * pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000
 * 3184 asks for a confirmation step (3-D Secure). Any other number is invalid. Pure: the card
 * number is only read here, never stored or logged.
 */
import type { PaymentFailureCode } from '../../shared/api/orders';

/** What a test card does once its expiry and CVC pass. */
type CardBehaviour = 'approve' | 'authenticate' | PaymentFailureCode;

const TEST_CARDS: ReadonlyMap<string, CardBehaviour> = new Map<string, CardBehaviour>([
  ['4242424242424242', 'approve'],
  ['4000000000000002', 'card_declined'],
  ['4000000000009995', 'insufficient_funds'],
  ['4000002760003184', 'authenticate'],
]);

/** The card form as posted (strings, possibly empty). */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Longest name on the card the form takes, in characters. */
export const CARD_NAME_MAX = 100;

/**
 * The outcome of a card form: `invalid` (the form is wrong: shown again, nothing sent to anyone),
 * `declined` (a failed payment: the shop hears of it by webhook), `authenticate` (the confirmation
 * step comes first) or `approve`.
 */
export type CardOutcome =
  | { kind: 'invalid'; field: 'number' | 'expiry' | 'name' }
  | { kind: 'declined'; code: PaymentFailureCode }
  | { kind: 'authenticate' }
  | { kind: 'approve' };

/** `MM/YY` (spaces around the slash allowed) as {month, year} with a four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/**
 * The outcome of `form` on `today` (UTC), in Stripe's order: the name and number and the expiry's
 * format first (form errors), then an expiry month before today's (`expired_card`: a card is valid
 * to the end of its month), a CVC other than 3 digits (`incorrect_cvc`), then the card's behaviour.
 * Spaces in the card number are ignored.
 */
export function cardOutcome(form: CardForm, today: Date): CardOutcome {
  const name = form.name.trim();
  if (name === '' || name.length > CARD_NAME_MAX) return { kind: 'invalid', field: 'name' };
  const behaviour = TEST_CARDS.get(form.number.replace(/\s+/g, ''));
  if (behaviour === undefined) return { kind: 'invalid', field: 'number' };
  const expiry = parseExpiry(form.expiry);
  if (!expiry) return { kind: 'invalid', field: 'expiry' };
  if (expiry.year * 12 + expiry.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return { kind: 'declined', code: 'expired_card' };
  if (!/^\d{3}$/.test(form.cvc.trim())) return { kind: 'declined', code: 'incorrect_cvc' };
  if (behaviour === 'approve' || behaviour === 'authenticate') return { kind: behaviour };
  return { kind: 'declined', code: behaviour };
}
