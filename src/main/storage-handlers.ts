/**
 * The main-process half of `window.desktop.storage` (ARCHITECTURE.md, "Preload"): the snapshot, and
 * set/remove/clear applied in arrival order and broadcast to every window, so each window's
 * snapshot stays in step and the others raise `storage` events. Transport-free: ipc.ts wires it to
 * ipcMain, and the contract test wires it straight to the preload's storage bridge.
 */
import { STORAGE_QUOTA_UNITS, storageEntrySize, type StorageChange } from '@shared/ipc';
import type { Logger } from './log';

/** The persistence used (WebStorageStore in the app). */
export interface StorageBackend {
  snapshot(): Record<string, string>;
  get(key: string): string | null;
  keys(): string[];
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

/** Longest key accepted, in UTF-16 code units. */
export const MAX_STORAGE_KEY_LENGTH = 1024;

/**
 * Where changes go. Every write request is answered to its writer exactly once, so the writer's
 * bridge can count its own pending writes: applied changes go to all windows (writer included),
 * no-ops and refusals only back to the writer, carrying the value the main process actually holds.
 */
export interface StorageBroadcaster {
  toAll(change: StorageChange): void;
  toClient(clientId: number, change: StorageChange): void;
}

/** Storage operations for one app; `clientId` is the calling window's id. */
export interface StorageHandlers {
  snapshot(): Record<string, string>;
  set(clientId: number, key: unknown, value: unknown): boolean;
  remove(clientId: number, key: unknown): boolean;
  clear(clientId: number): boolean;
}

/**
 * Builds the handlers.
 * @param out see {@link StorageBroadcaster}; changes are sent in the order applied.
 * @returns handlers that validate their untrusted arguments (strings, key length, quota) and return
 *   false, logged, for anything refused.
 */
export function createStorageHandlers(backend: StorageBackend, out: StorageBroadcaster, log: Logger): StorageHandlers {
  const usedUnits = () => backend.keys().reduce((sum, key) => sum + storageEntrySize(key, backend.get(key) ?? ''), 0);
  const validKey = (key: unknown): key is string => typeof key === 'string' && key.length <= MAX_STORAGE_KEY_LENGTH;
  // The answer to a write that changed nothing: the current value, to the writer only.
  const ack = (clientId: number, key: string | null) => {
    const current = key === null ? null : backend.get(key);
    out.toClient(clientId, { key, oldValue: current, newValue: current, clientId });
  };

  return {
    snapshot: () => backend.snapshot(),
    set(clientId, key, value) {
      if (!validKey(key) || typeof value !== 'string') {
        // Not our preload's doing (it sends strings): nothing sensible to acknowledge.
        log.warn('storage:set refused: key and value must be strings');
        return false;
      }
      const oldValue = backend.get(key);
      if (oldValue === value) {
        ack(clientId, key);
        return true;
      }
      const newTotal = usedUnits() - (oldValue === null ? 0 : storageEntrySize(key, oldValue)) + storageEntrySize(key, value);
      if (newTotal > STORAGE_QUOTA_UNITS) {
        log.warn(`storage:set refused: ${JSON.stringify(key)} would exceed the quota`);
        ack(clientId, key);
        return false;
      }
      backend.set(key, value);
      out.toAll({ key, oldValue, newValue: value, clientId });
      return true;
    },
    remove(clientId, key) {
      if (!validKey(key)) {
        log.warn('storage:remove refused: key must be a string');
        return false;
      }
      const oldValue = backend.get(key);
      if (oldValue === null) {
        ack(clientId, key);
        return true;
      }
      backend.remove(key);
      out.toAll({ key, oldValue, newValue: null, clientId });
      return true;
    },
    clear(clientId) {
      if (backend.keys().length === 0) {
        ack(clientId, null);
        return true;
      }
      backend.clear();
      out.toAll({ key: null, oldValue: null, newValue: null, clientId });
      return true;
    },
  };
}
