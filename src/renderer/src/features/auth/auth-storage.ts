import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { z } from 'zod';
import { profileSchema } from '@shared/api';
import { AUTH_STATE_STORAGE_KEY, ACCESS_TOKEN_STORAGE_KEY, PROFILE_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY } from '@shared/constants';
import type { PersistedAuth } from './auth-types';

/** The profile as kept in Web Storage: the server's profile plus when it was fetched (epoch ms). */
export const storedProfileSchema = profileSchema.extend({ lastUpdated: z.number() });

/** The Web Storage keys the auth state lives under (spec point 3), one value per key. */
export const AUTH_STORAGE_KEYS = [AUTH_STATE_STORAGE_KEY, ACCESS_TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, PROFILE_STORAGE_KEY] as const;

function readProfile(raw: string | null): PersistedAuth['profile'] {
  if (raw === null) return null;
  try {
    const parsed = storedProfileSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn(`Ignoring stored ${PROFILE_STORAGE_KEY}: it does not match the profile shape`);
  } catch {
    console.warn(`Ignoring stored ${PROFILE_STORAGE_KEY}: it is not valid JSON`);
  }
  return null;
}

/** A stored token is a non-empty string without whitespace; anything else counts as missing (and is logged). */
function readToken(key: string, raw: string | null): string | null {
  if (raw && /^\S+$/.test(raw)) return raw;
  if (raw !== null) console.warn(`Ignoring stored ${key}: it is not a token`);
  return null;
}

/** The stored status; anything but "signedIn" reads as signedOut, an unknown value is logged. */
function readStatus(raw: string | null): PersistedAuth['status'] {
  if (raw !== null && raw !== 'signedIn' && raw !== 'signedOut') console.warn(`Ignoring stored ${AUTH_STATE_STORAGE_KEY}: "${raw.slice(0, 40)}" is not signedIn or signedOut`);
  return raw === 'signedIn' ? 'signedIn' : 'signedOut';
}

/**
 * A zustand PersistStorage that keeps each part of the auth state under its own Web Storage key, as
 * spec point 3 names them: `auth_state` ("signedIn"/"signedOut"), `access_token`, `refresh_token`
 * and `profile` (JSON with `lastUpdated`). Corrupt values read as absent and never throw.
 */
export function createAuthPersistStorage(storage: Storage): PersistStorage<PersistedAuth> {
  const write = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else if (storage.getItem(key) !== value) storage.setItem(key, value);
  };
  return {
    getItem: (): StorageValue<PersistedAuth> => ({
      state: {
        status: readStatus(storage.getItem(AUTH_STATE_STORAGE_KEY)),
        accessToken: readToken(ACCESS_TOKEN_STORAGE_KEY, storage.getItem(ACCESS_TOKEN_STORAGE_KEY)),
        refreshToken: readToken(REFRESH_TOKEN_STORAGE_KEY, storage.getItem(REFRESH_TOKEN_STORAGE_KEY)),
        profile: readProfile(storage.getItem(PROFILE_STORAGE_KEY)),
      },
      version: 0,
    }),
    // Order matters to other windows that see one key change at a time (the desktop bridge raises
    // one `storage` event per IPC message, and cross-tab-sync rehydrates on each): `signedIn` is
    // written after the tokens and profile, `signedOut` before they are removed, so no other window
    // ever reads a signed-in state without its tokens (which would 401, fail to refresh, and sign
    // everyone out).
    setItem: (_name, { state }) => {
      const signedIn = state.status === 'signedIn';
      if (!signedIn) write(AUTH_STATE_STORAGE_KEY, state.status);
      write(ACCESS_TOKEN_STORAGE_KEY, state.accessToken);
      write(REFRESH_TOKEN_STORAGE_KEY, state.refreshToken);
      write(PROFILE_STORAGE_KEY, state.profile ? JSON.stringify(state.profile) : null);
      if (signedIn) write(AUTH_STATE_STORAGE_KEY, state.status);
    },
    removeItem: () => {
      for (const key of AUTH_STORAGE_KEYS) storage.removeItem(key);
    },
  };
}
