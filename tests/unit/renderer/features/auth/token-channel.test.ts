/**
 * Two tabs refreshing at once (docs/product-rules.md §Sessions 9): the tab that refreshed hands the new pair to the
 * others over the token channel, so a tab that waited for the lock never sends the refresh token
 * that was just spent, even when its copy of storage still holds it (Chromium copies localStorage
 * between tab processes asynchronously). Fakes: one lock shared by the tabs, one channel hub, and
 * one storage per tab whose copy of the other's writes lags.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '@renderer/api/account';
import { createAuthStore } from '@renderer/features/auth/auth-store';
import { AUTH_CHANNEL_NAME, createTokenChannel } from '@renderer/features/auth/cross-tab-sync';
import { createSession, type CrossTabLock } from '@renderer/features/auth/session';
import { fakeJwt } from '../../../../support/jwt';
import { MemoryStorage } from '../../../../support/memory-storage';
import { sampleProfile } from '../../../../support/samples';
import { channelHub, freshAccess, noCookies, sharedLock, strictRefreshServer } from './tab-fakes';

const NOW = 1_800_000_000_000;
const expired = fakeJwt({ exp: NOW / 1000 - 60 });
const fresh = (n: number) => freshAccess(NOW, n);
const strictServer = () => strictRefreshServer(NOW);
const cookies = noCookies;

/** A tab: its own copy of storage, seeded with the same signed-in state and an expired access token. */
function tab(lock: CrossTabLock, hub: ReturnType<typeof channelHub> | null, account: AccountApi) {
  const storage = new MemoryStorage();
  storage.setItem('auth_state', 'signedIn');
  storage.setItem('access_token', expired);
  storage.setItem('refresh_token', 'r-1');
  storage.setItem('profile', JSON.stringify({ ...sampleProfile, lastUpdated: 1 }));
  const store = createAuthStore(storage);
  const channel = hub ? createTokenChannel(hub.open) : undefined;
  const session = createSession({ store, account, cookies: cookies(), now: () => NOW, lock, ...(channel ? { channel } : {}) });
  return { store, session, storage };
}

describe('refresh across tabs with a token channel', () => {
  it('the tab that waited takes the announced pair: one refresh call, nobody signed out', async () => {
    const lock = sharedLock();
    const hub = channelHub();
    const server = strictServer();
    const tabs = [1, 2].map(() => tab(lock, hub, server.account));
    const results = await Promise.all(tabs.map((t) => t.session.refreshAccessToken()));
    expect(server.calls).toEqual(['r-1']);
    expect(results).toEqual([fresh(1), fresh(1)]);
    for (const t of tabs) expect(t.store.getState()).toMatchObject({ status: 'signedIn', refreshToken: 'r-2', accessToken: fresh(1) });
    expect(hub.names).toEqual([AUTH_CHANNEL_NAME, AUTH_CHANNEL_NAME]);
  });

  it('five tabs: one refresh call, five signed-in tabs', async () => {
    const lock = sharedLock();
    const hub = channelHub();
    const server = strictServer();
    const tabs = [1, 2, 3, 4, 5].map(() => tab(lock, hub, server.account));
    await Promise.all(tabs.map((t) => t.session.refreshAccessToken()));
    expect(server.calls).toEqual(['r-1']);
    expect(tabs.every((t) => t.store.getState().status === 'signedIn' && t.store.getState().refreshToken === 'r-2')).toBe(true);
  });

  it('without the channel the waiting tab sends the spent token (the bug the channel fixes)', async () => {
    const lock = sharedLock();
    const server = strictServer();
    const tabs = [1, 2].map(() => tab(lock, null, server.account));
    const results = await Promise.allSettled(tabs.map((t) => t.session.refreshAccessToken()));
    expect(server.calls).toEqual(['r-1', 'r-1']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
  });

  it('a stale storage read after the announcement never brings the spent token back', async () => {
    const lock = sharedLock();
    const hub = channelHub();
    const server = strictServer();
    const [a, b] = [tab(lock, hub, server.account), tab(lock, hub, server.account)];
    await a!.session.refreshAccessToken();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(b!.store.getState().refreshToken).toBe('r-2');
    // B's storage copy still says r-1 (another write of the old value lands late) and B re-reads it.
    b!.storage.setItem('refresh_token', 'r-1');
    await b!.store.persist.rehydrate();
    expect(b!.store.getState().refreshToken).toBe('r-2');
    // Its next refresh sends r-2, never r-1.
    b!.store.getState().setTokens({ accessToken: expired });
    await b!.session.refreshAccessToken();
    expect(server.calls).toEqual(['r-1', 'r-2']);
  });

  it('a tab signed out meanwhile is not signed back in by an announcement', async () => {
    const lock = sharedLock();
    const hub = channelHub();
    const server = strictServer();
    const [a, b] = [tab(lock, hub, server.account), tab(lock, hub, server.account)];
    b!.session.signOut();
    await a!.session.refreshAccessToken();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(b!.store.getState()).toMatchObject({ status: 'signedOut', refreshToken: null });
  });

  it('ignores messages that are not a refreshed pair', () => {
    const hub = channelHub();
    const here = createTokenChannel(hub.open);
    const other = hub.open(AUTH_CHANNEL_NAME);
    const heard = vi.fn();
    here.subscribe(heard);
    other.postMessage({ type: 'refreshed', accessToken: 'a', refreshToken: 'has space', replaces: 'r-1' });
    other.postMessage('nonsense');
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(heard).not.toHaveBeenCalled();
        resolve();
      }, 0),
    );
  });
});
