import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsListResponse } from '@shared/api';
import type { NotificationsApi } from '@renderer/api/notifications';
import { useIsSignedIn } from '@renderer/features/auth/SessionProvider';
import { notificationCountQuery, notificationKeys, notificationListQuery } from './notification-queries';

const NotificationsContext = createContext<NotificationsApi | null>(null);

/** Provides the notifications API to the feature's hooks. */
export function NotificationsProvider({ api, children }: { api: NotificationsApi; children: ReactNode }) {
  return <NotificationsContext.Provider value={api}>{children}</NotificationsContext.Provider>;
}

function useNotificationsApi(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used within a NotificationsProvider');
  return api;
}

/** The unread count; only fetched for signed-in users (spec point 6). @throws outside the provider. */
export function useUnreadCount() {
  const api = useNotificationsApi();
  const signedIn = useIsSignedIn();
  return useQuery({ ...notificationCountQuery(api), enabled: signedIn });
}

/** One page of notifications (1-based), keeping the previous page on screen while the next loads. @throws outside the provider. */
export function useNotificationsPage(page: number) {
  const api = useNotificationsApi();
  const signedIn = useIsSignedIn();
  return useQuery({ ...notificationListQuery(api, page), enabled: signedIn, placeholderData: keepPreviousData });
}

/**
 * Marks one notification read (POST …/{id}/read/): the lists show it read at once (from the answer),
 * and the count is refetched. @throws outside the provider.
 */
export function useMarkNotificationRead() {
  const api = useNotificationsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.markRead(id),
    onSuccess: (updated: Notification) => {
      queryClient.setQueriesData<NotificationsListResponse>({ queryKey: notificationKeys.lists() }, (page) =>
        page ? { ...page, results: page.results.map((item) => (item.id === updated.id ? updated : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.count() });
    },
  });
}

/**
 * A function that invalidates the cached unread count when signed in; the shell calls it on every
 * route change (spec point 2).
 */
export function useInvalidateNotificationCount(): () => void {
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  return useCallback(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: notificationKeys.count() });
  }, [queryClient, signedIn]);
}
