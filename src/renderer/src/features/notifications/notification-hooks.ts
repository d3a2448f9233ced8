import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsListResponse } from '@shared/api';
import { useIsSignedIn } from '@renderer/features/auth';
import { useServices } from '@renderer/platform/services';
import { notificationCountQuery, notificationsKeys, notificationListQuery } from './notifications-queries';

/** The unread count; only fetched for signed-in users (docs/product-rules.md §Notifications 1). @throws outside a ServicesProvider. */
export function useUnreadCount() {
  const api = useServices().notificationsApi;
  const signedIn = useIsSignedIn();
  return useQuery({ ...notificationCountQuery(api), enabled: signedIn });
}

/**
 * One page of notifications (1-based), of one kind when `kind` is given (docs/product-rules.md §Notifications 3, 8), keeping the
 * previous page on screen while the next loads. @throws outside a ServicesProvider.
 */
export function useNotificationsPage(page: number, kind = '') {
  const api = useServices().notificationsApi;
  const signedIn = useIsSignedIn();
  return useQuery({ ...notificationListQuery(api, page, kind), enabled: signedIn, placeholderData: keepPreviousData });
}

/**
 * "Mark all as read" (POST /api/notifications/read-all/, docs/product-rules.md §Notifications 4, 8), then refetches the lists and the
 * count. @throws outside a ServicesProvider.
 */
export function useMarkAllNotificationsRead() {
  const api = useServices().notificationsApi;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.markAllRead(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/**
 * Marks one notification read (POST …/{id}/read/): the lists show it read at once (from the answer),
 * and the count is refetched. @throws outside a ServicesProvider.
 */
export function useMarkNotificationRead() {
  const api = useServices().notificationsApi;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.markRead(id),
    onSuccess: (updated: Notification) => {
      queryClient.setQueriesData<NotificationsListResponse>({ queryKey: notificationsKeys.lists() }, (page) =>
        page ? { ...page, results: page.results.map((item) => (item.id === updated.id ? updated : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.count() });
    },
  });
}

/**
 * A function that invalidates the cached unread count when signed in; the shell calls it on every
 * route change (docs/product-rules.md §Notifications 2).
 */
export function useInvalidateNotificationCount(): () => void {
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  return useCallback(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: notificationsKeys.count() });
  }, [queryClient, signedIn]);
}
