/**
 * `window.desktop.storage`: a synchronous Web Storage over an asynchronous transport
 * (ARCHITECTURE.md, "Preload"). Reads come from a snapshot taken once at start; writes apply
 * locally at once and go to the main process, which applies them in arrival order and echoes
 * every change to every window.
 *
 * Consistency across windows: each window counts its own writes not yet echoed back. A change from
 * another window to a key with such a pending write is ignored, because our write reaches the main
 * process after it and wins there too; when our own echo arrives and nothing else is pending, the
 * local value is set to what the main process holds (this also undoes a write it refused). So every
 * window converges on the main process's order, as with localStorage across tabs.
 *
 * Ordering with the refresh lock: the store is one, in the main process, but
 * each window reads its own snapshot, which hears of another window's write only when the main
 * process's push arrives; nothing orders that push before the Web Lock grant to the next window.
 * So a window that waited for the refresh lock can read the refresh token another window has just
 * spent, as Chromium's localStorage can between tabs (tests/contract/storage-refresh-order.test.ts).
 * The mirror is not made stronger than localStorage and the renderer does not rely on it: the
 * refreshing window hands the new pair over a BroadcastChannel (features/auth/cross-tab-sync.ts;
 * it works between windows of the default session on app://), and the API answers a token
 * rotated moments ago with the same pair again (demo-api/auth/refresh-tokens.ts).
 *
 * Pure: the transport is an interface, so Node tests use a fake and the contract test the real
 * main-process handlers.
 */
import { STORAGE_QUOTA_UNITS, storageEntrySize, type DesktopStorage, type StorageChange } from '@shared/ipc';

/** How the bridge reaches the main process. */
export interface StorageTransport {
  /** The stored items and this window's client id, fetched once (ipcRenderer.sendSync). */
  loadSnapshot(): { items: Record<string, string>; clientId: number };
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
  /** Subscribes to the main process's change stream; returns an unsubscribe. */
  onChange(listener: (change: StorageChange) => void): () => void;
}

/** A `storage` event to raise on `window` (the fields of StorageEventInit that cross worlds). */
export interface StorageEventDetail {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** Thrown by setItem when the quota would be exceeded, named as browsers name it. */
export class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
}

/**
 * Web Storage (getItem, setItem, removeItem, clear, key, getLength) over a {@link StorageTransport}.
 * `onExternalChange` is called for changes made by other windows, as `storage` events are.
 */
export class IpcStorageMirror implements DesktopStorage {
  private readonly items: Map<string, string>;
  private readonly clientId: number;
  private readonly pending = new Map<string, number>();
  private pendingClears = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly transport: StorageTransport,
    private readonly onExternalChange: (detail: StorageEventDetail) => void,
  ) {
    // Subscribe before reading the snapshot: the main process sends changes after answering it,
    // and with a real IPC channel none can be lost in between.
    this.unsubscribe = transport.onChange((change) => this.receive(change));
    const snapshot = transport.loadSnapshot();
    this.items = new Map(Object.entries(snapshot.items));
    this.clientId = snapshot.clientId;
  }

  getLength(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    const i = Math.trunc(Number(index));
    if (!Number.isFinite(i) || i < 0) return null;
    let n = 0;
    for (const key of this.items.keys()) if (n++ === i) return key;
    return null;
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  /** @throws QuotaExceededError when the stored keys and values would pass STORAGE_QUOTA_UNITS. */
  setItem(key: string, value: string): void {
    const k = String(key);
    const v = String(value);
    const old = this.items.get(k);
    if (old === v) return;
    if (this.usedUnits() - (old === undefined ? 0 : storageEntrySize(k, old)) + storageEntrySize(k, v) > STORAGE_QUOTA_UNITS) {
      throw new QuotaExceededError(`Setting the value of '${k}' exceeded the quota.`);
    }
    this.items.set(k, v);
    this.pending.set(k, (this.pending.get(k) ?? 0) + 1);
    this.transport.set(k, v);
  }

  removeItem(key: string): void {
    const k = String(key);
    if (!this.items.has(k)) return;
    this.items.delete(k);
    this.pending.set(k, (this.pending.get(k) ?? 0) + 1);
    this.transport.remove(k);
  }

  clear(): void {
    if (this.items.size === 0) return;
    this.items.clear();
    this.pendingClears += 1;
    this.transport.clear();
  }

  /** Stops listening to the transport (window unload). */
  dispose(): void {
    this.unsubscribe();
  }

  private usedUnits(): number {
    let sum = 0;
    for (const [k, v] of this.items) sum += storageEntrySize(k, v);
    return sum;
  }

  private receive(change: StorageChange): void {
    if (change.clientId === this.clientId) {
      this.receiveOwn(change);
      return;
    }
    // Our own clear or write for this key is still on its way and will override this change.
    if (this.pendingClears > 0) return;
    if (change.key === null) {
      let removed = false;
      for (const key of [...this.items.keys()]) {
        if ((this.pending.get(key) ?? 0) > 0) continue;
        this.items.delete(key);
        removed = true;
      }
      if (removed) this.onExternalChange({ key: null, oldValue: null, newValue: null });
      return;
    }
    if ((this.pending.get(change.key) ?? 0) > 0) return;
    const oldValue = this.items.get(change.key) ?? null;
    if (oldValue === change.newValue) return;
    if (change.newValue === null) this.items.delete(change.key);
    else this.items.set(change.key, change.newValue);
    this.onExternalChange({ key: change.key, oldValue, newValue: change.newValue });
  }

  private receiveOwn(change: StorageChange): void {
    if (change.key === null) {
      this.pendingClears = Math.max(0, this.pendingClears - 1);
      return;
    }
    const left = Math.max(0, (this.pending.get(change.key) ?? 0) - 1);
    if (left > 0) {
      this.pending.set(change.key, left);
      return;
    }
    this.pending.delete(change.key);
    // Nothing of ours is in flight for this key: adopt the main process's value (normally the one
    // we wrote; the old one if it refused the write). A pending clear will remove it anyway.
    if (this.pendingClears > 0) return;
    if (change.newValue === null) this.items.delete(change.key);
    else this.items.set(change.key, change.newValue);
  }
}
