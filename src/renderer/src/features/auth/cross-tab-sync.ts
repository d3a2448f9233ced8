import { onPersistedChange } from '@renderer/platform/persisted';
import { AUTH_STORAGE_KEYS } from './auth-storage';
import type { AuthStore } from './auth-store';

/**
 * Keeps the auth store in step with other tabs (docs/product-rules.md §Sessions 9): a
 * `storage` event on any auth key, or the storage being cleared, re-reads the state from storage.
 * The desktop bridge raises the same events between windows. Returns the function that stops listening.
 */
export function syncAuthAcrossTabs(store: AuthStore, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  // key === null means storage.clear() in another tab.
  return onPersistedChange(target, AUTH_STORAGE_KEYS, () => void store.persist.rehydrate());
}

/** The one BroadcastChannel name the tabs of this origin hand refreshed tokens over (docs/product-rules.md §Sessions 9). */
export const AUTH_CHANNEL_NAME = 'figure-shop-auth';

/** What the tab that completed a refresh tells the others: the new pair and the refresh token it replaced. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
  /** The refresh token this pair replaced: no tab may send it (or anything older) again. */
  replaces: string;
}

/** A channel between the tabs (windows) of this origin for refreshed tokens. */
export interface TokenChannel {
  /** Tells every other tab about a completed refresh. Never throws. */
  post(tokens: RefreshedTokens): void;
  /** Calls `listener` for each refresh another tab completed; returns the function that stops it. */
  subscribe(listener: (tokens: RefreshedTokens) => void): () => void;
}

/** The part of BroadcastChannel the token channel uses (a fake in tests). */
export type BroadcastChannelLike = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

const isToken = (value: unknown): value is string => typeof value === 'string' && /^\S+$/.test(value);

/** The message as sent, or undefined for anything else on the channel (it is same-origin, but check the shape). */
function parseRefreshed(data: unknown): RefreshedTokens | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, accessToken, refreshToken, replaces } = data as Record<string, unknown>;
  if (type !== 'refreshed' || !isToken(accessToken) || !isToken(refreshToken) || !isToken(replaces)) return undefined;
  return { accessToken, refreshToken, replaces };
}

/**
 * The token channel over BroadcastChannel `AUTH_CHANNEL_NAME` (docs/product-rules.md §Sessions 9). Why not only
 * localStorage: Chromium copies localStorage between tab processes asynchronously, so a tab that
 * waited for the refresh lock could still read the refresh token the other tab just spent. A
 * BroadcastChannel message is same-origin only, as localStorage is, so it exposes nothing new.
 * Without BroadcastChannel (or with `open` undefined) it posts and hears nothing.
 */
export function createTokenChannel(
  open: ((name: string) => BroadcastChannelLike) | undefined = typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name),
): TokenChannel {
  const channel = open?.(AUTH_CHANNEL_NAME);
  return {
    post(tokens) {
      try {
        channel?.postMessage({ type: 'refreshed', ...tokens });
      } catch (error) {
        console.error('Could not tell other tabs about the refreshed tokens', error);
      }
    },
    subscribe(listener) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const tokens = parseRefreshed(event.data);
        if (tokens) listener(tokens);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
