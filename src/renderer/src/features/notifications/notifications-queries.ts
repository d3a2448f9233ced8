import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/api';
import type { NotificationsApi } from '@renderer/api/notifications';

/** Query keys of the notifications feature. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationsKeys.all, 'count'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  /** One page of the list; `kind` '' is every kind (the filter of docs/product-rules.md §Notifications 8). */
  list: (page: number, kind = '') => [...notificationsKeys.lists(), page, kind] as const,
  /** The newest few, read to find new ones for system notifications (docs/product-rules.md §Notifications 9). */
  latest: () => [...notificationsKeys.all, 'latest'] as const,
};

/** How many of the newest notifications are compared with the ones already seen (docs/product-rules.md §Notifications 9). */
export const LATEST_NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications/count/ → {unread}. Invalidated on every route change (docs/product-rules.md §Notifications 2). */
export function notificationCountQuery(api: Pick<NotificationsApi, 'count'>) {
  return queryOptions({ queryKey: notificationsKeys.count(), queryFn: () => api.count() });
}

/**
 * One page (1-based) of GET /api/notifications/, NOTIFICATIONS_PAGE_SIZE per page, newest first;
 * only `kind` when given (the filter of docs/product-rules.md §Notifications 8, `?kind=`).
 */
export function notificationListQuery(api: Pick<NotificationsApi, 'list'>, page: number, kind = '') {
  return queryOptions({
    queryKey: notificationsKeys.list(page, kind),
    queryFn: () => api.list(kind ? { page, page_size: NOTIFICATIONS_PAGE_SIZE, kind } : { page, page_size: NOTIFICATIONS_PAGE_SIZE }),
  });
}

/**
 * The newest LATEST_NOTIFICATIONS_PAGE_SIZE notifications (GET /api/notifications/?page=1), always
 * fetched fresh (staleTime 0): the push notifications compare them with those already seen.
 */
export function latestNotificationsQuery(api: Pick<NotificationsApi, 'list'>) {
  return queryOptions({
    queryKey: notificationsKeys.latest(),
    queryFn: () => api.list({ page: 1, page_size: LATEST_NOTIFICATIONS_PAGE_SIZE }),
    staleTime: 0,
  });
}
