/**
 * The desktop platform over a fake `window.desktop` (docs/product-rules.md §Desktop 9–10, §Configuration 4): config mapped one to
 * one, `appUrl` in the single-slash private-use form of RFC 8252 §7.1, storage that is the
 * bridge's (live `length`, usable by the zustand stores as is), cookies kept off document.cookie,
 * and the desktop capabilities delegated to the bridge.
 */
import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@shared/config';
import { createDesktopPlatform, desktopAppUrl } from '@renderer/platform/desktop';
import { choosePlatform } from '@renderer/platform';
import { createAuthStore } from '@renderer/features/auth/auth-store';
import { fakeDesktopBridge } from '../../../support/fake-desktop-bridge';

describe('createDesktopPlatform: config', () => {
  it('is the bridge config, checked and normalised', () => {
    const platform = createDesktopPlatform(
      fakeDesktopBridge({ config: { apiUrl: 'https://api.figureshop.test/', productName: 'Figure Shop Beta', demoMode: true } }),
    );
    expect(platform.kind).toBe('desktop');
    expect(platform.config).toEqual({
      apiUrl: 'https://api.figureshop.test',
      productName: 'Figure Shop Beta',
      demoMode: true,
      demoLinks: { playground: 'https://api.test/graphql', dashboard: 'https://api.test/dashboard' },
      oauth: {
        discord: { clientId: 'discord-client', authorizeUrl: 'https://discord.test/oauth2/authorize' },
        google: { clientId: 'google-client', authorizeUrl: 'https://accounts.google.test/o/oauth2/v2/auth' },
      },
      urlScheme: 'com.figureshop.app',
    });
  });

  it('refuses a malformed API URL or URL scheme with a ConfigError naming the variable', () => {
    expect(() => createDesktopPlatform(fakeDesktopBridge({ config: { apiUrl: 'ftp://api.test' } }))).toThrow(ConfigError);
    expect(() => createDesktopPlatform(fakeDesktopBridge({ config: { apiUrl: 'http://api.test' } }))).toThrow(/FIGURE_SHOP_API_URL="http:\/\/api.test": must use https/);
    expect(() => createDesktopPlatform(fakeDesktopBridge({ config: { urlScheme: 'http' } }))).toThrow(/FIGURE_SHOP_URL_SCHEME="http"/);
    expect(() => createDesktopPlatform(fakeDesktopBridge({ config: { urlScheme: 'Com.Figureshop.App' } }))).toThrow(ConfigError);
  });
});

describe('createDesktopPlatform: appUrl (RFC 8252 §7.1)', () => {
  const platform = createDesktopPlatform(fakeDesktopBridge());

  it('is <scheme>:<path> with a single slash, query kept', () => {
    expect(platform.appUrl('/account/password-reset')).toBe('com.figureshop.app:/account/password-reset');
    expect(platform.appUrl('/account/password-reset?x=1')).toBe('com.figureshop.app:/account/password-reset?x=1');
  });

  it('uses the configured scheme', () => {
    const custom = createDesktopPlatform(fakeDesktopBridge({ config: { urlScheme: 'com.example.shop' } }));
    expect(custom.appUrl('/account/password-reset')).toBe('com.example.shop:/account/password-reset');
  });

  it('refuses relative paths and the authority form', () => {
    expect(() => desktopAppUrl('com.figureshop.app', 'account/password-reset')).toThrow(TypeError);
    expect(() => desktopAppUrl('com.figureshop.app', '//evil.test/x')).toThrow(TypeError);
    expect(() => desktopAppUrl('com.figureshop.app', '')).toThrow(TypeError);
  });
});

describe('createDesktopPlatform: storage and cookies', () => {
  it('is the bridge storage, with a live length', () => {
    const bridge = fakeDesktopBridge();
    const { storage } = createDesktopPlatform(bridge);
    expect(storage.length).toBe(0);
    bridge.storage.setItem('written-elsewhere', '1');
    expect(storage.length).toBe(1);
    storage.setItem('user_preferences', '{}');
    expect(bridge.storage.items.get('user_preferences')).toBe('{}');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('user_preferences');
    storage.removeItem('written-elsewhere');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('serves the auth store unchanged: tokens land in the bridge under the spec keys', () => {
    const bridge = fakeDesktopBridge();
    const store = createAuthStore(createDesktopPlatform(bridge).storage);
    store.getState().setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(bridge.storage.items.get('access_token')).toBe('access-1');
    expect(bridge.storage.items.get('refresh_token')).toBe('refresh-1');
    expect(bridge.storage.items.get('auth_state')).toBe('signedIn');
    // A second store on the same bridge (a reload) reads the state back.
    expect(createAuthStore(createDesktopPlatform(bridge).storage).getState()).toMatchObject({ status: 'signedIn', accessToken: 'access-1' });
  });

  it('keeps cookies in memory, never touching document.cookie (this test runs without a document)', () => {
    const { cookies } = createDesktopPlatform(fakeDesktopBridge());
    cookies.set('auth_token', 'a', { expiresDays: 30 });
    expect(cookies.get('auth_token')).toBe('a');
    cookies.remove('auth_token');
    expect(cookies.get('auth_token')).toBeUndefined();
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });
});

describe('createDesktopPlatform: desktop capabilities', () => {
  it('reports the platform facts', () => {
    const platform = createDesktopPlatform(fakeDesktopBridge({ encryptionAvailable: false }));
    expect(platform.desktop).toMatchObject({ os: 'linux', encryptionAvailable: false });
  });

  it('delegates OAuth to the bridge', async () => {
    const bridge = fakeDesktopBridge();
    const result = { provider: 'discord' as const, code: 'c', state: 's', redirectUrl: 'com.figureshop.app:/oauth/discord', codeVerifier: 'v' };
    bridge.oauth.start.mockResolvedValue(result);
    const { desktop } = createDesktopPlatform(bridge);
    await expect(desktop?.oauth.start('discord')).resolves.toEqual(result);
    expect(bridge.oauth.start).toHaveBeenCalledWith('discord');
    await desktop?.oauth.cancel('google');
    expect(bridge.oauth.cancel).toHaveBeenCalledWith('google');
  });

  it('passes subscriptions through and returns working unsubscribes', () => {
    const bridge = fakeDesktopBridge();
    const { desktop } = createDesktopPlatform(bridge);
    const onLink = vi.fn();
    const onRefused = vi.fn();
    const onToggle = vi.fn();
    const offs = [desktop!.onDeepLink(onLink), desktop!.onDeepLinkRefused(onRefused), desktop!.onColourModeToggle(onToggle)];
    const link = { kind: 'verify-email' as const, uid: 'MQ', token: 't', path: '/account/verify-email/MQ/t' };
    bridge.emitDeepLink(link);
    bridge.emitDeepLinkRefused({ message: 'refused' });
    bridge.emitColourModeToggle();
    expect(onLink).toHaveBeenCalledWith(link);
    expect(onRefused).toHaveBeenCalledWith({ message: 'refused' });
    expect(onToggle).toHaveBeenCalledTimes(1);
    offs.forEach((off) => off());
    expect(bridge.subscribers()).toEqual({ deepLink: 0, refused: 0, colourMode: 0 });
  });
});

describe('choosePlatform', () => {
  it('chooses the desktop platform when the preload exposed window.desktop', () => {
    expect(choosePlatform({ desktop: fakeDesktopBridge() }).kind).toBe('desktop');
  });
});
