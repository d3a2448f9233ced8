import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createDeviceWishlist } from '@renderer/features/wishlist/device-wishlist';
import { followWishlistOwner, mergeDeviceWishlist } from '@renderer/features/wishlist/wishlist-owner';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mergeDeviceWishlist (§Wishlist 4: merged at sign-in, nothing lost)', () => {
  it('sends the device list, then removes only what was sent', async () => {
    const device = createDeviceWishlist(memoryStorage());
    device.set('a', true);
    device.set('b', true);
    const merge = vi.fn(async (slugs: readonly string[]) => {
      // A heart tapped while the call is in flight stays on the device for the next merge.
      device.set('c', true);
      return slugs;
    });
    await expect(mergeDeviceWishlist(device, merge)).resolves.toBe(true);
    expect(merge).toHaveBeenCalledWith(['b', 'a']);
    expect(device.getSnapshot()).toEqual(['c']);
  });

  it('keeps every slug when the server refuses, and sends nothing for an empty list', async () => {
    const device = createDeviceWishlist(memoryStorage());
    const merge = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(mergeDeviceWishlist(device, merge)).resolves.toBe(false);
    expect(merge).not.toHaveBeenCalled();
    device.set('a', true);
    await expect(mergeDeviceWishlist(device, merge)).rejects.toThrow('offline');
    expect(device.getSnapshot()).toEqual(['a']);
  });
});

describe('followWishlistOwner', () => {
  it('merges at the change to signed in (not at sign-out) and then refetches', async () => {
    const auth = createStore(() => ({ status: 'signedOut' }));
    const device = createDeviceWishlist(memoryStorage());
    device.set('a', true);
    const merge = vi.fn().mockResolvedValue({});
    const onMerged = vi.fn();
    const stop = followWishlistOwner({ auth, device, merge, onMerged });
    expect(merge).not.toHaveBeenCalled();
    auth.setState({ status: 'signedIn' });
    await flush();
    expect(merge).toHaveBeenCalledWith(['a']);
    expect(onMerged).toHaveBeenCalledTimes(1);
    expect(device.getSnapshot()).toEqual([]);
    auth.setState({ status: 'signedOut' });
    await flush();
    expect(merge).toHaveBeenCalledTimes(1);
    stop();
  });

  it('merges at once when already signed in (another tab signed in, or an earlier merge failed)', async () => {
    const auth = createStore(() => ({ status: 'signedIn' }));
    const device = createDeviceWishlist(memoryStorage());
    device.set('left-over', true);
    const merge = vi.fn().mockResolvedValue({});
    const stop = followWishlistOwner({ auth, device, merge, onMerged: () => undefined });
    await flush();
    expect(merge).toHaveBeenCalledWith(['left-over']);
    stop();
  });

  it('logs a failed merge and keeps the device list', async () => {
    const auth = createStore(() => ({ status: 'signedIn' }));
    const device = createDeviceWishlist(memoryStorage());
    device.set('a', true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onMerged = vi.fn();
    const stop = followWishlistOwner({ auth, device, merge: vi.fn().mockRejectedValue(new Error('400')), onMerged });
    await flush();
    expect(error).toHaveBeenCalled();
    expect(onMerged).not.toHaveBeenCalled();
    expect(device.getSnapshot()).toEqual(['a']);
    error.mockRestore();
    stop();
  });
});
