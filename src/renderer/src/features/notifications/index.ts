/** Public surface of the notifications feature (spec points 2, 6, 7). The page is lazy-loaded from `./pages`. */
export {
  useInvalidateNotificationCount,
  useMarkNotificationRead,
  useNotificationsPage,
  useUnreadCount,
} from './notification-hooks';
export { useNotificationCountOnRouteChange } from './useNotificationCountOnRouteChange';
export { useNotificationPoll } from './useNotificationPoll';
export { usePushNotifications } from './usePushNotifications';
export {
  requestSystemNotificationPermission,
  systemNotificationPermission,
  type SystemNotificationPermission,
} from './system-notifications';
export { NotificationBell } from './components/NotificationBell';
export { notificationsKeys } from './notifications-queries';
export { NOTIFICATIONS_PATH } from './routes';
