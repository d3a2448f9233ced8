import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { persisted, type PersistedKey, type StorageLike } from '@renderer/platform/persisted';
import type { PersistedAuth } from './auth-types';

/** The registry keys the auth state lives under (docs/product-rules.md §Sessions 1), one value per key. */
export const AUTH_STORAGE_KEYS = ['auth_state', 'access_token', 'refresh_token', 'profile'] as const satisfies readonly PersistedKey[];

/**
 * A zustand PersistStorage that keeps each part of the auth state under its own registry key, as
 * docs/product-rules.md §Sessions 1 names them: `auth_state` ("signedIn"/"signedOut"), `access_token`, `refresh_token`
 * and `profile` (JSON with `lastUpdated`). Corrupt values are logged and read as absent
 * (signedOut, no token, no profile); reading never throws.
 */
export function createAuthPersistStorage(storage: StorageLike): PersistStorage<PersistedAuth> {
  const store = persisted(storage);
  return {
    getItem: (): StorageValue<PersistedAuth> => ({
      state: {
        status: store.read('auth_state'),
        accessToken: store.read('access_token'),
        refreshToken: store.read('refresh_token'),
        profile: store.read('profile'),
      },
      version: 0,
    }),
    // Order matters to other windows that see one key change at a time (the desktop bridge raises
    // one `storage` event per IPC message, and cross-tab-sync rehydrates on each): `signedIn` is
    // written after the tokens and profile, `signedOut` before they are removed, so no other window
    // ever reads a signed-in state without its tokens (which would 401, fail to refresh, and sign
    // everyone out). The registry leaves an unchanged value alone, so only real changes are heard.
    setItem: (_name, { state }) => {
      const signedIn = state.status === 'signedIn';
      if (!signedIn) store.write('auth_state', state.status);
      store.write('access_token', state.accessToken);
      store.write('refresh_token', state.refreshToken);
      store.write('profile', state.profile);
      if (signedIn) store.write('auth_state', state.status);
    },
    removeItem: () => {
      for (const key of AUTH_STORAGE_KEYS) store.remove(key);
    },
  };
}
