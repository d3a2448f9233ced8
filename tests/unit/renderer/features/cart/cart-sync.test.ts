/**
 * Every tab and window shows the same signed-in cart (docs/product-rules.md §Cart 4): a change is
 * announced under `cart_changed`, and the other tabs hear it through the storage event (raised by
 * browsers between tabs and by the desktop bridge between windows).
 */
import { describe, expect, it, vi } from 'vitest';
import { createCartChanges } from '@renderer/features/cart/cart-sync';
import { MemoryStorage } from '../../../../support/memory-storage';

describe('createCartChanges', () => {
  it('writes a new value on every announcement, even twice in the same millisecond', () => {
    const storage = new MemoryStorage();
    const changes = createCartChanges(storage, undefined, () => 1000);
    changes.announce();
    expect(storage.getItem('cart_changed')).toBe('1000');
    changes.announce();
    expect(storage.getItem('cart_changed')).toBe('1001');
  });

  it("calls its listeners on another tab's announcement only, until they stop", () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const listener = vi.fn();
    const stop = createCartChanges(storage, events as unknown as Window).subscribe(listener);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart_changed' }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'wishlist' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart_changed' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
