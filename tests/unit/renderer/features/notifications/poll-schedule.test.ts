import { describe, expect, it } from 'vitest';
import {
  createPollBackoff,
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATION_POLL_MAX_INTERVAL_MS,
  notificationPollDelayMs,
} from '@renderer/features/notifications/poll-schedule';

describe('notification poll schedule (§Notifications 11–12)', () => {
  it('polls once a minute and backs off by doubling up to 10 minutes', () => {
    expect(NOTIFICATION_POLL_INTERVAL_MS).toBe(60_000);
    expect(NOTIFICATION_POLL_MAX_INTERVAL_MS).toBe(600_000);
    expect([0, 1, 2, 3, 4, 5, 50, 5000].map(notificationPollDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 600_000, 600_000, 600_000, 600_000]);
    expect(notificationPollDelayMs(-1)).toBe(60_000);
  });

  it('counts the failures since the last success, and one answer returns to once a minute', () => {
    const backoff = createPollBackoff();
    expect(backoff.next({ status: 'pending', errorUpdateCount: 0 })).toBe(60_000);
    expect(backoff.next({ status: 'error', errorUpdateCount: 1 })).toBe(120_000);
    expect(backoff.next({ status: 'error', errorUpdateCount: 2 })).toBe(240_000);
    expect(backoff.next({ status: 'success', errorUpdateCount: 2 })).toBe(60_000);
    // TanStack's running total is 3 now, but only one failure is in a row.
    expect(backoff.next({ status: 'error', errorUpdateCount: 3 })).toBe(120_000);
  });
});
