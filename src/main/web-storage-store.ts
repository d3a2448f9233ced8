/**
 * The persistent side of `window.desktop.storage` (docs/product-rules.md §Desktop 10–12): Web
 * Storage items kept in electron-store, with values encrypted by Electron's safeStorage where the
 * OS offers real encryption. Electron-free: the store and safeStorage are injected, so tests use
 * fakes.
 *
 * On disk (electron-store JSON): `{ "items": { "<key>": <value> }, "safeStorageBackend": "<name>" }`
 * where a value is either a plain string or `{ "enc": "safeStorage", "data": "<base64 ciphertext>" }`
 * and `safeStorageBackend` names the key store that encrypted them (see `storageBackendName`).
 *
 * Every value is encrypted except the keys of PLAIN_KEYS (preferences and other non-secret UI
 * state): the renderer's persisted stores may embed a token inside any key, so the list names what
 * may stay plain, and a new or renamed key is encrypted by default. A value that cannot be
 * decrypted (keyring changed or reset, file copied from another machine) is dropped and logged;
 * that signs the user out, and `keyringChanged` tells the UI to say so (as Element desktop does).
 * Preferences, being plain, survive a keyring change.
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
/** Top-level key naming the safeStorage backend that wrote the encrypted values. */
export const SAFE_STORAGE_BACKEND_KEY = 'safeStorageBackend';

/**
 * Keys stored in plaintext even when encryption is available: they hold no secret (preferences,
 * colour mode, currency choice, location, public rates, a dismissed notice), and keeping them plain
 * means a keyring change loses no preference. Names from the renderer's persisted registry
 * (platform/persisted/keys.ts; a unit test checks they exist there).
 */
export const PLAIN_KEYS: ReadonlySet<string> = new Set([
  'user_preferences',
  'colour_mode',
  'currency_choice',
  'anime_user_location',
  'anime_exchange_rates',
  'desktop_unencrypted_notice_dismissed',
]);

/**
 * Which key store safeStorage uses: on Linux Chromium's choice (`gnome_libsecret`, `kwallet5`,
 * `basic_text`, ...; `unknown` before `ready` or when the call is missing), elsewhere one fixed store
 * per OS (`keychain` on macOS, `dpapi` on Windows). A change between runs means the old ciphertext
 * cannot be read any more.
 */
export function storageBackendName(safeStorage: SafeStorageLike, platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'keychain';
  if (platform === 'win32') return 'dpapi';
  if (platform !== 'linux') return platform;
  try {
    return safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

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

/** What the Web Storage store needs. */
export interface WebStorageStoreOptions {
  backend: KeyValueBackend;
  safeStorage: SafeStorageLike;
  encryption: EncryptionStatus;
  log: Logger;
  /** The OS, for `storageBackendName`; default `process.platform`. */
  platform?: NodeJS.Platform;
}

/**
 * Web Storage items with encryption at rest. Holds the decrypted items in memory (read once at
 * construction), writes through to the backend on every change. Never throws from a write: a
 * failing disk is logged and the in-memory value still serves this run.
 */
export class WebStorageStore {
  private readonly items = new Map<string, string>();
  private readonly stored: Record<string, string | EncryptedValue> = {};
  private readonly backendName: string;
  private droppedUndecryptable = false;
  /** The backend name on disk (written once it differs, not on every change). */
  private recordedBackend: unknown;

  constructor(private readonly options: WebStorageStoreOptions) {
    this.backendName = storageBackendName(options.safeStorage, options.platform ?? process.platform);
    if (!options.encryption.available) {
      // Logged once per run; the UI learns it from platform.encryptionAvailable.
      options.log.warn(`stored sign-in data will not be encrypted: ${options.encryption.reason}`);
    }
    this.load();
  }

  /**
   * True when values stored encrypted by an earlier run could not be decrypted at start (the
   * system keyring changed or was reset) and were dropped: the user was signed out and should be
   * told to sign in again. Plain keys (PLAIN_KEYS) are never dropped for this.
   */
  get keyringChanged(): boolean {
    return this.droppedUndecryptable;
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
    const encoded = this.encode(key, value);
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
  private encode(key: string, value: string): string | EncryptedValue | null {
    if (!this.options.encryption.available || PLAIN_KEYS.has(key)) return value;
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
    let recorded: unknown;
    try {
      recorded = this.options.backend.get(SAFE_STORAGE_BACKEND_KEY);
    } catch {
      recorded = undefined;
    }
    this.recordedBackend = recorded;
    if (typeof recorded === 'string' && recorded !== this.backendName) {
      this.options.log.warn(`the system key store changed from ${JSON.stringify(recorded)} to ${JSON.stringify(this.backendName)}; values it encrypted cannot be read`);
    }
    let changed = typeof recorded === 'string' && recorded !== this.backendName;
    for (const [key, value] of Object.entries(raw)) {
      const plain = this.decode(key, value);
      if (plain === null) {
        if (isEncryptedValue(value)) this.droppedUndecryptable = true;
        changed = true;
        continue;
      }
      this.items.set(key, plain);
      // A plain key still encrypted by an older release is rewritten plain now, while it can be read.
      if (PLAIN_KEYS.has(key) && isEncryptedValue(value)) {
        this.stored[key] = plain;
        changed = true;
      } else {
        this.stored[key] = value as string | EncryptedValue;
      }
    }
    if (changed) this.persist();
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
      if (this.recordedBackend !== this.backendName) {
        this.options.backend.set(SAFE_STORAGE_BACKEND_KEY, this.backendName);
        this.recordedBackend = this.backendName;
      }
    } catch (error) {
      this.options.log.error('could not write the store; changes are kept in memory for this run', error);
    }
  }
}
