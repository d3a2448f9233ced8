import type { AccountApi } from '@renderer/api/account';
import type { AuthStore } from './auth-store';
import type { Session } from './session';

/** The services the auth feature reads through useServices(), built in app/services.ts (its AppServices includes these). */
export interface AuthServices {
  /** The persisted auth state (tokens, profile, status). */
  authStore: AuthStore;
  /** The session's transitions (sign in, register, sign out, refresh…). */
  session: Session;
  /** The account endpoints that do not change the session. */
  account: AccountApi;
}

// Added to the Services that useServices() returns (declaration merging: platform/services.tsx).
declare module '@renderer/platform/services' {
  interface Services extends AuthServices {}
}
