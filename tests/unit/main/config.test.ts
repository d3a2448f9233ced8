/**
 * The main process's config (src/main/config.ts): the shared settings read with the FIGURE_SHOP_*
 * names (their rules are tested in tests/unit/shared/config) plus the two main-only settings, all
 * reported together.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadDesktopConfig } from '../../../src/main/config';
import { loadConfig } from '../../../src/shared/config';
import { defaultAppConfig } from '../../support/config-samples';

describe('loadDesktopConfig', () => {
  it('fills the defaults (the demo API on 127.0.0.1:8000)', () => {
    expect(loadDesktopConfig({})).toEqual({
      desktop: defaultAppConfig,
      main: { userDataDir: null, registerScheme: null },
    });
  });

  it('reads the shared settings as the shared loader does, and the main-only ones', () => {
    const env = {
      FIGURE_SHOP_API_URL: ' https://api.figureshop.example/ ',
      FIGURE_SHOP_DEMO_MODE: 'Yes',
      FIGURE_SHOP_URL_SCHEME: 'com.example.qa',
      FIGURE_SHOP_USER_DATA_DIR: ' /tmp/fs-profile ',
      FIGURE_SHOP_REGISTER_SCHEME: '0',
    };
    const { desktop, main } = loadDesktopConfig(env);
    expect(desktop).toEqual(loadConfig(env, 'desktop'));
    expect(desktop.urlScheme).toBe('com.example.qa');
    expect(main).toEqual({ userDataDir: '/tmp/fs-profile', registerScheme: false });
    expect(loadDesktopConfig({ FIGURE_SHOP_REGISTER_SCHEME: 'on', FIGURE_SHOP_USER_DATA_DIR: '' }).main).toEqual({ userDataDir: null, registerScheme: true });
  });

  it.each([
    ['FIGURE_SHOP_USER_DATA_DIR', 'relative/dir', /FIGURE_SHOP_USER_DATA_DIR="relative\/dir": must be an absolute path/],
    ['FIGURE_SHOP_REGISTER_SCHEME', 'sometimes', /FIGURE_SHOP_REGISTER_SCHEME="sometimes": must be one of true\/false/],
    ['FIGURE_SHOP_API_URL', 'not a url', /FIGURE_SHOP_API_URL="not a url": is not an absolute URL/],
  ])('%s=%j is a clear error', (name, value, message) => {
    expect(() => loadDesktopConfig({ [name]: value })).toThrow(message);
  });

  it('lists every bad variable at once, shared and main-only', () => {
    try {
      loadDesktopConfig({ FIGURE_SHOP_API_URL: 'nope', FIGURE_SHOP_DEMO_MODE: '2', FIGURE_SHOP_USER_DATA_DIR: 'here' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(3);
      expect((error as Error).message).toMatch(/^Invalid desktop configuration:\n {2}- FIGURE_SHOP_API_URL/);
      expect((error as Error).message).toContain('\n  - FIGURE_SHOP_USER_DATA_DIR="here": must be an absolute path');
    }
  });
});
