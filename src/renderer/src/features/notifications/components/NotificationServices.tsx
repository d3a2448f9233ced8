import { useNotificationCountOnRouteChange } from '../useNotificationCountOnRouteChange';
import { useNotificationPoll } from '../useNotificationPoll';
import { usePushNotifications } from '../usePushNotifications';

/**
 * The notification work of a signed-in session, mounted once by the shell: the unread count on
 * every route change, its light poll, and system notifications for new ones (issue 4, issue 13
 * item 4). Renders nothing.
 */
export function NotificationServices() {
  useNotificationCountOnRouteChange();
  useNotificationPoll();
  usePushNotifications();
  return null;
}
