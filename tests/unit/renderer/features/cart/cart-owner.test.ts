/**
 * The device cart joins the account's at sign-in (docs/product-rules.md §Cart 4): what the server
 * took leaves the device, a failed merge keeps every line, two tabs seeing one sign-in send the
 * lines once, and signing out moves nothing onto the device.
 */
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { CartEntry } from '@shared/api';
import { followCartOwner, mergeDeviceCart, takenLines, type CartMergeAnswer, type CartMergeLock } from '@renderer/features/cart/cart-owner';
import { addedToCart } from '@renderer/features/cart/cart-lines';
import { createDeviceCart, type DeviceCart } from '@renderer/features/cart/device-cart';
import { MemoryStorage } from '../../../../support/memory-storage';

const line = (slug: string, quantity = 1): CartEntry => ({
  slug,
  quantity,
  added_price: { amount: 5800, currency: 'JPY' },
  added_status: 'in_stock',
  added_at: '2026-11-23T10:00:00.000Z',
});

/** Adds a line to the device cart as the add button does (limit 5). */
const add = (device: DeviceCart, entry: CartEntry) => device.update((lines) => addedToCart(lines, entry, 5).lines);

/** The server took every line it was sent. */
const tookAll = (lines: readonly CartEntry[]): CartMergeAnswer => ({ lines: lines.map((l) => ({ figure: { slug: l.slug } })), unknown: [] });

/** Named locks that run their tasks one after another, as the Web Locks API does across tabs. */
function memoryLocks(): CartMergeLock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('takenLines', () => {
  it('is the sent lines whose figure is in the merged cart or named no figure; the rest stay', () => {
    const sent = [line('a'), line('b'), line('gone'), line('no-room')];
    const answer = { lines: [{ figure: { slug: 'b' } }, { figure: { slug: 'a' } }, { figure: { slug: 'older' } }], unknown: ['gone'] };
    expect(takenLines(sent, answer).map((l) => l.slug)).toEqual(['a', 'b', 'gone']);
  });
});

describe('mergeDeviceCart', () => {
  it('sends the stored lines, then takes off the device what the server took; what came meanwhile stays', async () => {
    const device = createDeviceCart(new MemoryStorage());
    add(device, line('a', 2));
    add(device, line('b'));
    add(device, line('no-room'));
    const merge = vi.fn(async (lines: readonly CartEntry[]) => {
      // A line added while the call is in flight stays on the device for the next merge.
      add(device, line('c'));
      return tookAll(lines.filter((l) => l.slug !== 'no-room'));
    });
    await expect(mergeDeviceCart(device, merge, memoryLocks())).resolves.toBe(true);
    expect(merge).toHaveBeenCalledWith([line('no-room'), line('b'), line('a', 2)]);
    expect(device.getSnapshot().map((l) => l.slug)).toEqual(['c', 'no-room']);
  });

  it('keeps every line when the merge fails, and sends nothing for an empty cart', async () => {
    const device = createDeviceCart(new MemoryStorage());
    const merge = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(mergeDeviceCart(device, merge, memoryLocks())).resolves.toBe(false);
    expect(merge).not.toHaveBeenCalled();
    add(device, line('a', 2));
    await expect(mergeDeviceCart(device, merge, memoryLocks())).rejects.toThrow('offline');
    expect(device.getSnapshot()).toEqual([line('a', 2)]);
  });
});

describe('followCartOwner', () => {
  it('merges at the change to signed in, refetches, and at sign-out leaves the device cart empty', async () => {
    const storage = new MemoryStorage();
    const auth = createStore(() => ({ status: 'signedOut' }));
    const device = createDeviceCart(storage);
    add(device, line('a'));
    const merge = vi.fn(async (lines: readonly CartEntry[]) => tookAll(lines));
    const onMerged = vi.fn();
    const stop = followCartOwner({ auth, device, merge, lock: memoryLocks(), onMerged });
    expect(merge).not.toHaveBeenCalled();
    auth.setState({ status: 'signedIn' });
    await flush();
    expect(merge).toHaveBeenCalledWith([line('a')]);
    expect(onMerged).toHaveBeenCalledTimes(1);
    expect(device.getSnapshot()).toEqual([]);
    auth.setState({ status: 'signedOut' });
    await flush();
    // The account's cart stays on the server: nothing is sent, nothing lands on the device.
    expect(merge).toHaveBeenCalledTimes(1);
    expect(device.getSnapshot()).toEqual([]);
    expect(storage.getItem('cart')).toBeNull();
    stop();
  });

  it('merges at once when already signed in (another tab signed in, or an earlier merge failed)', async () => {
    const auth = createStore(() => ({ status: 'signedIn' }));
    const device = createDeviceCart(new MemoryStorage());
    add(device, line('left-over'));
    const merge = vi.fn(async (lines: readonly CartEntry[]) => tookAll(lines));
    const stop = followCartOwner({ auth, device, merge, lock: memoryLocks(), onMerged: () => undefined });
    await flush();
    expect(merge).toHaveBeenCalledWith([line('left-over')]);
    stop();
  });

  it('logs a failed merge and keeps every line on the device for the next sign-in', async () => {
    const auth = createStore(() => ({ status: 'signedOut' }));
    const device = createDeviceCart(new MemoryStorage());
    add(device, line('a', 2));
    add(device, line('b'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onMerged = vi.fn();
    const stop = followCartOwner({ auth, device, merge: vi.fn().mockRejectedValue(new Error('403')), lock: memoryLocks(), onMerged });
    auth.setState({ status: 'signedIn' });
    await flush();
    expect(error).toHaveBeenCalled();
    expect(onMerged).not.toHaveBeenCalled();
    expect(device.getSnapshot()).toEqual([line('b'), line('a', 2)]);
    error.mockRestore();
    stop();
  });

  it('two tabs that see the same sign-in send the lines once (the merge lock and the stored lines)', async () => {
    const storage = new MemoryStorage();
    const lock = memoryLocks();
    add(createDeviceCart(storage), line('a', 2));
    // Both tabs have read the line; the second must not send it again once the first has merged it.
    const tabs = [createDeviceCart(storage), createDeviceCart(storage)];
    const merge = vi.fn(async (lines: readonly CartEntry[]) => tookAll(lines));
    const auths = tabs.map(() => createStore(() => ({ status: 'signedOut' })));
    const stops = tabs.map((device, i) => followCartOwner({ auth: auths[i]!, device, merge, lock, onMerged: () => undefined }));
    for (const auth of auths) auth.setState({ status: 'signedIn' });
    await flush();
    await flush();
    expect(merge).toHaveBeenCalledTimes(1);
    expect(merge).toHaveBeenCalledWith([line('a', 2)]);
    expect(storage.getItem('cart')).toBeNull();
    for (const stop of stops) stop();
  });
});
