import type { z } from 'zod';
import type { storedProfileSchema } from './auth-storage';

/** Spec point 4: the auth state is `signedOut` (default) or `signedIn`. */
export type AuthStatus = 'signedIn' | 'signedOut';

export type StoredProfile = z.infer<typeof storedProfileSchema>;

/** What the auth store persists (each field under its own storage key, see auth-storage.ts). */
export interface PersistedAuth {
  status: AuthStatus;
  accessToken: string | null;
  refreshToken: string | null;
  profile: StoredProfile | null;
}
