/**
 * The anonymous visitor's wishlist, kept on the device (docs/product-rules.md §Wishlist 2): figure
 * slugs, newest first, at most WISHLIST_MAX_ITEMS, under the registry key `wishlist`. Other tabs'
 * changes are heard through `storage` events.
 */
import { WISHLIST_MAX_ITEMS } from '@shared/api';
import { onPersistedChange, persisted, type StorageLike } from '@renderer/platform/persisted';

/**
 * `list` with `slug` added at the front (moved there if present), or removed. Adding to a full list
 * leaves it unchanged (the server refuses a 501st figure too). Pure.
 */
export function toggledWishlist(list: readonly string[], slug: string, wished: boolean): string[] {
  const without = list.filter((item) => item !== slug);
  if (!wished) return without;
  if (without.length >= WISHLIST_MAX_ITEMS) return [...list];
  return [slug, ...without];
}

export interface DeviceWishlist {
  /** The slugs, newest first (the same array until it changes, for useSyncExternalStore). */
  getSnapshot(): readonly string[];
  /** Adds (`wished` true) or removes a slug. */
  set(slug: string, wished: boolean): void;
  /** Removes these slugs (the ones that reached the server at sign-in; any added meanwhile stay). */
  removeAll(slugs: readonly string[]): void;
  /** Calls `listener` after every change, here or in another tab. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The device list over the platform's storage (web: localStorage; desktop: the bridge's storage);
 * `events` raises that storage's `storage` events (the window; none in tests).
 */
export function createDeviceWishlist(storage: StorageLike, events?: Pick<Window, 'addEventListener' | 'removeEventListener'>): DeviceWishlist {
  const store = persisted(storage);
  let snapshot: readonly string[] = store.read('wishlist');
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const write = (next: string[]) => {
    snapshot = next;
    if (next.length === 0) store.remove('wishlist');
    else store.write('wishlist', next);
    emit();
  };
  let stopListening: (() => void) | undefined;
  return {
    getSnapshot: () => snapshot,
    set: (slug, wished) => write(toggledWishlist(snapshot, slug, wished)),
    removeAll: (slugs) => write(snapshot.filter((slug) => !slugs.includes(slug))),
    subscribe(listener) {
      listeners.add(listener);
      if (!stopListening && events) {
        stopListening = onPersistedChange(events, 'wishlist', () => {
          snapshot = store.read('wishlist');
          emit();
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = undefined;
        }
      };
    },
  };
}
