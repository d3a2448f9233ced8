import type { Notification as AppNotification } from '@shared/api';

/** What detectNewNotifications answers: the ones to announce (oldest first) and the ids now seen. */
export interface NewNotifications {
  fresh: AppNotification[];
  seen: Set<number>;
}

/**
 * Which notifications of the latest page are new (docs/product-rules.md §Notifications 9), pure. `seen` is null before the
 * first look of this session (after load, sign-in, or push being switched on): that look only
 * records what already exists and announces nothing. After it, a notification is new when its id
 * was never seen and it is still unread (one already read elsewhere is not announced). `latest` is
 * newest first, as the API answers; `fresh` is oldest first, the order to announce them in.
 */
export function detectNewNotifications(seen: ReadonlySet<number> | null, latest: readonly AppNotification[]): NewNotifications {
  const next = new Set(seen ?? []);
  const fresh: AppNotification[] = [];
  for (const item of latest) {
    if (seen && !seen.has(item.id) && !item.read) fresh.push(item);
    next.add(item.id);
  }
  return { fresh: fresh.reverse(), seen: next };
}
