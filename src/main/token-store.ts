/**
 * The persistent side of `window.desktop.storage` (issue 5, point 4): Web Storage items kept in
 * electron-store, with values encrypted by Electron's safeStorage where the OS offers real
 * encryption. Electron-free: the store and safeStorage are injected, so tests use fakes.
 *
 * On disk (electron-store JSON): `{ "items": { "<key>": <value> } }` where a value is either a
 * plain string or `{ "enc": "safeStorage", "data": "<base64 ciphertext>" }`.
 *
 * Every value is encrypted, not only `access_token`/`refresh_token`: the renderer's persisted
 * stores may embed a token inside any key, so a per-key list would leak silently the day a key is
 * renamed. A value that cannot be decrypted (keyring reset, file copied from another machine) is
 * dropped and logged; that at worst signs the user out.
 */
import type { Logger } from './log';

/** The electron-store surface used (electron-store/conf `get`/`set`). */
export interface KeyValueBackend {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** Electron's safeStorage, reduced to what is used. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store Chromium picked; `basic_text` is a hard-coded key. */
  getSelectedStorageBackend?(): string;
}

/** Whether values are encrypted, and why not when they are not. */
export type EncryptionStatus = { available: true } | { available: false; reason: string };

/** An encrypted value as stored. */
interface EncryptedValue {
  enc: 'safeStorage';
  data: string;
}

const ITEMS_KEY = 'items';

const isEncryptedValue = (value: unknown): value is EncryptedValue =>
  typeof value === 'object' && value !== null && (value as EncryptedValue).enc === 'safeStorage' && typeof (value as EncryptedValue).data === 'string';

/**
 * Decides whether safeStorage gives real encryption. On Linux, Chromium falls back to `basic_text`
 * (a key compiled into Chromium) when no secret service is running, and still reports encryption
 * as available; that protects nothing, so it counts as unavailable here. Call after `ready`.
 */
export function detectEncryption(safeStorage: SafeStorageLike, platform: NodeJS.Platform): EncryptionStatus {
  let available = false;
  try {
    available = safeStorage.isEncryptionAvailable();
  } catch {
    available = false;
  }
  if (!available) return { available: false, reason: 'the operating system offers no encryption key store (safeStorage unavailable)' };
  if (platform === 'linux') {
    const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
    if (backend === 'basic_text' || backend === 'unknown') {
      return { available: false, reason: `no secret service (keyring) is running; Chromium's fallback "${backend}" is not real encryption` };
    }
  }
  return { available: true };
}

/** What the token store needs. */
export interface TokenStoreOptions {
  backend: KeyValueBackend;
  safeStorage: SafeStorageLike;
  encryption: EncryptionStatus;
  log: Logger;
}

/**
 * Web Storage items with encryption at rest. Holds the decrypted items in memory (read once at
 * construction), writes through to the backend on every change. Never throws from a write: a
 * failing disk is logged and the in-memory value still serves this run.
 */
export class TokenStore {
  private readonly items = new Map<string, string>();
  private readonly stored: Record<string, string | EncryptedValue> = {};

  constructor(private readonly options: TokenStoreOptions) {
    if (!options.encryption.available) {
      // Once per run, as issue 5 asks; the UI learns it from platform.encryptionAvailable.
      options.log.warn(`stored sign-in data will not be encrypted: ${options.encryption.reason}`);
    }
    this.load();
  }

  /** Whether new values are written encrypted. */
  get encryptionAvailable(): boolean {
    return this.options.encryption.available;
  }

  /** All items, decrypted, as a fresh object. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items);
  }

  /** One item, or null. */
  get(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  /** Keys in insertion order. */
  keys(): string[] {
    return [...this.items.keys()];
  }

  /**
   * Sets an item and persists it (encrypted when available). If encryption fails the value is kept
   * in memory for this run only: never written in plaintext when encryption was promised.
   */
  set(key: string, value: string): void {
    this.items.set(key, value);
    const encoded = this.encode(value);
    if (encoded === null) delete this.stored[key];
    else this.stored[key] = encoded;
    this.persist();
  }

  /** Removes an item. */
  remove(key: string): void {
    if (!this.items.delete(key)) return;
    delete this.stored[key];
    this.persist();
  }

  /** Removes every item. */
  clear(): void {
    this.items.clear();
    for (const key of Object.keys(this.stored)) delete this.stored[key];
    this.persist();
  }

  /** The stored form of a value; null when encryption is available but failed. */
  private encode(value: string): string | EncryptedValue | null {
    if (!this.options.encryption.available) return value;
    try {
      return { enc: 'safeStorage', data: this.options.safeStorage.encryptString(value).toString('base64') };
    } catch (error) {
      this.options.log.error('encryption failed; the value is kept in memory only for this run', error);
      return null;
    }
  }

  private load(): void {
    let raw: unknown;
    try {
      raw = this.options.backend.get(ITEMS_KEY);
    } catch (error) {
      this.options.log.error('could not read the store; starting empty', error);
      return;
    }
    if (raw === undefined) return;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      this.options.log.warn('stored items are not an object; starting empty');
      return;
    }
    let dropped = false;
    for (const [key, value] of Object.entries(raw)) {
      const plain = this.decode(key, value);
      if (plain === null) {
        dropped = true;
        continue;
      }
      this.items.set(key, plain);
      this.stored[key] = value as string | EncryptedValue;
    }
    if (dropped) this.persist();
  }

  /** A stored value as text, or null (logged) when it is malformed or cannot be decrypted. */
  private decode(key: string, value: unknown): string | null {
    if (typeof value === 'string') return value;
    if (!isEncryptedValue(value)) {
      this.options.log.warn(`dropped stored key ${JSON.stringify(key)}: malformed value`);
      return null;
    }
    try {
      return this.options.safeStorage.decryptString(Buffer.from(value.data, 'base64'));
    } catch (error) {
      this.options.log.warn(`dropped stored key ${JSON.stringify(key)}: it could not be decrypted (${error instanceof Error ? error.message : String(error)})`);
      return null;
    }
  }

  private persist(): void {
    try {
      this.options.backend.set(ITEMS_KEY, { ...this.stored });
    } catch (error) {
      this.options.log.error('could not write the store; changes are kept in memory for this run', error);
    }
  }
}
