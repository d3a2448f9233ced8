import { persisted, type StorageLike } from '@renderer/platform/persisted';

/** The Idempotency-Key of the order under review in this tab (docs/product-rules.md §Orders 1). */
export interface IdempotencyKeys {
  /**
   * The key for `review` (review-request.ts reviewFingerprint): the one kept for it, so a retry
   * after a network error or a reload sends the same key and the API answers the same order; a new
   * one (crypto.randomUUID) for any other review, kept in its place. Never throws (a storage that
   * refuses the write gives a key for this attempt only).
   */
  keyFor(review: string): string;
  /** Forgets the kept key: the order was placed, or the API said the review changed (409), so the next attempt is a new request. */
  forget(): void;
}

/**
 * The keys over `storage` (sessionStorage: this tab only, as the review is; registry key
 * `checkout_idempotency`). `newKey` makes a key (crypto.randomUUID: 36 printable ASCII
 * characters, within the header's 1–255).
 */
export function createIdempotencyKeys(storage: StorageLike, newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  const store = persisted(storage);
  return {
    keyFor(review) {
      const kept = store.read('checkout_idempotency');
      if (kept?.review === review) return kept.key;
      const key = newKey();
      try {
        store.write('checkout_idempotency', { review, key });
      } catch (error) {
        console.error('Could not keep the Idempotency-Key of this review', error);
      }
      return key;
    },
    forget: () => store.remove('checkout_idempotency'),
  };
}
