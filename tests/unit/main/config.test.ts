import { describe, expect, it } from 'vitest';
import { DesktopConfigError, loadDesktopConfig } from '../../../src/main/config';

describe('loadDesktopConfig', () => {
  it('fills the defaults (the demo API on 127.0.0.1:8000)', () => {
    expect(loadDesktopConfig({})).toEqual({
      desktop: {
        apiUrl: 'http://127.0.0.1:8000',
        productName: 'Figure Shop',
        demoMode: false,
        demoLinks: { playground: 'http://127.0.0.1:8000/graphql', dashboard: 'http://127.0.0.1:8000/dashboard' },
        oauth: {
          discord: { clientId: 'figure-shop-demo', authorizeUrl: 'http://127.0.0.1:8000/oauth/discord/authorize' },
          google: { clientId: 'figure-shop-demo', authorizeUrl: 'http://127.0.0.1:8000/oauth/google/authorize' },
        },
        urlScheme: 'com.figureshop.app',
      },
      main: { userDataDir: null, registerScheme: null },
    });
  });

  it('reads every variable, trims, and derives defaults from the API URL', () => {
    const { desktop, main } = loadDesktopConfig({
      FIGURE_SHOP_API_URL: ' https://api.figureshop.example/ ',
      FIGURE_SHOP_PRODUCT_NAME: 'Figure Shop QA',
      FIGURE_SHOP_DEMO_MODE: 'Yes',
      FIGURE_SHOP_DEMO_DASHBOARD_URL: 'https://dash.example/store',
      FIGURE_SHOP_DISCORD_CLIENT_ID: '123456',
      FIGURE_SHOP_GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      FIGURE_SHOP_OAUTH_AUTHORIZE_URL_DISCORD: 'https://discord.com/oauth2/authorize',
      FIGURE_SHOP_URL_SCHEME: 'com.example.qa',
      FIGURE_SHOP_USER_DATA_DIR: '/tmp/fs-profile',
      FIGURE_SHOP_REGISTER_SCHEME: '0',
      FIGURE_SHOP_DEMO_PLAYGROUND_URL: '',
    });
    expect(desktop.apiUrl).toBe('https://api.figureshop.example');
    expect(desktop.productName).toBe('Figure Shop QA');
    expect(desktop.demoMode).toBe(true);
    expect(desktop.demoLinks).toEqual({ playground: 'https://api.figureshop.example/graphql', dashboard: 'https://dash.example/store' });
    expect(desktop.oauth.discord).toEqual({ clientId: '123456', authorizeUrl: 'https://discord.com/oauth2/authorize' });
    expect(desktop.oauth.google.authorizeUrl).toBe('https://api.figureshop.example/oauth/google/authorize');
    expect(desktop.urlScheme).toBe('com.example.qa');
    expect(main).toEqual({ userDataDir: '/tmp/fs-profile', registerScheme: false });
  });

  it.each([
    ['FIGURE_SHOP_API_URL', 'not a url', /FIGURE_SHOP_API_URL="not a url": is not an absolute URL/],
    ['FIGURE_SHOP_API_URL', 'ftp://127.0.0.1', /must use http or https/],
    ['FIGURE_SHOP_API_URL', 'http://api.figureshop.example', /must use https unless it points at this machine/],
    ['FIGURE_SHOP_API_URL', 'https://u:p@api.example', /must not contain credentials/],
    ['FIGURE_SHOP_API_URL', 'https://api.example/?x=1', /must not contain a query or fragment/],
    ['FIGURE_SHOP_DEMO_MODE', 'maybe', /FIGURE_SHOP_DEMO_MODE="maybe": must be one of true\/false/],
    ['FIGURE_SHOP_PRODUCT_NAME', 'x'.repeat(65), /at most 64 characters/],
    ['FIGURE_SHOP_PRODUCT_NAME', 'Shop\u0007', /control characters/],
    ['FIGURE_SHOP_DISCORD_CLIENT_ID', 'has space', /printable ASCII without spaces/],
    ['FIGURE_SHOP_OAUTH_AUTHORIZE_URL_GOOGLE', 'http://accounts.google.com/auth', /must use https/],
    ['FIGURE_SHOP_OAUTH_AUTHORIZE_URL_GOOGLE', 'javascript:alert(1)', /must use https/],
    ['FIGURE_SHOP_URL_SCHEME', 'figureshop', /reverse-DNS scheme/],
    ['FIGURE_SHOP_URL_SCHEME', 'Com.FigureShop.App', /reverse-DNS scheme/],
    ['FIGURE_SHOP_USER_DATA_DIR', 'relative/dir', /must be an absolute path/],
  ])('%s=%j is a clear error', (name, value, message) => {
    expect(() => loadDesktopConfig({ [name]: value })).toThrow(message);
  });

  it('lists every bad variable at once', () => {
    try {
      loadDesktopConfig({ FIGURE_SHOP_API_URL: 'nope', FIGURE_SHOP_DEMO_MODE: '2' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DesktopConfigError);
      expect((error as DesktopConfigError).problems).toHaveLength(2);
      expect((error as Error).message).toMatch(/^Invalid desktop configuration:\n {2}- FIGURE_SHOP_API_URL/);
    }
  });
});
