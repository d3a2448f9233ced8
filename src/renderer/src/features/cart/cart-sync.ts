/**
 * Every tab and window shows the same signed-in cart (docs/product-rules.md §Cart 4): a tab that
 * changed the cart on the server writes the time under the registry key `cart_changed`, and every
 * other tab hears the `storage` event and fetches the cart again. Storage events, not a
 * BroadcastChannel, because the desktop bridge raises them between windows as browsers do between tabs.
 */
import { onPersistedChange, persisted, type StorageLike } from '@renderer/platform/persisted';

export interface CartChanges {
  /** Tells the other tabs and windows that this one changed the account's cart. Never throws. */
  announce(): void;
  /** Calls `listener` when another tab or window announces a change. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The signal over the platform's storage; `events` raises its `storage` events (the window; none
 * in tests or on the server). `now` is the clock in epoch ms.
 */
export function createCartChanges(
  storage: StorageLike,
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  now: () => number = Date.now,
): CartChanges {
  const store = persisted(storage);
  return {
    announce() {
      try {
        // Always a new value: a write of the stored value raises no event.
        const previous = store.read('cart_changed') ?? 0;
        store.write('cart_changed', Math.max(now(), previous + 1));
      } catch (error) {
        console.error('Could not tell other tabs about the cart change', error);
      }
    },
    subscribe: (listener) => (events ? onPersistedChange(events, 'cart_changed', () => listener()) : () => undefined),
  };
}
