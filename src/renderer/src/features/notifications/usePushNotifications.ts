import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification as AppNotification } from '@shared/api';
import { useIsSignedIn } from '@renderer/features/auth';
import { useFormat, usePreference } from '@renderer/features/preferences';
import { usePriceText } from '@renderer/features/currency';
import { useServices } from '@renderer/platform/services';
import { detectNewNotifications } from './new-notifications';
import { useMarkNotificationRead, useUnreadCount } from './notification-hooks';
import { notificationTargetPath } from './notification-target';
import { latestNotificationsQuery } from './notifications-queries';
import { NOTIFICATIONS_PATH } from './routes';
import { showSystemNotification, systemNotificationPermission } from './system-notifications';
import { useNotificationsTranslation } from './strings';

interface WatchState {
  /** Ids seen this session; null until the first look (which announces nothing). */
  seen: Set<number> | null;
  /** The unread count the last look was made for. */
  lookedAt: number | null;
  /** A look (list fetch) is in flight. */
  busy: boolean;
}

/**
 * While `notifications.push_notifications` is on and the browser's permission is
 * "granted", every new notification also shows as a system notification (Web Notifications API;
 * the desktop app's Chromium shows it as an OS notification, see system-notifications.ts).
 * Whenever the unread count changes (route change or poll, useNotificationPoll) the newest page is
 * read and compared with the ids seen this session; the first look after load, sign-in or switching
 * on only records what exists. Clicking one focuses the window, opens its target (as the list
 * does; the notifications page when it has none) and marks it read (docs/product-rules.md
 * §Notifications 9). Mount it once (the shell does).
 */
export function usePushNotifications(): void {
  const { t, i18n } = useNotificationsTranslation();
  const format = useFormat();
  const price = usePriceText();
  const { notificationsApi } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const signedIn = useIsSignedIn();
  const pushOn = usePreference((p) => p.notifications.push_notifications);
  const unread = useUnreadCount().data?.unread;
  const watch = useRef<WatchState>({ seen: null, lookedAt: null, busy: false });
  // The latest values for work that finishes after a fetch (a look started earlier).
  const language = usePreference((p) => p.ui.language);
  const formats = { language, price, day: format.day, dateTime: format.dateTime };
  const latest = useRef({ t, i18n, formats, navigate, markRead: markRead.mutate, active: false, unread });
  const active = signedIn && pushOn && systemNotificationPermission() === 'granted';
  latest.current = { t, i18n, formats, navigate, markRead: markRead.mutate, active, unread };

  useEffect(() => {
    const state = watch.current;
    if (!active) {
      // Off, denied or signed out: nothing is announced, and switching on starts a fresh first look.
      state.seen = null;
      state.lookedAt = null;
      return;
    }
    // Worded as the list words them; the wording loads with the first announcement, never on the first route.
    const announce = async (item: AppNotification) => {
      const path = notificationTargetPath(item.target) ?? NOTIFICATIONS_PATH;
      const { addNotificationWordStrings, notificationWords } = await import('./notification-words');
      addNotificationWordStrings(latest.current.i18n);
      const words = notificationWords(latest.current.t, item, latest.current.formats);
      showSystemNotification({
        title: words.title,
        body: words.body,
        tag: String(item.id),
        onClick: () => {
          window.focus();
          void latest.current.navigate(path);
          latest.current.markRead(item.id);
        },
      });
    };
    const look = async () => {
      const count = latest.current.unread;
      if (state.busy || count === undefined || !latest.current.active) return;
      if (state.seen !== null && state.lookedAt === count) return;
      state.busy = true;
      try {
        const page = await queryClient.fetchQuery(latestNotificationsQuery(notificationsApi));
        // Switched off (or signed out) while the list loaded: announce nothing.
        if (!latest.current.active) return;
        const { fresh, seen } = detectNewNotifications(state.seen, page.results);
        state.seen = seen;
        state.lookedAt = count;
        await Promise.all(fresh.map(announce));
      } catch {
        // The next change of the count looks again.
      } finally {
        state.busy = false;
      }
      // The count changed while the list loaded: look again for that one.
      if (latest.current.unread !== count) await look();
    };
    void look();
  }, [active, unread, notificationsApi, queryClient]);
}
