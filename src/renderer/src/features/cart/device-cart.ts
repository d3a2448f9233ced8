/**
 * The anonymous visitor's cart, kept on the device (docs/product-rules.md §Cart 3): lines
 * `{slug, quantity, added_price, added_status, added_at}`, newest first, one per slug, at most
 * CART_MAX_LINES, under the registry key `cart`. Other tabs' changes are heard through `storage`
 * events. What a change does to the lines is in cart-lines.ts (off the first route, which only reads them).
 */
import type { CartEntry } from '@shared/api/cart-fields';
import { onPersistedChange, persisted, type StorageLike } from '@renderer/platform/persisted';

export interface DeviceCart {
  /** The lines, newest first (the same array until it changes, for useSyncExternalStore). */
  getSnapshot(): readonly CartEntry[];
  /** The lines as stored right now (another tab may have changed them a moment ago), kept as the new snapshot. */
  readStored(): readonly CartEntry[];
  /**
   * Replaces the lines with `next` of the lines as stored right now (cart-lines.ts), stores them
   * (no item when empty) and tells the subscribers.
   * @throws TypeError when the result does not fit the registry's schema (nothing stored then).
   */
  update(next: (lines: readonly CartEntry[]) => CartEntry[]): void;
  /** Calls `listener` after every change, here or in another tab. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The device cart over the platform's storage (web: localStorage; desktop: the bridge's storage);
 * `events` raises that storage's `storage` events (the window; none in tests). Every change starts
 * from the stored lines, so a change another tab made a moment ago is not overwritten.
 */
export function createDeviceCart(storage: StorageLike, events?: Pick<Window, 'addEventListener' | 'removeEventListener'>): DeviceCart {
  const store = persisted(storage);
  let snapshot: readonly CartEntry[] = store.read('cart');
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const readStored = () => (snapshot = store.read('cart'));
  let stopListening: (() => void) | undefined;
  return {
    getSnapshot: () => snapshot,
    readStored,
    update(next) {
      const lines = next(readStored());
      if (lines.length === 0) store.remove('cart');
      else store.write('cart', lines);
      snapshot = lines;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!stopListening && events) {
        stopListening = onPersistedChange(events, 'cart', () => {
          readStored();
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
