/**
 * Contract (Node): the preload's real storage logic (createDesktopBridge → IPC transport →
 * IpcStorageMirror) and the main process's real handlers (registerIpcHandlers → createStorageHandlers
 * → WebStorageStore), wired as Electron's IPC wires them (support/contract-main.ts, node-window.ts).
 * docs/product-rules.md §Desktop 10–11: reads from a snapshot, writes through to the store, changes in one window raise
 * `storage` events in the others, values encrypted at rest where available, and a session that
 * survives reload and relaunch. The same wiring drives the renderer in Chromium in
 * desktop-storage.spec.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toWebStorage } from '@shared/ipc';
import { ContractMain, contractDesktopConfig, fakeSafeStorage, type MemoryStoreFile } from './support/contract-main';
import { NodeWindow, settle } from './support/node-window';

const APP_ORIGIN = 'app://figure-shop';
const PAGE = `${APP_ORIGIN}/index.html`;
const config = contractDesktopConfig('http://127.0.0.1:8000');
const mains: ContractMain[] = [];

function launch(options: { file?: MemoryStoreFile; encryptionAvailable?: boolean } = {}) {
  const main = new ContractMain({ appOrigin: APP_ORIGIN, config, ...options });
  mains.push(main);
  let nextId = 1;
  const open = (url = PAGE) => {
    const win = new NodeWindow(main, nextId++, url);
    win.load();
    return win;
  };
  return { main, open };
}

afterEach(() => {
  for (const main of mains.splice(0)) main.dispose();
});

describe('desktop storage across the IPC boundary', () => {
  it('bootstraps the page with the config and whether values are encrypted', () => {
    const { open } = launch();
    const win = open();
    expect(win.desktop.config).toEqual(config);
    expect(win.desktop.platform).toEqual({ os: 'linux', encryptionAvailable: true, keyringChanged: false });
  });

  it('a sign-in written in one window reaches the store and raises storage events in the other, not in itself', async () => {
    const { main, open } = launch();
    const a = open();
    const b = open();
    const storageA = toWebStorage(a.desktop.storage);
    storageA.setItem('access_token', 'access-1');
    storageA.setItem('auth_state', 'signedIn');
    // Synchronous for the writer, like localStorage.
    expect(storageA.getItem('access_token')).toBe('access-1');
    await settle([a, b]);

    expect(main.store.get('access_token')).toBe('access-1');
    expect(b.desktop.storage.getItem('auth_state')).toBe('signedIn');
    expect(b.events).toEqual([
      { key: 'access_token', oldValue: null, newValue: 'access-1' },
      { key: 'auth_state', oldValue: null, newValue: 'signedIn' },
    ]);
    expect(a.events).toEqual([]);
  });

  it('sign out in one window (remove + clear) reaches the other', async () => {
    const { open } = launch();
    const a = open();
    const b = open();
    a.desktop.storage.setItem('access_token', 'access-1');
    a.desktop.storage.setItem('user_preferences', '{}');
    await settle([a, b]);
    b.desktop.storage.removeItem('access_token');
    await settle([a, b]);
    expect(a.desktop.storage.getItem('access_token')).toBeNull();
    expect(a.events.at(-1)).toEqual({ key: 'access_token', oldValue: 'access-1', newValue: null });

    b.desktop.storage.clear();
    await settle([a, b]);
    expect(a.desktop.storage.getLength()).toBe(0);
    expect(a.events.at(-1)).toEqual({ key: null, oldValue: null, newValue: null });
  });

  it('a reloaded window starts from the stored values (the snapshot)', async () => {
    const { open } = launch();
    const a = open();
    a.desktop.storage.setItem('refresh_token', 'refresh-1');
    await settle([a]);
    a.load();
    expect(a.desktop.storage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('quit and relaunch: the next run reads the tokens back, and the file never holds them in plaintext', async () => {
    const first = launch();
    const a = first.open();
    a.desktop.storage.setItem('access_token', 'secret-access-token');
    a.desktop.storage.setItem('refresh_token', 'secret-refresh-token');
    await settle([a]);
    first.main.dispose();

    const file = first.main.file;
    expect(file.text()).not.toContain('secret-access-token');
    expect(file.text()).not.toContain('secret-refresh-token');
    const stored = file.item('access_token') as { enc: string; data: string };
    expect(stored.enc).toBe('safeStorage');
    expect(fakeSafeStorage.decryptString(Buffer.from(stored.data, 'base64'))).toBe('secret-access-token');

    const second = launch({ file });
    expect(second.open().desktop.storage.getItem('access_token')).toBe('secret-access-token');
  });

  it('without encryption the page is told so, and values are stored as electron-store would', async () => {
    const { main, open } = launch({ encryptionAvailable: false });
    const a = open();
    expect(a.desktop.platform.encryptionAvailable).toBe(false);
    a.desktop.storage.setItem('access_token', 'plain-token');
    await settle([a]);
    expect(main.file.item('access_token')).toBe('plain-token');
  });

  it('two windows writing the same key at once end up agreeing with the store', async () => {
    const { main, open } = launch();
    const a = open();
    const b = open();
    a.desktop.storage.setItem('user_preferences', '{"from":"a"}');
    b.desktop.storage.setItem('user_preferences', '{"from":"b"}');
    await settle([a, b]);
    const final = main.store.get('user_preferences');
    expect(a.desktop.storage.getItem('user_preferences')).toBe(final);
    expect(b.desktop.storage.getItem('user_preferences')).toBe(final);
  });

  it('a page that is not the app gets no bridge (sender check)', () => {
    const { main } = launch();
    const foreign = new NodeWindow(main, 99, 'https://evil.test/');
    expect(() => foreign.load()).toThrow('This page may not use the desktop bridge.');
  });
});
