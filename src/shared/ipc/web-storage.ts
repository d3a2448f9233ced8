/**
 * Web Storage shapes without the DOM lib, so main, preload and renderer share them. A value of
 * {@link WebStorage} is usable wherever a DOM `Storage` is expected by getItem/setItem/etc.
 */

/** The Web Storage interface (HTML Living Standard §12.2.1), minus the named-property access. */
export interface WebStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/**
 * `window.desktop.storage` as it crosses Electron's contextBridge. The bridge copies properties by
 * value and drops getters, so a live `length` cannot cross it: `getLength()` stands in, and
 * {@link toWebStorage} turns this back into a proper {@link WebStorage}.
 */
export interface DesktopStorage extends Omit<WebStorage, 'length'> {
  getLength(): number;
}

/**
 * Wraps the bridge's storage in an object with a live `length` getter, i.e. a real Web Storage
 * (the renderer's desktop platform passes it to zustand's createJSONStorage as it would localStorage).
 */
export function toWebStorage(storage: DesktopStorage): WebStorage {
  return {
    get length() {
      return storage.getLength();
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    clear: () => storage.clear(),
  };
}

/**
 * Storage quota, in UTF-16 code units of keys plus values: 5,000,000, Chromium's localStorage
 * limit (about 10 MB), enforced by the preload (synchronously, like a browser) and the main process.
 */
export const STORAGE_QUOTA_UNITS = 5_000_000;

/** Size of an entry for the quota, in UTF-16 code units. */
export function storageEntrySize(key: string, value: string): number {
  return key.length + value.length;
}
