import { useNotificationCountOnRouteChange } from '../useNotificationCountOnRouteChange';
import { useNotificationPoll } from '../useNotificationPoll';
import { usePushNotifications } from '../usePushNotifications';

/**
 * The notification work of a signed-in session, mounted once by the shell: the unread count on
 * every route change, its light poll, and system notifications for new ones (docs/product-rules.md
 * §Notifications 2, 9–12). Renders nothing.
 */
export function NotificationServices() {
  useNotificationCountOnRouteChange();
  useNotificationPoll();
  usePushNotifications();
  return null;
}
