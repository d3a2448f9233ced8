import type { ModerationApi } from '@renderer/api/moderation';

/** The services the moderation feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface ModerationServices {
  /** The moderator endpoints (figure change, announcement, change log). */
  moderationApi: ModerationApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends ModerationServices {}
}
