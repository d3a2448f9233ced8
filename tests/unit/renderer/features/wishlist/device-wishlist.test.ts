import { describe, expect, it, vi } from 'vitest';
import { WISHLIST_MAX_ITEMS } from '@shared/api';
import { createDeviceWishlist, toggledWishlist } from '@renderer/features/wishlist/device-wishlist';

/** A Storage over a Map (what the registry needs). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('toggledWishlist', () => {
  it('adds at the front, moves an existing slug to the front, removes', () => {
    expect(toggledWishlist(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b']);
    expect(toggledWishlist(['a', 'b'], 'b', true)).toEqual(['b', 'a']);
    expect(toggledWishlist(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggledWishlist(['a'], 'z', false)).toEqual(['a']);
  });

  it(`refuses a figure past ${WISHLIST_MAX_ITEMS} (as the server does), but still removes`, () => {
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => `f-${i}`);
    expect(toggledWishlist(full, 'new', true)).toEqual(full);
    expect(toggledWishlist(full, 'f-3', false)).toHaveLength(WISHLIST_MAX_ITEMS - 1);
  });
});

describe('createDeviceWishlist', () => {
  it('keeps the list under the registry key `wishlist`, newest first, and tells subscribers', () => {
    const storage = memoryStorage();
    const list = createDeviceWishlist(storage);
    const listener = vi.fn();
    list.subscribe(listener);
    list.set('nendoroid-miku', true);
    list.set('figma-link', true);
    expect(list.getSnapshot()).toEqual(['figma-link', 'nendoroid-miku']);
    expect(storage.items.get('wishlist')).toBe('["figma-link","nendoroid-miku"]');
    expect(listener).toHaveBeenCalledTimes(2);
    // A new instance (a reload) reads it back.
    expect(createDeviceWishlist(storage).getSnapshot()).toEqual(['figma-link', 'nendoroid-miku']);
  });

  it('removeAll takes out only the given slugs, and an empty list leaves no item', () => {
    const storage = memoryStorage();
    const list = createDeviceWishlist(storage);
    list.set('a', true);
    list.set('b', true);
    list.removeAll(['a']);
    expect(list.getSnapshot()).toEqual(['b']);
    list.removeAll(['b']);
    expect(list.getSnapshot()).toEqual([]);
    expect(storage.items.has('wishlist')).toBe(false);
  });

  it('keeps the valid slugs of a damaged stored list', () => {
    const storage = memoryStorage();
    storage.setItem('wishlist', '["good-one","Not A Slug",3]');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createDeviceWishlist(storage).getSnapshot()).toEqual(['good-one']);
    error.mockRestore();
  });

  it("follows another tab's change through the storage event", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const list = createDeviceWishlist(storage, events as unknown as Window);
    const listener = vi.fn();
    const stop = list.subscribe(listener);
    storage.setItem('wishlist', '["from-other-tab"]');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'wishlist' }));
    expect(list.getSnapshot()).toEqual(['from-other-tab']);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
