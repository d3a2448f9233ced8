import { describe, expect, it, vi } from 'vitest';
import { IpcChannel } from '@shared/ipc';
import { isTrustedSender, registerIpcHandlers, type IpcDependencies, type IpcMainLike } from '../../../src/main/ipc';
import { OAuthSignInError } from '../../../src/main/oauth';
import { PaymentPageError } from '../../../src/main/payment';
import { recordingLogger } from './fakes';

const APP = 'app://figure-shop';

/** Records handlers like ipcMain and lets the test fire events from any frame URL. */
function fakeIpcMain() {
  const listeners = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const ipcMain = {
    on: (channel: string, listener: (event: unknown, ...args: unknown[]) => unknown) => listeners.set(channel, listener),
    handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => handlers.set(channel, handler),
    removeAllListeners: (channel: string) => listeners.delete(channel),
    removeHandler: (channel: string) => handlers.delete(channel),
  } as unknown as IpcMainLike;
  const event = (url: string | null, id = 7) => ({ senderFrame: url === null ? null : { url }, sender: { id }, returnValue: undefined as unknown });
  return {
    ipcMain,
    listeners,
    handlers,
    sendSync(channel: string, url: string | null) {
      const e = event(url);
      listeners.get(channel)!(e);
      return e.returnValue;
    },
    send(channel: string, url: string | null, payload?: unknown) {
      listeners.get(channel)!(event(url), payload);
    },
    invoke(channel: string, url: string | null, ...args: unknown[]) {
      return Promise.resolve(handlers.get(channel)!(event(url), ...args));
    },
  };
}

function deps(overrides: Partial<IpcDependencies> = {}): IpcDependencies {
  return {
    appOrigin: APP,
    bootstrap: () => ({
      config: {} as never,
      platform: { os: 'linux', encryptionAvailable: true, keyringChanged: false },
    }),
    storage: { snapshot: vi.fn(() => ({ a: '1' })), set: vi.fn(() => true), remove: vi.fn(() => true), clear: vi.fn(() => true) },
    oauth: { start: vi.fn(async () => ({ code: 'c' })), cancel: vi.fn(() => 0) },
    openPaymentPage: vi.fn(async () => {}),
    subscribeDeepLinks: vi.fn(),
    log: recordingLogger(),
    ...overrides,
  };
}

describe('isTrustedSender', () => {
  it.each([
    ['app://figure-shop/', true],
    ['app://figure-shop/account/password-reset?x=1', true],
    ['app://figure-shop.evil/', false],
    ['app://evil@figure-shop/', false],
    ['app://FIGURE-SHOP/', false],
    ['app://figure-shop:8080/', false],
    ['http://127.0.0.1:8000/', false],
    ['https://figure-shop/', false],
    ['file:///app/index.html', false],
    ['about:blank', false],
    ['', false],
  ])('%s → %s', (url, trusted) => {
    expect(isTrustedSender({ senderFrame: { url } }, APP)).toBe(trusted);
  });

  it('does not trust a destroyed frame', () => {
    expect(isTrustedSender({ senderFrame: null }, APP)).toBe(false);
  });
});

describe('registerIpcHandlers', () => {
  it('serves the app origin', async () => {
    const ipc = fakeIpcMain();
    const d = deps();
    registerIpcHandlers(ipc.ipcMain, d);
    expect(ipc.sendSync(IpcChannel.storageSnapshot, 'app://figure-shop/')).toEqual({ ok: true, items: { a: '1' }, clientId: 7 });
    expect(ipc.sendSync(IpcChannel.bootstrap, 'app://figure-shop/')).toMatchObject({ ok: true, platform: { os: 'linux' } });
    ipc.send(IpcChannel.storageSet, 'app://figure-shop/', { key: 'k', value: 'v' });
    ipc.send(IpcChannel.storageRemove, 'app://figure-shop/', { key: 'k' });
    ipc.send(IpcChannel.storageClear, 'app://figure-shop/');
    ipc.send(IpcChannel.deepLinkSubscribe, 'app://figure-shop/');
    expect(d.storage.set).toHaveBeenCalledWith(7, 'k', 'v');
    expect(d.storage.remove).toHaveBeenCalledWith(7, 'k');
    expect(d.storage.clear).toHaveBeenCalledWith(7);
    expect(d.subscribeDeepLinks).toHaveBeenCalledTimes(1);
    await expect(ipc.invoke(IpcChannel.oauthStart, 'app://figure-shop/', 'discord')).resolves.toEqual({ ok: true, result: { code: 'c' } });
    await expect(ipc.invoke(IpcChannel.oauthCancel, 'app://figure-shop/', null)).resolves.toEqual({ ok: true });
    await expect(ipc.invoke(IpcChannel.paymentOpen, 'app://figure-shop/', 'https://api.test/pay/cs_1')).resolves.toEqual({ ok: true });
    expect(d.openPaymentPage).toHaveBeenCalledWith('https://api.test/pay/cs_1');
  });

  it('refuses every channel from any other origin, answering sync calls so the page cannot hang', async () => {
    const ipc = fakeIpcMain();
    const d = deps();
    registerIpcHandlers(ipc.ipcMain, d);
    for (const url of ['https://evil.example/', 'http://127.0.0.1:8000/', 'file:///etc/passwd', null]) {
      expect(ipc.sendSync(IpcChannel.storageSnapshot, url)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      expect(ipc.sendSync(IpcChannel.bootstrap, url)).toMatchObject({ ok: false });
      ipc.send(IpcChannel.storageSet, url, { key: 'k', value: 'v' });
      ipc.send(IpcChannel.storageRemove, url, { key: 'k' });
      ipc.send(IpcChannel.storageClear, url);
      ipc.send(IpcChannel.deepLinkSubscribe, url);
      await expect(ipc.invoke(IpcChannel.oauthStart, url, 'discord')).resolves.toMatchObject({ ok: false, error: { code: 'forbidden' } });
      await expect(ipc.invoke(IpcChannel.oauthCancel, url)).resolves.toMatchObject({ ok: false });
      await expect(ipc.invoke(IpcChannel.paymentOpen, url, 'https://api.test/pay/cs_1')).resolves.toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(d.storage.snapshot).not.toHaveBeenCalled();
    expect(d.storage.set).not.toHaveBeenCalled();
    expect(d.storage.remove).not.toHaveBeenCalled();
    expect(d.storage.clear).not.toHaveBeenCalled();
    expect(d.subscribeDeepLinks).not.toHaveBeenCalled();
    expect(d.oauth.start).not.toHaveBeenCalled();
    expect(d.oauth.cancel).not.toHaveBeenCalled();
    expect(d.openPaymentPage).not.toHaveBeenCalled();
    expect((d.log as ReturnType<typeof recordingLogger>).warnings[0]).toMatch(/refused storage:snapshot from https:\/\/evil.example/);
  });

  it('validates arguments and maps OAuth failures to plain errors', async () => {
    const ipc = fakeIpcMain();
    const d = deps({
      oauth: { start: vi.fn(() => Promise.reject(new OAuthSignInError('cancelled', 'Sign-in with Discord was cancelled.'))), cancel: vi.fn(() => 0) },
    });
    registerIpcHandlers(ipc.ipcMain, d);
    await expect(ipc.invoke(IpcChannel.oauthStart, APP + '/', 'github')).resolves.toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    await expect(ipc.invoke(IpcChannel.oauthStart, APP + '/', 'discord')).resolves.toEqual({
      ok: false,
      error: { code: 'cancelled', message: 'Sign-in with Discord was cancelled.' },
    });
    ipc.send(IpcChannel.storageSet, APP + '/', 'not an object');
    expect(d.storage.set).toHaveBeenCalledWith(7, undefined, undefined);
  });

  it('answers a refused or failed payment page with its code and message, never a throw', async () => {
    const ipc = fakeIpcMain();
    const open = vi
      .fn<(url: unknown) => Promise<void>>()
      .mockRejectedValueOnce(new PaymentPageError('invalid-request', 'This is not a payment page the app opens.'))
      .mockRejectedValueOnce(new Error('unexpected'));
    registerIpcHandlers(ipc.ipcMain, deps({ openPaymentPage: open }));
    await expect(ipc.invoke(IpcChannel.paymentOpen, APP + '/', 'file:///etc/passwd')).resolves.toEqual({
      ok: false,
      error: { code: 'invalid-request', message: 'This is not a payment page the app opens.' },
    });
    await expect(ipc.invoke(IpcChannel.paymentOpen, APP + '/', 'https://api.test/pay/cs_1')).resolves.toMatchObject({ ok: false, error: { code: 'browser-failed' } });
  });

  it('answers a sync call even when the handler throws', () => {
    const ipc = fakeIpcMain();
    registerIpcHandlers(ipc.ipcMain, deps({ bootstrap: () => { throw new Error('boom'); } }));
    expect(ipc.sendSync(IpcChannel.bootstrap, APP + '/')).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('logs, never throws, when a write handler fails', () => {
    const ipc = fakeIpcMain();
    const d = deps();
    (d.storage.set as unknown as { mockImplementation(f: () => never): void }).mockImplementation(() => {
      throw new Error('disk gone');
    });
    registerIpcHandlers(ipc.ipcMain, d);
    expect(() => ipc.send(IpcChannel.storageSet, APP + '/', { key: 'k', value: 'v' })).not.toThrow();
    expect((d.log as ReturnType<typeof recordingLogger>).errors[0]).toMatch(/storage:set failed/);
  });

  it('can be unregistered', () => {
    const ipc = fakeIpcMain();
    const off = registerIpcHandlers(ipc.ipcMain, deps());
    off();
    expect(ipc.listeners.size + ipc.handlers.size).toBe(0);
  });
});
