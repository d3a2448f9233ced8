import type { NotificationsApi } from '@renderer/api/notifications';

/** The services the notifications feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface NotificationsServices {
  /** The notifications endpoints (count, list, mark read). */
  notificationsApi: NotificationsApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends NotificationsServices {}
}
