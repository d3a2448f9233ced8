import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/api';
import type { NotificationsApi } from '@renderer/api/notifications';

/** Query keys of the notifications feature. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationsKeys.all, 'count'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  /** One page of the list; `kind` '' is every kind (issue 13 filter). */
  list: (page: number, kind = '') => [...notificationsKeys.lists(), page, kind] as const,
};

/** GET /api/notifications/count/ → {unread}. Invalidated on every route change (spec point 2). */
export function notificationCountQuery(api: Pick<NotificationsApi, 'count'>) {
  return queryOptions({ queryKey: notificationsKeys.count(), queryFn: () => api.count() });
}

/**
 * One page (1-based) of GET /api/notifications/, NOTIFICATIONS_PAGE_SIZE per page, newest first;
 * only `kind` when given (issue 13 filter, `?kind=`).
 */
export function notificationListQuery(api: Pick<NotificationsApi, 'list'>, page: number, kind = '') {
  return queryOptions({
    queryKey: notificationsKeys.list(page, kind),
    queryFn: () => api.list(kind ? { page, page_size: NOTIFICATIONS_PAGE_SIZE, kind } : { page, page_size: NOTIFICATIONS_PAGE_SIZE }),
  });
}
