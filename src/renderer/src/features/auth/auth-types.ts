import type { AuthStatus } from '@shared/constants';
import type { StoredProfile } from '@renderer/platform/persisted';

/** The auth status is `signedOut` (default) or `signedIn` (docs/product-rules.md §Sessions 1; defined with the shared constants). */
export type { AuthStatus };

/** The profile as kept in Web Storage, with `lastUpdated` (schema in the persisted registry). */
export type { StoredProfile };

/** What the auth store persists (each field under its own storage key, see auth-storage.ts). */
export interface PersistedAuth {
  status: AuthStatus;
  accessToken: string | null;
  refreshToken: string | null;
  profile: StoredProfile | null;
}
