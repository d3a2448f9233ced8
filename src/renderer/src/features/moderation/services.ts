import type { ModerationApi } from '@renderer/api/moderation';

// The services the moderation feature reads through useServices() (built in app/services.ts).
declare module '@renderer/platform/services' {
  interface Services {
    /** The moderator endpoints (figure change, announcement, change log). */
    moderationApi: ModerationApi;
  }
}
