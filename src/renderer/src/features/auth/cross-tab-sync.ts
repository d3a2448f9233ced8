import { AUTH_STORAGE_KEYS } from './auth-storage';
import type { AuthStore } from './auth-store';

/**
 * Keeps the auth store in step with other tabs (spec point 4: "synced across browser tabs"): a
 * `storage` event on any auth key re-reads the state from storage. The desktop bridge raises the
 * same events between windows. Returns the function that stops listening.
 */
export function syncAuthAcrossTabs(store: AuthStore, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const keys: readonly string[] = AUTH_STORAGE_KEYS;
  const onStorage = (event: StorageEvent) => {
    // key === null means storage.clear() in another tab.
    if (event.key === null || keys.includes(event.key)) void store.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
