/**
 * One Idempotency-Key per review (docs/product-rules.md §Orders 1): kept in sessionStorage, so a
 * retry after a network error or a reload sends the same key (the API then answers the same
 * order); a new key for another review, after a 409 and after the order is placed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKeys } from '@renderer/features/checkout/idempotency';
import { placeOrderRequest, reviewFingerprint } from '@renderer/features/checkout/review-request';
import { MemoryStorage } from '../../../../support/memory-storage';
import { sampleQuote } from '../../../../support/checkout-samples';

let storage: MemoryStorage;
let made: number;
const newKey = () => `key-${(made += 1)}`;
beforeEach(() => {
  storage = new MemoryStorage();
  made = 0;
});

const review = (method: 'ems' | 'sal', total = 31520) => {
  const quote = sampleQuote({ method });
  return reviewFingerprint(placeOrderRequest({ ...quote, method, totals: { ...quote.totals, total_jpy: total } }));
};

describe('createIdempotencyKeys', () => {
  it('gives the same review the same key, also after a reload (a new instance over the same storage)', () => {
    const first = createIdempotencyKeys(storage, newKey).keyFor(review('ems'));
    expect(createIdempotencyKeys(storage, newKey).keyFor(review('ems'))).toBe(first);
    expect(made).toBe(1);
    expect(JSON.parse(storage.getItem('checkout_idempotency')!)).toEqual({ review: review('ems'), key: first });
  });

  it('gives a changed review a new key, which replaces the old one', () => {
    const keys = createIdempotencyKeys(storage, newKey);
    const first = keys.keyFor(review('ems'));
    const changed = keys.keyFor(review('ems', 30520));
    expect(changed).not.toBe(first);
    expect(keys.keyFor(review('sal'))).not.toBe(changed);
  });

  it('gives a new key after forget (a 409, or the order placed)', () => {
    const keys = createIdempotencyKeys(storage, newKey);
    const first = keys.keyFor(review('ems'));
    keys.forget();
    expect(storage.getItem('checkout_idempotency')).toBeNull();
    expect(keys.keyFor(review('ems'))).not.toBe(first);
  });

  it('still gives a key when the storage refuses to keep it', () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createIdempotencyKeys(full, newKey).keyFor(review('ems'))).toBe('key-1');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('makes real keys with crypto.randomUUID: printable ASCII within the header’s 1–255', () => {
    const key = createIdempotencyKeys(storage).keyFor(review('ems'));
    expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(createIdempotencyKeys(new MemoryStorage()).keyFor(review('ems'))).not.toBe(key);
  });
});

describe('placeOrderRequest', () => {
  it('sends back the address, the delivery, every line’s quantity and JPY unit price, the total and what is due now', () => {
    expect(placeOrderRequest({ ...sampleQuote({ method: 'ems' }), method: 'ems' })).toEqual({
      address_id: 1,
      method: 'ems',
      ship_together: false,
      expected: {
        lines: [
          { slug: 'rem-summer', quantity: 1, unit_price_jpy: 12800 },
          { slug: 'miku-2027', quantity: 1, unit_price_jpy: 12720 },
        ],
        total_jpy: 31520,
        due_now_jpy: 15800,
      },
    });
  });
});
