import type { NotificationsApi } from '@renderer/api/notifications';

// The services the notifications feature reads through useServices() (built in app/services.ts).
declare module '@renderer/platform/services' {
  interface Services {
    /** The notifications endpoints (count, list, mark read). */
    notificationsApi: NotificationsApi;
  }
}
