import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AuthState, AuthStore } from './auth-store';
import { selectIsModerator } from './auth-store';
import type { AccountApi } from '@renderer/api/account';
import type { Session } from './session';

interface SessionContextValue {
  session: Session;
  store: AuthStore;
  account: AccountApi;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Provides the session (transitions) and the auth store to the tree. */
export function SessionProvider({ session, store, account, children }: SessionContextValue & { children: ReactNode }) {
  return <SessionContext.Provider value={{ session, store, account }}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}

/**
 * The session's transitions (signIn, register, signOut, refresh…).
 * @throws Error outside a SessionProvider (spec point 8).
 */
export function useSession(): Session {
  return useSessionContext().session;
}

/**
 * The account endpoints (password reset, verification, profile edits, uploads) for calls that
 * do not change the session. @throws Error outside a SessionProvider (spec point 8).
 */
export function useAccountApi(): AccountApi {
  return useSessionContext().account;
}

/** Selects from the auth state; re-renders only when the selected value changes. */
export function useAuthState<T>(selector: (state: AuthState) => T): T {
  return useStore(useSessionContext().store, selector);
}

/** Whether the user is signed in (spec point 4). */
export function useIsSignedIn(): boolean {
  return useAuthState((state) => state.status === 'signedIn');
}

/** The moderator flag (spec point 4): true only when signed in and the profile has is_moderator. */
export function useIsModerator(): boolean {
  return useAuthState(selectIsModerator);
}
