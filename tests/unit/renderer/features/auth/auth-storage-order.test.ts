/**
 * The order the auth state is written in (features/auth/auth-storage.ts), as another window sees
 * it one key at a time (the desktop bridge raises one `storage` event per change): never
 * `signedIn` without the tokens, so that window's requests never go out unauthenticated.
 */
import { describe, expect, it } from 'vitest';
import { createAuthStore } from '@renderer/features/auth/auth-store';
import { sampleProfile } from '../../../../support/samples';
import { MemoryStorage } from '../../../../support/memory-storage';

/** A Storage that records every change as [key, value|null] (removing an absent key changes nothing). */
function recordingStorage() {
  const storage = new MemoryStorage();
  const writes: [string, string | null][] = [];
  const setItem = storage.setItem.bind(storage);
  const removeItem = storage.removeItem.bind(storage);
  storage.setItem = (key: string, value: string) => {
    writes.push([key, value]);
    setItem(key, value);
  };
  storage.removeItem = (key: string) => {
    if (storage.getItem(key) !== null) writes.push([key, null]);
    removeItem(key);
  };
  return { storage, writes };
}

describe('auth state write order', () => {
  it('on sign-in writes the tokens before auth_state=signedIn', () => {
    const { storage, writes } = recordingStorage();
    const store = createAuthStore(storage);
    writes.length = 0;
    store.getState().setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(writes.map(([key]) => key)).toEqual(['access_token', 'refresh_token', 'auth_state']);
    expect(writes.at(-1)).toEqual(['auth_state', 'signedIn']);
  });

  it('every prefix of the writes that says signedIn also has the tokens', () => {
    const { storage, writes } = recordingStorage();
    const store = createAuthStore(storage);
    store.getState().setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    store.getState().setProfile(sampleProfile, 1);
    store.getState().setTokens({ accessToken: 'access-2' });
    store.getState().clear();
    const seen = new Map<string, string>();
    for (const [key, value] of writes) {
      if (value === null) seen.delete(key);
      else seen.set(key, value);
      if (seen.get('auth_state') === 'signedIn') {
        expect(seen.get('access_token')).toBeTruthy();
        expect(seen.get('refresh_token')).toBeTruthy();
      }
    }
  });

  it('on sign-out writes auth_state=signedOut before removing the tokens', () => {
    const { storage, writes } = recordingStorage();
    const store = createAuthStore(storage);
    store.getState().setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    writes.length = 0;
    store.getState().clear();
    expect(writes[0]).toEqual(['auth_state', 'signedOut']);
    expect(writes.slice(1).map(([key]) => key)).toEqual(['access_token', 'refresh_token']);
  });
});
