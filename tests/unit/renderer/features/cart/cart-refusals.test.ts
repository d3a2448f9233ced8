/**
 * Why the cart did not change, worked out from the contract's rules (docs/product-rules.md §Cart
 * 1–2) and worded in the UI language, never read from the server's English text (§Locales 6).
 */
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { cartMessages, type BuyableFigure } from '@shared/api';
import { createI18n } from '@renderer/app/i18n';
import { CART_FULL, cartFailureText, cartRefusal, cartRefusalText } from '@renderer/features/cart/cart-refusals';
import english from '../../../../../src/renderer/src/locales/en/cartPage.json';

const today = '2026-11-27';
const inStock = (stock: number, max_per_order: number): BuyableFigure => ({ status: 'in_stock', stock, allocation: null, preorder_closes_at: null, max_per_order });
const preorder = (allocation: number, max_per_order: number, closes = '2027-01-15'): BuyableFigure => ({
  status: 'preorder',
  stock: null,
  allocation,
  preorder_closes_at: closes,
  max_per_order,
});

function i18nWithCart(language = 'en') {
  const i18n = createI18n(language);
  i18n.addResourceBundle('en', 'translation', { cartPage: english }, true, false);
  return i18n;
}

/** An axios error as the client rejects with: `status` and a DRF body, or no response at all. */
function httpError(status?: number, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = status === undefined ? undefined : { status, statusText: '', data, headers: {}, config };
  return new AxiosError('failed', status === undefined ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST', config, {}, response);
}

describe('cartRefusal (§Cart 1–2)', () => {
  it('names max_per_order when it is the limit, else the stock or the remaining allocation', () => {
    expect(cartRefusal(inStock(10, 2), today, 3)).toEqual({ kind: 'overLimit', n: 2 });
    expect(cartRefusal(inStock(2, 2), today, 3)).toEqual({ kind: 'overLimit', n: 2 });
    expect(cartRefusal(inStock(1, 3), today, 2)).toEqual({ kind: 'overStock', n: 1 });
    expect(cartRefusal(preorder(2, 5), today, 3)).toEqual({ kind: 'overAllocation', n: 2 });
    expect(cartRefusal(inStock(10, 2), today, 2)).toBeNull();
  });

  it('a sold-out figure, an allocation used up and a pre-order past its closing date cannot be bought', () => {
    expect(cartRefusal(inStock(0, 3), today, 1)).toEqual({ kind: 'notBuyable' });
    expect(cartRefusal(preorder(0, 3), today, 1)).toEqual({ kind: 'notBuyable' });
    expect(cartRefusal(preorder(50, 3, '2026-11-26'), today, 1)).toEqual({ kind: 'notBuyable' });
    expect(cartRefusal(preorder(50, 3, today), today, 1)).toBeNull();
    expect(cartRefusal({ ...inStock(5, 3), status: 'released' }, today, 1)).toEqual({ kind: 'notBuyable' });
  });
});

describe('the refusals in words', () => {
  it('reads as the contract words them in English', () => {
    const { t } = i18nWithCart();
    expect(cartRefusalText({ kind: 'overLimit', n: 2 }, t)).toBe(cartMessages.overLimit(2));
    expect(cartRefusalText({ kind: 'overStock', n: 3 }, t)).toBe(cartMessages.overStock(3));
    expect(cartRefusalText({ kind: 'overAllocation', n: 3 }, t)).toBe(cartMessages.overAllocation(3));
    expect(cartRefusalText({ kind: 'notBuyable' }, t)).toBe(cartMessages.notBuyable);
    expect(cartRefusalText(CART_FULL, t)).toBe(cartMessages.full);
  });

  it('a 400 says the rule the app finds, else the server message as sent; no answer and other failures say nothing changed', () => {
    const { t } = i18nWithCart();
    const refused = httpError(400, { quantity: [cartMessages.overLimit(2)] });
    expect(cartFailureText(refused, { refusal: { kind: 'overLimit', n: 2 } }, t)).toBe('You can buy at most 2 of this figure in one order.');
    expect(cartFailureText(httpError(400, { quantity: ['Only 1 left in stock.'] }), { refusal: null }, t)).toBe('Only 1 left in stock.');
    expect(cartFailureText(httpError(), { refusal: null }, t)).toBe('Cannot reach the server. Nothing was changed: try again when you are back online.');
    expect(cartFailureText(httpError(403, { detail: 'hidden', code: 'adult_hidden' }), { refusal: null }, t)).toBe('This figure is hidden by your content settings.');
    expect(cartFailureText(httpError(500, { detail: 'A server error occurred.' }), { refusal: { kind: 'overLimit', n: 2 } }, t)).toBe(
      'Something went wrong. Nothing was changed: try again.',
    );
  });
});
