import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/api';
import type { NotificationsApi } from '@renderer/api/notifications';

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
};

/** GET /api/notifications/count/ → {unread}. Invalidated on every route change (spec point 2). */
export function notificationCountQuery(api: Pick<NotificationsApi, 'count'>) {
  return queryOptions({ queryKey: notificationKeys.count(), queryFn: () => api.count() });
}

/** One page (1-based) of GET /api/notifications/, NOTIFICATIONS_PAGE_SIZE per page, newest first. */
export function notificationListQuery(api: Pick<NotificationsApi, 'list'>, page: number) {
  return queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: () => api.list({ page, page_size: NOTIFICATIONS_PAGE_SIZE }),
  });
}
