/**
 * The preload's bridge over a fake ipcRenderer: the exposed API is exactly the allow-list, plain
 * data and functions only, and OAuth errors arrive as clear Errors.
 */
import { describe, expect, it, vi } from 'vitest';
import { IpcChannel, toWebStorage, type DesktopConfig, type StorageChange } from '@shared/ipc';
import { createDesktopBridge } from '../../../src/preload/bridge';
import type { IpcRendererLike } from '../../../src/preload/ipc-transport';
import { defaultAppConfig } from '../../support/config-samples';

const config: DesktopConfig = { ...defaultAppConfig, demoMode: true };

function fakeIpcRenderer(options: { refuse?: boolean; invoke?: (channel: string, ...args: unknown[]) => unknown } = {}) {
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  const sent: [string, unknown][] = [];
  const ipc = {
    sendSync: vi.fn((channel: string) => {
      if (options.refuse) return { ok: false, error: { code: 'forbidden', message: 'This page may not use the desktop bridge.' } };
      if (channel === IpcChannel.bootstrap) return { ok: true, config, platform: { os: 'linux', encryptionAvailable: false } };
      if (channel === IpcChannel.storageSnapshot) return { ok: true, items: { auth_state: 'signedIn' }, clientId: 3 };
      return undefined;
    }),
    send: vi.fn((channel: string, payload?: unknown) => void sent.push([channel, payload])),
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => options.invoke?.(channel, ...args)),
    on: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return ipc;
    }),
    removeListener: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
      listeners.get(channel)?.delete(listener);
      return ipc;
    }),
  };
  const emit = (channel: string, payload?: unknown) => listeners.get(channel)?.forEach((l) => l({ sender: 'secret-ipc-object' }, payload));
  return { ipc: ipc as unknown as IpcRendererLike, sent, emit, listeners };
}

describe('createDesktopBridge', () => {
  it('exposes exactly the allow-listed API, as plain data and functions', () => {
    const { ipc } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipc, { dispatchStorageEvent: vi.fn() });
    expect(Object.keys(bridge).sort()).toEqual(['config', 'oauth', 'onColourModeToggle', 'onDeepLink', 'onDeepLinkRefused', 'payment', 'platform', 'storage']);
    expect(Object.keys(bridge.storage).sort()).toEqual(['clear', 'getItem', 'getLength', 'key', 'removeItem', 'setItem']);
    expect(Object.keys(bridge.oauth).sort()).toEqual(['cancel', 'start']);
    expect(Object.keys(bridge.payment)).toEqual(['open']);
    expect(bridge.config).toEqual(config);
    expect(bridge.platform).toEqual({ os: 'linux', encryptionAvailable: false });
    // contextBridge copies own properties only: every function must be an own property.
    for (const value of [...Object.values(bridge), ...Object.values(bridge.storage), ...Object.values(bridge.oauth), ...Object.values(bridge.payment)]) {
      expect(['function', 'object']).toContain(typeof value);
    }
    expect(JSON.stringify(bridge)).not.toMatch(/ipc|send|invoke/i);
  });

  it('throws (so nothing is exposed) when the main process refuses the page', () => {
    const { ipc } = fakeIpcRenderer({ refuse: true });
    expect(() => createDesktopBridge(ipc, { dispatchStorageEvent: vi.fn() })).toThrow('This page may not use the desktop bridge.');
  });

  it('serves storage from the snapshot, writes through, and raises storage events for other windows', () => {
    const { ipc, sent, emit } = fakeIpcRenderer();
    const dispatch = vi.fn();
    const bridge = createDesktopBridge(ipc, { dispatchStorageEvent: dispatch });
    const storage = toWebStorage(bridge.storage);
    expect(storage.getItem('auth_state')).toBe('signedIn');
    expect(storage.length).toBe(1);
    storage.setItem('access_token', 't');
    expect(storage.length).toBe(2);
    expect(sent).toContainEqual([IpcChannel.storageSet, { key: 'access_token', value: 't' }]);
    emit(IpcChannel.storageChanged, { key: 'auth_state', oldValue: 'signedIn', newValue: 'signedOut', clientId: 9 } satisfies StorageChange);
    expect(dispatch).toHaveBeenCalledWith({ key: 'auth_state', oldValue: 'signedIn', newValue: 'signedOut' });
    expect(storage.getItem('auth_state')).toBe('signedOut');
  });

  it('resolves oauth.start with the result and rejects with the main process message', async () => {
    const result = { provider: 'discord', code: 'c', state: 's', redirectUrl: 'com.figureshop.app:/oauth/discord', codeVerifier: 'v' };
    const ok = fakeIpcRenderer({ invoke: () => ({ ok: true, result }) });
    await expect(createDesktopBridge(ok.ipc, { dispatchStorageEvent: vi.fn() }).oauth.start('discord')).resolves.toEqual(result);
    const refused = fakeIpcRenderer({ invoke: () => ({ ok: false, error: { code: 'timeout', message: 'Sign-in with Discord timed out after 10 minutes. Please try again.' } }) });
    await expect(createDesktopBridge(refused.ipc, { dispatchStorageEvent: vi.fn() }).oauth.start('discord')).rejects.toThrow(
      'Sign-in with Discord timed out after 10 minutes. Please try again.',
    );
    await expect(createDesktopBridge(refused.ipc, { dispatchStorageEvent: vi.fn() }).oauth.start('github' as 'discord')).rejects.toThrow(/Unknown sign-in provider/);
  });

  it('asks the main process to open a payment page, and rejects with its message when refused', async () => {
    const ok = fakeIpcRenderer({ invoke: () => ({ ok: true }) });
    await expect(createDesktopBridge(ok.ipc, { dispatchStorageEvent: vi.fn() }).payment.open('https://api.test/pay/cs_1')).resolves.toBeUndefined();
    expect(ok.ipc.invoke).toHaveBeenCalledWith(IpcChannel.paymentOpen, 'https://api.test/pay/cs_1');
    const refused = fakeIpcRenderer({ invoke: () => ({ ok: false, error: { code: 'invalid-request', message: 'This is not a payment page the app opens.' } }) });
    await expect(createDesktopBridge(refused.ipc, { dispatchStorageEvent: vi.fn() }).payment.open('file:///x')).rejects.toThrow('This is not a payment page the app opens.');
    const silent = fakeIpcRenderer({ invoke: () => undefined });
    await expect(createDesktopBridge(silent.ipc, { dispatchStorageEvent: vi.fn() }).payment.open('https://api.test/pay/cs_1')).rejects.toThrow(/no answer from the app/);
  });

  it('subscribes to menu and deep-link events without leaking the IPC event, and unsubscribes', () => {
    const { ipc, emit, sent } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipc, { dispatchStorageEvent: vi.fn() });
    const toggle = vi.fn();
    const links = vi.fn();
    const refused = vi.fn();
    const offToggle = bridge.onColourModeToggle(toggle);
    bridge.onDeepLink(links);
    bridge.onDeepLink(vi.fn());
    bridge.onDeepLinkRefused(refused);
    expect(sent.filter(([channel]) => channel === IpcChannel.deepLinkSubscribe)).toHaveLength(1);
    emit(IpcChannel.colourModeToggle);
    const link = { kind: 'verify-email', uid: 'MQ', token: 't', path: '/account/verify-email/MQ/t' };
    emit(IpcChannel.deepLinkOpen, link);
    emit(IpcChannel.deepLinkRefused, { message: 'no' });
    expect(toggle).toHaveBeenCalledWith();
    expect(links).toHaveBeenCalledWith(link);
    expect(refused).toHaveBeenCalledWith({ message: 'no' });
    offToggle();
    emit(IpcChannel.colourModeToggle);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('keeps a throwing page listener from breaking the others', () => {
    const { ipc, emit } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipc, { dispatchStorageEvent: vi.fn() });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    bridge.onColourModeToggle(() => {
      throw new Error('page bug');
    });
    bridge.onColourModeToggle(second);
    emit(IpcChannel.colourModeToggle);
    expect(second).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
