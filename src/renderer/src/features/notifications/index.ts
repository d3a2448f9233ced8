/** Public surface of the notifications feature (spec points 2, 6, 7). The page is lazy-loaded from its own module. */
export {
  NotificationsProvider,
  useInvalidateNotificationCount,
  useMarkNotificationRead,
  useNotificationsPage,
  useUnreadCount,
} from './NotificationsProvider';
export { NotificationBell } from './components/NotificationBell';
export { notificationKeys } from './notification-queries';
