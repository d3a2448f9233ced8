/**
 * A refused quote or order in the interface language, and where to fix it (docs/product-rules.md
 * §Checkout 1, 3; §Orders 1; §Locales 6): the contract's messages chosen by field and fixed text,
 * any other server text as it came.
 */
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '@shared/api';
import { createI18n } from '@renderer/app/i18n';
import { checkoutProblem } from '@renderer/features/checkout/checkout-problems';
import english from '../../../../../src/renderer/src/locales/en/checkout.json';

async function translator(language: 'en' | 'ja') {
  const i18n = createI18n(language);
  i18n.addResourceBundle('en', 'translation', { checkout: english }, true, false);
  await i18n.changeLanguage(language);
  return i18n.t.bind(i18n);
}

function httpError(status?: number, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = status === undefined ? undefined : { status, statusText: '', data, headers: {}, config };
  return new AxiosError('failed', status === undefined ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST', config, {}, response);
}

describe('a refused quote or order, and where to fix it', () => {
  it('chooses the contract’s messages by field and sends the collector where they can fix it', async () => {
    const t = await translator('en');
    expect(checkoutProblem(httpError(400, { non_field_errors: [checkoutMessages.cartNotReady] }), t)).toEqual({ message: 'Some lines of your cart must change first.', fix: 'cart', offline: false });
    expect(checkoutProblem(httpError(400, { non_field_errors: [checkoutMessages.emptyCart] }), t)).toEqual({ message: 'Your cart is empty.', fix: 'cart', offline: false });
    expect(checkoutProblem(httpError(400, { method: [checkoutMessages.methodNotOffered] }), t)).toEqual({ message: 'This delivery method is not offered to this address.', fix: 'delivery', offline: false });
    expect(checkoutProblem(httpError(404, { detail: 'Not found.' }), t)).toEqual({ message: 'This address is no longer in your address book.', fix: 'address', offline: false });
  });

  it('says when nothing answered (nothing lost, try again), and shows other text as it came', async () => {
    const t = await translator('en');
    expect(checkoutProblem(httpError(), t)).toEqual({ message: 'Cannot reach the server. Nothing is lost: try again when you are back online.', fix: null, offline: true });
    expect(checkoutProblem(httpError(400, { expected: ['Something new.'] }), t)).toEqual({ message: 'Something new.', fix: null, offline: false });
    expect(checkoutProblem(httpError(500, '<html>'), t)).toEqual({ message: 'Something went wrong. Try again.', fix: null, offline: false });
    expect(checkoutProblem(new Error('boom'), t).message).toBe('Something went wrong. Try again.');
  });
});
