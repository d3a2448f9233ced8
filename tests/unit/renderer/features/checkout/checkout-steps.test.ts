/**
 * The checkout's step addresses (docs/product-rules.md §Checkout 1): the query is read strictly,
 * so a forged or stale one is recognised and sends the collector back one step.
 */
import { describe, expect, it } from 'vitest';
import {
  addressStepPath,
  backNoticeOf,
  backState,
  deliveryStepPath,
  parseAddressId,
  parseMethod,
  parseReviewQuery,
  parseTogether,
  reviewStepPath,
} from '@renderer/features/checkout/checkout-steps';

const review = (query: string) => parseReviewQuery(new URLSearchParams(query));

describe('reading the query', () => {
  it('takes an address id as a plain positive integer of at most 12 digits, nothing else', () => {
    expect(parseAddressId('7')).toBe(7);
    expect(parseAddressId('999999999999')).toBe(999999999999);
    for (const forged of [null, '', '0', '-1', '01', '1.0', '1e3', '0x1', ' 1', '1 ', '+1', '9999999999999', 'abc']) expect(parseAddressId(forged), String(forged)).toBeNull();
  });

  it('takes a method exactly as the contract spells it, and together as 0 or 1', () => {
    expect(parseMethod('ems')).toBe('ems');
    expect(parseMethod('dhl')).toBe('dhl');
    for (const forged of [null, '', 'EMS', 'air', 'ems ', 'toString', '__proto__']) expect(parseMethod(forged), String(forged)).toBeNull();
    expect(parseTogether('1')).toBe(true);
    expect(parseTogether('0')).toBe(false);
    for (const forged of [null, '', 'true', 'yes', '2', '01']) expect(parseTogether(forged), String(forged)).toBeNull();
  });

  it('sends a forged review query back one step: a bad address to the address step, a bad delivery to the delivery step', () => {
    expect(review('address=3&method=sal&together=1')).toEqual({ ok: true, addressId: 3, choice: { method: 'sal', together: true } });
    expect(review('method=sal&together=1')).toEqual({ ok: false, back: 'address' });
    expect(review('address=x&method=sal&together=1')).toEqual({ ok: false, back: 'address' });
    expect(review('address=3&method=rocket&together=1')).toEqual({ ok: false, back: 'delivery', addressId: 3 });
    expect(review('address=3&method=sal&together=yes')).toEqual({ ok: false, back: 'delivery', addressId: 3 });
    expect(review('address=3&together=0')).toEqual({ ok: false, back: 'delivery', addressId: 3 });
  });
});

describe('writing the steps’ addresses', () => {
  it('builds each step’s URL with its query, which reads back to the same choice', () => {
    expect(addressStepPath()).toBe('/checkout/address');
    expect(addressStepPath(3)).toBe('/checkout/address?address=3');
    expect(deliveryStepPath(3)).toBe('/checkout/delivery?address=3');
    expect(deliveryStepPath(3, { method: 'ems', together: false })).toBe('/checkout/delivery?address=3&method=ems&together=0');
    const path = reviewStepPath(3, { method: 'dhl', together: true });
    expect(path).toBe('/checkout/review?address=3&method=dhl&together=1');
    expect(review(path.split('?')[1]!)).toEqual({ ok: true, addressId: 3, choice: { method: 'dhl', together: true } });
  });
});

describe('the back notice in the history state', () => {
  it('reads only a notice it knows (history state is anyone’s)', () => {
    expect(backNoticeOf(backState('addressUnknown'))).toBe('addressUnknown');
    expect(backNoticeOf({ checkoutNotice: 'methodNotOffered' })).toBe('methodNotOffered');
    for (const other of [null, undefined, 'addressUnknown', {}, { checkoutNotice: '<b>hi</b>' }, { checkoutNotice: 'toString' }]) expect(backNoticeOf(other)).toBeNull();
  });
});
