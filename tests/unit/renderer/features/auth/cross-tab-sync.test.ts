/**
 * Cross-tab sync of the auth store (features/auth/cross-tab-sync.ts, docs/product-rules.md §Sessions 9): another tab's
 * change to an auth key, or a cleared storage, re-reads the state; other keys are ignored.
 */
import { describe, expect, it } from 'vitest';
import { createAuthStore } from '@renderer/features/auth/auth-store';
import { syncAuthAcrossTabs } from '@renderer/features/auth/cross-tab-sync';
import { MemoryStorage } from '../../../../support/memory-storage';

const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('syncAuthAcrossTabs', () => {
  it('follows sign-in and sign-out made in another tab, and stops when told', () => {
    const storage = new MemoryStorage();
    const window = new EventTarget() as unknown as Window;
    const here = createAuthStore(storage);
    const elsewhere = createAuthStore(storage);
    const stop = syncAuthAcrossTabs(here, window);

    elsewhere.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });
    window.dispatchEvent(storageEvent('user_preferences'));
    expect(here.getState().status).toBe('signedOut');
    window.dispatchEvent(storageEvent('auth_state'));
    expect(here.getState()).toMatchObject({ status: 'signedIn', accessToken: 'a.b.c', refreshToken: 'r-1' });

    storage.clear();
    window.dispatchEvent(storageEvent(null));
    expect(here.getState()).toMatchObject({ status: 'signedOut', accessToken: null });

    stop();
    elsewhere.getState().setTokens({ accessToken: 'x.y.z', refreshToken: 'r-2' });
    window.dispatchEvent(storageEvent('access_token'));
    expect(here.getState().status).toBe('signedOut');
  });
});
