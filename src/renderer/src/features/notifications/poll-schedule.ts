/** While the app is open and signed in, the unread count is polled once a minute (ms; docs/product-rules.md §Notifications 11). */
export const NOTIFICATION_POLL_INTERVAL_MS = 60_000;
/** While the API does not answer, the poll backs off (doubling) up to this (ms): 10 min. */
export const NOTIFICATION_POLL_MAX_INTERVAL_MS = 600_000;

/**
 * The delay (ms) before the next poll after `failures` polls in a row failed (docs/product-rules.md §Notifications 12):
 * 60 s, then 2, 4, 8 min, then 10 min at most. Pure; a negative or fractional count counts as 0 / floored.
 */
export function notificationPollDelayMs(failures: number): number {
  const n = Math.max(0, Math.floor(failures));
  // 2^4 × 60 s already passes the cap: stop doubling there so huge counts cannot overflow.
  return Math.min(NOTIFICATION_POLL_INTERVAL_MS * 2 ** Math.min(n, 4), NOTIFICATION_POLL_MAX_INTERVAL_MS);
}

/** The parts of a TanStack query's state the backoff reads. */
export interface PolledQueryState {
  status: 'pending' | 'error' | 'success';
  /** How many fetches of the query have failed so far (TanStack's `errorUpdateCount`). */
  errorUpdateCount: number;
}

/**
 * A poll backoff for TanStack Query's `refetchInterval` (docs/product-rules.md §Notifications 11–12): `next(state)` is the
 * delay (ms) after the query's last fetch. It counts the failures since the last success (TanStack
 * keeps only a running total), so one answer brings the poll back to once a minute.
 */
export function createPollBackoff(): { next(state: PolledQueryState): number } {
  let errorsAtLastSuccess = 0;
  return {
    next(state) {
      if (state.status !== 'error') {
        errorsAtLastSuccess = state.errorUpdateCount;
        return NOTIFICATION_POLL_INTERVAL_MS;
      }
      return notificationPollDelayMs(state.errorUpdateCount - errorsAtLastSuccess);
    },
  };
}
