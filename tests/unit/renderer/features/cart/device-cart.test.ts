/**
 * The anonymous visitor's cart on the device (docs/product-rules.md §Cart 3): kept under the
 * registry key `cart`, newest first, every change made on the lines as stored, the valid lines of a
 * damaged stored value kept, other tabs' changes heard.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CartEntry } from '@shared/api';
import { addedToCart, withoutSlugs, withQuantity } from '@renderer/features/cart/cart-lines';
import { createDeviceCart, type DeviceCart } from '@renderer/features/cart/device-cart';
import { MemoryStorage } from '../../../../support/memory-storage';

const line = (slug: string, quantity = 1): CartEntry => ({
  slug,
  quantity,
  added_price: { amount: 12800, currency: 'JPY' },
  added_status: 'in_stock',
  added_at: '2026-11-23T10:00:00.000Z',
});

/** Adds as the add button does: the line capped at `limit`; how many went in. */
function add(cart: DeviceCart, entry: CartEntry, limit: number): number {
  let added = 0;
  cart.update((lines) => {
    const outcome = addedToCart(lines, entry, limit);
    added = outcome.added;
    return outcome.lines;
  });
  return added;
}

describe('createDeviceCart', () => {
  it('keeps the lines under the registry key `cart`, newest first, tells subscribers, and reads them back', () => {
    const storage = new MemoryStorage();
    const cart = createDeviceCart(storage);
    const listener = vi.fn();
    cart.subscribe(listener);
    expect(add(cart, line('nendoroid-miku'), 3)).toBe(1);
    expect(add(cart, line('figma-link', 2), 3)).toBe(2);
    expect(cart.getSnapshot().map((l) => l.slug)).toEqual(['figma-link', 'nendoroid-miku']);
    expect(JSON.parse(storage.getItem('cart') ?? '[]')).toEqual([line('figma-link', 2), line('nendoroid-miku')]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(createDeviceCart(storage).getSnapshot()).toEqual(cart.getSnapshot());
  });

  it('adds to a line up to the limit, sets and removes, and leaves no item when empty', () => {
    const storage = new MemoryStorage();
    const cart = createDeviceCart(storage);
    add(cart, line('a'), 2);
    expect(add(cart, line('a', 5), 2)).toBe(1);
    expect(add(cart, line('a'), 2)).toBe(0);
    expect(cart.getSnapshot()[0]?.quantity).toBe(2);
    cart.update((lines) => withQuantity(lines, 'a', 1));
    expect(JSON.parse(storage.getItem('cart') ?? '[]')[0].quantity).toBe(1);
    cart.update((lines) => withoutSlugs(lines, ['a']));
    expect(cart.getSnapshot()).toEqual([]);
    expect(storage.getItem('cart')).toBeNull();
  });

  it('starts every change from the stored lines, so a change another tab made just before is kept', () => {
    const storage = new MemoryStorage();
    const here = createDeviceCart(storage);
    const otherTab = createDeviceCart(storage);
    add(otherTab, line('from-other-tab'), 5);
    add(here, line('here'), 5);
    expect(here.getSnapshot().map((l) => l.slug)).toEqual(['here', 'from-other-tab']);
  });

  it('keeps the valid lines of a damaged stored cart (first of each figure), logging the others', () => {
    const storage = new MemoryStorage();
    storage.setItem('cart', JSON.stringify([line('good-one', 2), { ...line('bad'), quantity: 0 }, { slug: 'Not A Slug' }, 42, line('good-one', 5), line('other')]));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createDeviceCart(storage).getSnapshot().map((l) => [l.slug, l.quantity])).toEqual([
      ['good-one', 2],
      ['other', 1],
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Ignoring stored cart 1'));
    error.mockRestore();
  });

  it("follows another tab's change through the storage event, and stops listening when nobody listens", () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const cart = createDeviceCart(storage, events as unknown as Window);
    const listener = vi.fn();
    const stop = cart.subscribe(listener);
    storage.setItem('cart', JSON.stringify([line('from-other-tab', 2)]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }));
    expect(cart.getSnapshot()).toEqual([line('from-other-tab', 2)]);
    expect(listener).toHaveBeenCalledTimes(1);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'wishlist' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
