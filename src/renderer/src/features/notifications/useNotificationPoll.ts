import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIsSignedIn } from '@renderer/features/auth';
import { useServices } from '@renderer/platform/services';
import { notificationCountQuery, notificationsKeys } from './notifications-queries';
import { createPollBackoff } from './poll-schedule';

/**
 * A light poll of the unread count while the app is open and signed in (docs/product-rules.md
 * §Notifications 11–12), on top of the refetch on every route change (§Notifications 2). Mount it once (the shell does).
 * - once a minute (NOTIFICATION_POLL_INTERVAL_MS); none while signed out;
 * - none while the page is hidden: TanStack skips the ticks (`refetchIntervalInBackground: false`
 *   reads `document.visibilityState`), so polling resumes at the first tick after it is visible;
 * - never stacked: a tick while a fetch is in flight joins that fetch;
 * - while fetches fail, the delay doubles up to 10 min (createPollBackoff); when the connectivity
 *   feature sees the API answer again, the count is refetched at once, and one answer brings the
 *   poll back to once a minute;
 * - when the unread count changes (a poll, a route change, another tab), the open list is fetched
 *   again too (§Notifications 16): the bell and the list never disagree until a reload.
 */
export function useNotificationPoll(): void {
  const { notificationsApi, connectivityStore } = useServices();
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  const [backoff] = useState(createPollBackoff);
  const unread = useQuery({
    ...notificationCountQuery(notificationsApi),
    enabled: signedIn,
    refetchInterval: (query) => backoff.next(query.state),
    refetchIntervalInBackground: false,
  }).data?.unread;
  // The last count seen while signed in; the first one is not a change.
  const lastUnread = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!signedIn || unread === undefined) {
      lastUnread.current = undefined;
      return;
    }
    const before = lastUnread.current;
    lastUnread.current = unread;
    if (before !== undefined && before !== unread) void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
  }, [queryClient, signedIn, unread]);
  useEffect(() => {
    if (!signedIn) return;
    return connectivityStore.subscribe((state, previous) => {
      if (previous.offline && !state.offline) void queryClient.invalidateQueries({ queryKey: notificationsKeys.count() });
    });
  }, [connectivityStore, queryClient, signedIn]);
}
