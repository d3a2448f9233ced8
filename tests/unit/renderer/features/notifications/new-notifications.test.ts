import { describe, expect, it } from 'vitest';
import type { Notification as AppNotification } from '@shared/api';
import { detectNewNotifications } from '@renderer/features/notifications/new-notifications';

const item = (id: number, read = false): AppNotification => ({
  id,
  title: `Notification ${id}`,
  body: '',
  kind: 'info',
  created_at: '2026-11-23T08:00:00Z',
  read,
});

describe('detectNewNotifications (§Notifications 9)', () => {
  it('the first look only records what already exists', () => {
    const { fresh, seen } = detectNewNotifications(null, [item(3), item(2), item(1, true)]);
    expect(fresh).toEqual([]);
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('later, announces only ids never seen, oldest first', () => {
    const first = detectNewNotifications(null, [item(2), item(1)]);
    const { fresh, seen } = detectNewNotifications(first.seen, [item(5), item(4), item(2), item(1)]);
    expect(fresh.map((n) => n.id)).toEqual([4, 5]);
    expect([...seen].sort()).toEqual([1, 2, 4, 5]);
  });

  it('never re-announces one already seen, even when it is still unread', () => {
    const first = detectNewNotifications(null, [item(2)]);
    const second = detectNewNotifications(first.seen, [item(3), item(2)]);
    expect(second.fresh.map((n) => n.id)).toEqual([3]);
    expect(detectNewNotifications(second.seen, [item(3), item(2)]).fresh).toEqual([]);
  });

  it('does not announce a new one that was already read elsewhere, and remembers it', () => {
    const { fresh, seen } = detectNewNotifications(new Set([1]), [item(2, true), item(1)]);
    expect(fresh).toEqual([]);
    expect(seen.has(2)).toBe(true);
  });
});
