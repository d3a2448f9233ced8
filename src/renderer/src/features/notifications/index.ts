/** Public surface of the notifications feature (docs/product-rules.md §Notifications). The page is lazy-loaded from `./pages`. */
export {
  useInvalidateNotificationCount,
  useMarkNotificationRead,
  useNotificationsPage,
  useUnreadCount,
} from './notification-hooks';
export {
  requestSystemNotificationPermission,
  systemNotificationPermission,
  type SystemNotificationPermission,
} from './system-notifications';
export { useNotificationCountOnRouteChange } from './useNotificationCountOnRouteChange';
export { useNotificationPoll } from './useNotificationPoll';
export { usePushNotifications } from './usePushNotifications';
export { PushNotificationsSwitch } from './components/PushNotificationsSwitch';
// The bell and the session's notification work load at sign-in, as a chunk of their own (signed-in.ts).
export { HeaderNotificationBell, SignedInNotificationServices } from './components/lazy-parts';
export { notificationsKeys } from './notifications-queries';
export { NOTIFICATIONS_PATH } from './routes';
export { useNotificationsTranslation } from './strings';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { NotificationsServices } from './services';
