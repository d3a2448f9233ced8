import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileTimestamp, openStoreWithRecovery } from '../../../src/main/store-file';
import {
  detectEncryption,
  PLAIN_KEYS,
  SAFE_STORAGE_BACKEND_KEY,
  storageBackendName,
  WebStorageStore,
  type KeyValueBackend,
  type SafeStorageLike,
} from '../../../src/main/web-storage-store';
import { recordingLogger } from './fakes';

/** Behaves like electron-store/conf with clearInvalidConfig: false: reads the file on every get, throws SyntaxError on bad JSON. */
class JsonFileBackend implements KeyValueBackend {
  constructor(readonly path: string) {
    this.read();
  }
  private read(): Record<string, unknown> {
    if (!existsSync(this.path)) return {};
    return JSON.parse(readFileSync(this.path, 'utf8')) as Record<string, unknown>;
  }
  get(key: string): unknown {
    return this.read()[key];
  }
  set(key: string, value: unknown): void {
    writeFileSync(this.path, JSON.stringify({ ...this.read(), [key]: value }, null, '\t'));
  }
}

/** A stand-in for safeStorage: reversible, but the ciphertext never contains the plaintext. */
function fakeSafeStorage(options: { available?: boolean; backend?: string } = {}): SafeStorageLike & { failDecrypt: boolean } {
  const fake = {
    failDecrypt: false,
    isEncryptionAvailable: () => options.available ?? true,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString: (plain: string) => Buffer.concat([Buffer.from('v10'), Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)]),
    decryptString: (encrypted: Buffer) => {
      if (fake.failDecrypt || encrypted.subarray(0, 3).toString() !== 'v10') {
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      }
      return Buffer.from(encrypted.subarray(3).map((b) => b ^ 0x5a)).toString('utf8');
    },
  };
  return fake;
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.secret-signature';

describe('WebStorageStore', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'web-storage-store-'));
    file = join(dir, 'storage.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const open = (safeStorage = fakeSafeStorage(), log = recordingLogger()) =>
    new WebStorageStore({ backend: new JsonFileBackend(file), safeStorage, encryption: detectEncryption(safeStorage, 'linux'), log });

  it('keeps values encrypted on disk (never the plaintext) and reads them back', () => {
    const store = open();
    store.set('access_token', TOKEN);
    store.set('refresh_token', 'refresh-secret-123');
    store.set('auth_state', 'signedIn');
    const disk = readFileSync(file, 'utf8');
    expect(disk).not.toContain(TOKEN);
    expect(disk).not.toContain('refresh-secret-123');
    expect(disk).not.toContain('signedIn');
    expect(JSON.parse(disk).items.access_token).toEqual({ enc: 'safeStorage', data: expect.stringMatching(/^[A-Za-z0-9+/=]+$/) });

    const reopened = open();
    expect(reopened.snapshot()).toEqual({ access_token: TOKEN, refresh_token: 'refresh-secret-123', auth_state: 'signedIn' });
    expect(reopened.encryptionAvailable).toBe(true);
  });

  it('stores plainly, and says so once, when encryption is unavailable', () => {
    const log = recordingLogger();
    const store = open(fakeSafeStorage({ available: false }), log);
    store.set('access_token', TOKEN);
    store.set('refresh_token', 'r');
    expect(store.encryptionAvailable).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8')).items.access_token).toBe(TOKEN);
    expect(log.warnings.filter((w) => w.includes('will not be encrypted'))).toHaveLength(1);
  });

  it('treats Linux basic_text (a hard-coded key) as no encryption', () => {
    expect(detectEncryption(fakeSafeStorage({ backend: 'basic_text' }), 'linux')).toMatchObject({ available: false, reason: expect.stringContaining('basic_text') });
    expect(detectEncryption(fakeSafeStorage({ backend: 'kwallet5' }), 'linux')).toEqual({ available: true });
    expect(detectEncryption(fakeSafeStorage({ backend: 'basic_text' }), 'darwin')).toEqual({ available: true });
    const throwing: SafeStorageLike = { ...fakeSafeStorage(), isEncryptionAvailable: () => { throw new Error('not ready'); } };
    expect(detectEncryption(throwing, 'win32').available).toBe(false);
  });

  it('drops a value that cannot be decrypted, logs it, keeps the rest, and rewrites the file', () => {
    open().set('access_token', TOKEN);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.items.access_token.data = Buffer.from('garbage').toString('base64');
    data.items.profile = '{"name":"A"}';
    data.items.weird = 42;
    writeFileSync(file, JSON.stringify(data));
    const log = recordingLogger();
    const store = open(fakeSafeStorage(), log);
    expect(store.snapshot()).toEqual({ profile: '{"name":"A"}' });
    expect(log.warnings.join('\n')).toMatch(/dropped stored key "access_token": it could not be decrypted/);
    expect(log.warnings.join('\n')).toMatch(/dropped stored key "weird": malformed value/);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).items)).toEqual(['profile']);
  });

  it('drops everything encrypted when the key changed (keyring reset): the user is signed out', () => {
    open().set('access_token', TOKEN);
    const safeStorage = fakeSafeStorage();
    safeStorage.failDecrypt = true;
    expect(open(safeStorage).snapshot()).toEqual({});
  });

  it('keeps a value it cannot encrypt in memory only, never in plaintext on disk', () => {
    const safeStorage = fakeSafeStorage();
    const log = recordingLogger();
    const store = open(safeStorage, log);
    store.set('profile', 'kept');
    safeStorage.encryptString = () => {
      throw new Error('keyring locked');
    };
    expect(() => store.set('access_token', TOKEN)).not.toThrow();
    expect(store.get('access_token')).toBe(TOKEN);
    expect(readFileSync(file, 'utf8')).not.toContain(TOKEN);
    expect(open().snapshot()).toEqual({ profile: 'kept' });
    expect(log.errors[0]).toMatch(/encryption failed/);
  });

  it('supports remove, clear, keys; a failing disk write is logged, never thrown', () => {
    const store = open();
    store.set('a', '1');
    store.set('b', '2');
    store.remove('a');
    store.remove('missing');
    expect(store.keys()).toEqual(['b']);
    store.clear();
    expect(store.snapshot()).toEqual({});
    const log = recordingLogger();
    const broken = new WebStorageStore({
      backend: { get: () => undefined, set: () => { throw new Error('EACCES'); } },
      safeStorage: fakeSafeStorage(),
      encryption: { available: true },
      log,
    });
    expect(() => broken.set('k', 'v')).not.toThrow();
    expect(broken.get('k')).toBe('v');
    expect(log.errors[0]).toMatch(/could not write the store/);
  });
});

describe('WebStorageStore: a keyring change', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'web-storage-store-keyring-'));
    file = join(dir, 'storage.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A fake safeStorage per backend: each backend has its own key, as Chromium's key stores do. */
  function keyringSafeStorage(backend: string): SafeStorageLike {
    const marker = Buffer.from(`${backend}:`);
    return {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => backend,
      encryptString: (plain) => Buffer.concat([marker, Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)]),
      decryptString: (encrypted) => {
        if (!encrypted.subarray(0, marker.length).equals(marker)) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
        return Buffer.from(encrypted.subarray(marker.length).map((b) => b ^ 0x5a)).toString('utf8');
      },
    };
  }
  const open = (backend: string, log = recordingLogger(), platform: NodeJS.Platform = 'linux') => {
    const safeStorage = keyringSafeStorage(backend);
    return new WebStorageStore({ backend: new JsonFileBackend(file), safeStorage, encryption: detectEncryption(safeStorage, platform), log, platform });
  };
  const disk = () => JSON.parse(readFileSync(file, 'utf8')) as { items: Record<string, unknown>; [SAFE_STORAGE_BACKEND_KEY]?: string };
  const PREFS = '{"ui":{"theme":"dark","language":"ja"},"currency":{"primary":"EUR"}}';

  function signedInWithPreferences(backend: string) {
    const store = open(backend);
    store.set('access_token', TOKEN);
    store.set('refresh_token', 'refresh-secret-123');
    store.set('auth_state', 'signedIn');
    store.set('user_preferences', PREFS);
    store.set('colour_mode', 'dark');
  }

  it('records the backend that encrypted the values, and keeps preferences plain, tokens encrypted', () => {
    signedInWithPreferences('gnome_libsecret');
    expect(disk()[SAFE_STORAGE_BACKEND_KEY]).toBe('gnome_libsecret');
    expect(disk().items.user_preferences).toBe(PREFS);
    expect(disk().items.colour_mode).toBe('dark');
    expect(disk().items.access_token).toMatchObject({ enc: 'safeStorage' });
    expect(disk().items.auth_state).toMatchObject({ enc: 'safeStorage' });
    expect(readFileSync(file, 'utf8')).not.toContain(TOKEN);
    const same = open('gnome_libsecret');
    expect(same.keyringChanged).toBe(false);
    expect(same.get('access_token')).toBe(TOKEN);
  });

  it('a new backend: drops only the undecryptable sign-in values, keeps every preference, reports it once', () => {
    signedInWithPreferences('gnome_libsecret');
    const log = recordingLogger();
    const store = open('kwallet5', log);
    expect(store.keyringChanged).toBe(true);
    expect(store.snapshot()).toEqual({ user_preferences: PREFS, colour_mode: 'dark' });
    expect(log.warnings.join('\n')).toMatch(/key store changed from "gnome_libsecret" to "kwallet5"/);
    expect(log.warnings.join('\n')).toMatch(/dropped stored key "access_token": it could not be decrypted/);
    expect(disk()).toEqual({ items: { user_preferences: PREFS, colour_mode: 'dark' }, [SAFE_STORAGE_BACKEND_KEY]: 'kwallet5' });
    // The next start has nothing left to report; signing in again works with the new keyring.
    const next = open('kwallet5');
    expect(next.keyringChanged).toBe(false);
    next.set('access_token', TOKEN);
    expect(open('kwallet5').get('access_token')).toBe(TOKEN);
  });

  it('an undecryptable value with the same backend (keyring reset) is reported too', () => {
    signedInWithPreferences('gnome_libsecret');
    const data = disk();
    (data.items.access_token as { data: string }).data = Buffer.from('garbage').toString('base64');
    writeFileSync(file, JSON.stringify(data));
    const store = open('gnome_libsecret');
    expect(store.keyringChanged).toBe(true);
    expect(store.get('user_preferences')).toBe(PREFS);
    expect(store.get('refresh_token')).toBe('refresh-secret-123');
  });

  it('nothing encrypted to lose (signed out, or plain before): no report', () => {
    const plain = open('basic_text');
    plain.set('access_token', TOKEN); // basic_text counts as unencrypted: stored plain
    plain.set('user_preferences', PREFS);
    const store = open('gnome_libsecret');
    expect(store.keyringChanged).toBe(false);
    expect(store.snapshot()).toEqual({ access_token: TOKEN, user_preferences: PREFS });
  });

  it('rewrites a preference an older release stored encrypted as plain, while it can still be read', () => {
    const safeStorage = keyringSafeStorage('gnome_libsecret');
    writeFileSync(
      file,
      JSON.stringify({ items: { user_preferences: { enc: 'safeStorage', data: safeStorage.encryptString(PREFS).toString('base64') }, access_token: { enc: 'safeStorage', data: safeStorage.encryptString(TOKEN).toString('base64') } } }),
    );
    expect(open('gnome_libsecret').get('user_preferences')).toBe(PREFS);
    expect(disk().items.user_preferences).toBe(PREFS);
    expect(disk().items.access_token).toMatchObject({ enc: 'safeStorage' });
    expect(open('kwallet5').get('user_preferences')).toBe(PREFS);
  });

  it('names the backend per OS', () => {
    expect(storageBackendName(keyringSafeStorage('kwallet6'), 'linux')).toBe('kwallet6');
    expect(storageBackendName(keyringSafeStorage('ignored'), 'darwin')).toBe('keychain');
    expect(storageBackendName(keyringSafeStorage('ignored'), 'win32')).toBe('dpapi');
    expect(storageBackendName({ ...keyringSafeStorage('x'), getSelectedStorageBackend: undefined }, 'linux')).toBe('unknown');
    const throwing = { ...keyringSafeStorage('x'), getSelectedStorageBackend: () => { throw new Error('not ready'); } };
    expect(storageBackendName(throwing, 'linux')).toBe('unknown');
  });

  it('plain keys are renderer keys, and none holds sign-in data', () => {
    // Read as text: the main-process project does not compile renderer files.
    const registry = readFileSync(join(import.meta.dirname, '../../../src/renderer/src/platform/persisted/keys.ts'), 'utf8');
    for (const key of PLAIN_KEYS) expect(registry).toContain(`'${key}',`);
    for (const secret of ['access_token', 'refresh_token', 'auth_state', 'profile', 'oauth_pending']) expect(PLAIN_KEYS.has(secret)).toBe(false);
  });
});

describe('openStoreWithRecovery: a corrupt store file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-file-'));
    file = join(dir, 'storage.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const fs = { exists: existsSync, rename: renameSync };
  const now = () => new Date('2025-03-04T05:06:07.089Z');

  it('moves the bad file to <file>.corrupt-<timestamp>, keeps its bytes, and starts empty (signed out)', () => {
    writeFileSync(file, '{"items": {"access_token": "abc"');
    const log = recordingLogger();
    const { backend, movedTo } = openStoreWithRecovery({ filePath: file, open: () => new JsonFileBackend(file), fs, now, log });
    expect(movedTo).toBe(`${file}.corrupt-2025-03-04T05-06-07-089Z`);
    expect(readFileSync(movedTo!, 'utf8')).toBe('{"items": {"access_token": "abc"');
    expect(log.warnings[0]).toMatch(/unreadable .*moved it to .*corrupt-2025-03-04T05-06-07-089Z/);
    const store = new WebStorageStore({ backend, safeStorage: fakeSafeStorage(), encryption: { available: true }, log });
    expect(store.snapshot()).toEqual({});
    store.set('auth_state', 'signedOut');
    expect(readdirSync(dir).sort()).toEqual(['storage.json', 'storage.json.corrupt-2025-03-04T05-06-07-089Z']);
  });

  it('also recovers when the content parses but has the wrong shape', () => {
    writeFileSync(file, JSON.stringify({ items: ['not', 'an', 'object'] }));
    const { movedTo } = openStoreWithRecovery({
      filePath: file,
      open: () => new JsonFileBackend(file),
      validate: (b) => (Array.isArray(b.get('items')) ? 'items is not an object' : null),
      fs,
      now,
      log: recordingLogger(),
    });
    expect(movedTo).not.toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('falls back to memory when no store can be opened at all, never throwing', () => {
    const { backend } = openStoreWithRecovery({
      filePath: file,
      open: () => {
        throw new Error('EROFS');
      },
      fs,
      now,
      log: recordingLogger(),
    });
    backend.set('items', { a: '1' });
    expect(backend.get('items')).toEqual({ a: '1' });
  });

  it('names files safely on every OS', () => {
    expect(fileTimestamp(now())).not.toMatch(/[:.]/);
  });
});
