import { useStore } from 'zustand';
import { useServices } from '@renderer/platform/services';
import type { AccountApi } from '@renderer/api/account';
import { selectIsModerator, type AuthStoreState } from './auth-store';
import type { Session } from './session';

/**
 * The session's transitions (signIn, register, signOut, refresh…).
 * @throws Error outside a ServicesProvider (docs/product-rules.md §API 10).
 */
export function useSession(): Session {
  return useServices().session;
}

/**
 * The account endpoints (password reset, verification, profile edits, uploads) for calls that
 * do not change the session. @throws Error outside a ServicesProvider (docs/product-rules.md §API 10).
 */
export function useAccountApi(): AccountApi {
  return useServices().account;
}

/** Selects from the auth state; re-renders only when the selected value changes. @throws Error outside a ServicesProvider. */
export function useAuthState<T>(selector: (state: AuthStoreState) => T): T {
  return useStore(useServices().authStore, selector);
}

/** Whether the user is signed in (docs/product-rules.md §Sessions 1). */
export function useIsSignedIn(): boolean {
  return useAuthState((state) => state.status === 'signedIn');
}

/** The moderator flag (docs/product-rules.md §Moderation 1): true only when signed in and the profile has is_moderator. */
export function useIsModerator(): boolean {
  return useAuthState(selectIsModerator);
}
