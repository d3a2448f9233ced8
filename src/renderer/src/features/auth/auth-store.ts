import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { Profile } from '@shared/api';
import { createAuthPersistStorage } from './auth-storage';
import type { PersistedAuth } from './auth-types';

export interface AuthActions {
  /** Records a new pair (or a new access token alone) and sets `signedIn` (docs/product-rules.md §Sessions 3). */
  setTokens(tokens: { accessToken: string; refreshToken?: string | null }): void;
  /** Stores the profile with `lastUpdated` = `nowMs` (docs/product-rules.md §Sessions 1, 10). */
  setProfile(profile: Profile, nowMs: number): void;
  /** Clears tokens and profile and sets `signedOut` (docs/product-rules.md §Sessions 6). */
  clear(): void;
}

/** The auth store's state: the persisted fields plus the actions (the status alone is `AuthStatus`). */
export type AuthStoreState = PersistedAuth & AuthActions;
export type AuthStore = StoreApi<AuthStoreState> & {
  persist: { rehydrate(): Promise<void> | void };
};

const signedOut: PersistedAuth = { status: 'signedOut', accessToken: null, refreshToken: null, profile: null };

/**
 * The auth store (zustand, vanilla so it also works outside React), persisted to `storage` under
 * the keys of docs/product-rules.md §Sessions 1 and read synchronously at creation.
 */
export function createAuthStore(storage: Storage): AuthStore {
  return createStore<AuthStoreState>()(
    persist(
      (set) => ({
        ...signedOut,
        setTokens: ({ accessToken, refreshToken }) =>
          set((state) => ({
            status: 'signedIn',
            accessToken,
            refreshToken: refreshToken === undefined ? state.refreshToken : refreshToken,
          })),
        setProfile: (profile, nowMs) => set({ profile: { ...profile, lastUpdated: nowMs } }),
        clear: () => set(signedOut),
      }),
      {
        name: 'auth',
        storage: createAuthPersistStorage(storage),
        partialize: ({ status, accessToken, refreshToken, profile }) => ({ status, accessToken, refreshToken, profile }),
      },
    ),
  ) as AuthStore;
}

/** Moderator flag (docs/product-rules.md §Moderation 1): true only when signed in and the profile says so. */
export function selectIsModerator(state: PersistedAuth): boolean {
  return state.status === 'signedIn' && state.profile?.is_moderator === true;
}
