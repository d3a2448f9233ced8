/**
 * The shared config loader (docs/product-rules.md §Configuration 1–4): one schema, one set of defaults and one table of
 * names for the web build (VITE_*) and the desktop app (FIGURE_SHOP_*). Every rule is checked
 * against both tables; a bad value is an error that names the variable.
 */
import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  configVariableNames,
  loadConfig,
  parseAppConfig,
  type AppConfig,
  type ConfigTarget,
} from '../../../../src/shared/config';
import { defaultAppConfig } from '../../../support/config-samples';

const defaults: AppConfig = defaultAppConfig;

const targets: ConfigTarget[] = ['web', 'desktop'];

describe.each(targets)('loadConfig (%s)', (target) => {
  const names = CONFIG_VARIABLES[target];

  it('fills the defaults (the demo API on 127.0.0.1:8000)', () => {
    expect(loadConfig({}, target)).toEqual(defaults);
  });

  it('treats blank values as unset', () => {
    const blank = Object.fromEntries(configVariableNames(target).map((name) => [name, ' ']));
    expect(loadConfig(blank, target)).toEqual(defaults);
  });

  it('reads every variable, trims, and derives defaults from the API URL', () => {
    const config = loadConfig(
      {
        [names.apiUrl]: ' https://api.figureshop.example/ ',
        [names.productName]: 'Figure Shop QA',
        [names.demoMode]: 'Yes',
        [names.demoDashboardUrl]: 'https://dash.example/store',
        [names.clientId.discord]: '123456',
        [names.clientId.google]: 'abc.apps.googleusercontent.com',
        [names.authorizeUrl.discord]: 'https://discord.com/oauth2/authorize',
        [names.demoPlaygroundUrl]: '',
      },
      target,
    );
    expect(config.apiUrl).toBe('https://api.figureshop.example');
    expect(config.productName).toBe('Figure Shop QA');
    expect(config.demoMode).toBe(true);
    expect(config.demoLinks).toEqual({ playground: 'https://api.figureshop.example/graphql', dashboard: 'https://dash.example/store' });
    expect(config.oauth.discord).toEqual({ clientId: '123456', authorizeUrl: 'https://discord.com/oauth2/authorize' });
    expect(config.oauth.google).toEqual({ clientId: 'abc.apps.googleusercontent.com', authorizeUrl: 'https://api.figureshop.example/oauth/google/authorize' });
  });

  it.each([
    ['apiUrl', 'http://localhost:8000/', 'http://localhost:8000'],
    ['apiUrl', 'http://[::1]:8000', 'http://[::1]:8000'],
    ['apiUrl', 'http://127.1.2.3:8000', 'http://127.1.2.3:8000'],
    ['demoMode', 'OFF', false],
    ['demoMode', '1', true],
  ] as const)('%s accepts %j', (setting, value, expected) => {
    expect(loadConfig({ [names[setting]]: value }, target)[setting]).toBe(expected);
  });

  it.each([
    ['apiUrl', 'not a url', /is not an absolute URL/],
    ['apiUrl', 'ftp://127.0.0.1', /must use http or https/],
    ['apiUrl', 'http://api.figureshop.example', /must use https unless it points at this machine/],
    ['apiUrl', 'https://u:p@api.example', /must not contain credentials/],
    ['apiUrl', 'https://api.example/?x=1', /must not contain a query or fragment/],
    ['demoMode', 'maybe', /must be one of true\/false\/1\/0\/yes\/no\/on\/off/],
    ['productName', 'x'.repeat(65), /at most 64 characters/],
    ['productName', 'Shop\u0007', /control characters/],
    ['demoPlaygroundUrl', 'http://playground.example/graphql', /must use https/],
    ['demoDashboardUrl', 'https://u:p@dash.example', /must not contain credentials or a fragment/],
  ] as const)('%s=%j is an error naming the variable', (setting, value, problem) => {
    const name = names[setting];
    expect(() => loadConfig({ [name]: value }, target)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, target)).toThrow(`${name}=${JSON.stringify(value)}: `);
    expect(() => loadConfig({ [name]: value }, target)).toThrow(problem);
  });

  it.each([
    ['clientId', 'has space', /printable ASCII without spaces/],
    ['clientId', 'x'.repeat(257), /at most 256 characters/],
    ['authorizeUrl', 'http://accounts.google.com/auth', /must use https/],
    ['authorizeUrl', 'javascript:alert(1)', /must use https/],
    ['authorizeUrl', 'https://accounts.example/auth#frag', /must not contain credentials or a fragment/],
  ] as const)('per-provider %s=%j is an error naming the variable', (setting, value, problem) => {
    for (const name of Object.values(names[setting])) {
      expect(() => loadConfig({ [name]: value }, target)).toThrow(`${name}=${JSON.stringify(value)}: `);
      expect(() => loadConfig({ [name]: value }, target)).toThrow(problem);
    }
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ [names.apiUrl]: 'nope', [names.demoMode]: '2' }, target);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
      expect((error as Error).message).toMatch(new RegExp(`^Invalid ${target} configuration:\\n {2}- ${names.apiUrl}="nope"`));
      expect((error as Error).message).toContain(`\n  - ${names.demoMode}="2": `);
    }
  });
});

describe('the URL scheme (desktop only: deep links)', () => {
  it.each([
    ['figureshop', /reverse-DNS scheme/],
    ['Com.FigureShop.App', /reverse-DNS scheme/],
    [`com.${'x'.repeat(100)}`, /at most 100 characters/],
  ])('FIGURE_SHOP_URL_SCHEME=%j is a clear error', (value, problem) => {
    expect(() => loadConfig({ FIGURE_SHOP_URL_SCHEME: value }, 'desktop')).toThrow(`FIGURE_SHOP_URL_SCHEME=${JSON.stringify(value)}: `);
    expect(() => loadConfig({ FIGURE_SHOP_URL_SCHEME: value }, 'desktop')).toThrow(problem);
  });

  it('is read on the desktop and always the default on the web', () => {
    expect(loadConfig({ FIGURE_SHOP_URL_SCHEME: 'com.example.qa' }, 'desktop').urlScheme).toBe('com.example.qa');
    expect(CONFIG_VARIABLES.web.urlScheme).toBeNull();
    expect(loadConfig({ VITE_URL_SCHEME: 'com.example.qa' }, 'web').urlScheme).toBe('com.figureshop.app');
  });
});

describe('the two tables', () => {
  it('are the same settings: VITE_<X> on the web is FIGURE_SHOP_<X> on the desktop', () => {
    const web = configVariableNames('web');
    const desktop = configVariableNames('desktop').filter((name) => name !== CONFIG_VARIABLES.desktop.urlScheme);
    expect(desktop).toEqual(web.map((name) => name.replace(/^VITE_/, 'FIGURE_SHOP_')));
  });

  it('give the web build and the desktop the same config from equivalent env', () => {
    const values = [
      'https://api.figureshop.example/',
      'Figure Shop Beta',
      'on',
      'https://play.example/graphql',
      'https://dash.example/',
      'discord-123',
      'google-456',
      'https://discord.com/oauth2/authorize?prompt=none',
      'https://accounts.google.com/o/oauth2/v2/auth',
    ];
    const envOf = (target: ConfigTarget) => Object.fromEntries(configVariableNames(target).map((name, index) => [name, values[index]]));
    const web = loadConfig(envOf('web'), 'web');
    expect(loadConfig(envOf('desktop'), 'desktop')).toEqual(web);
    expect(web).toEqual({
      apiUrl: 'https://api.figureshop.example',
      productName: 'Figure Shop Beta',
      demoMode: true,
      demoLinks: { playground: 'https://play.example/graphql', dashboard: 'https://dash.example/' },
      oauth: {
        discord: { clientId: 'discord-123', authorizeUrl: 'https://discord.com/oauth2/authorize?prompt=none' },
        google: { clientId: 'google-456', authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth' },
      },
      urlScheme: 'com.figureshop.app',
    });
  });
});

describe('parseAppConfig (a config object, e.g. the desktop bridge)', () => {
  it('accepts a loaded config as is', () => {
    const loaded = loadConfig({ FIGURE_SHOP_API_URL: 'https://api.example/', FIGURE_SHOP_URL_SCHEME: 'com.example.qa' }, 'desktop');
    expect(parseAppConfig(loaded, 'desktop')).toEqual(loaded);
  });

  it('normalises as the loader does', () => {
    expect(parseAppConfig({ ...defaults, apiUrl: ' https://api.example/ ', productName: ' Shop ' }, 'desktop')).toMatchObject({
      apiUrl: 'https://api.example',
      productName: 'Shop',
    });
  });

  it('names the variable of the target table behind each bad field, every one at once', () => {
    const bad = {
      ...defaults,
      apiUrl: 'ftp://api.test',
      urlScheme: 'http',
      oauth: { ...defaults.oauth, google: { clientId: 'a b', authorizeUrl: defaults.oauth.google.authorizeUrl } },
    };
    try {
      parseAppConfig(bad, 'desktop');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'FIGURE_SHOP_API_URL="ftp://api.test": must use http or https',
        'FIGURE_SHOP_GOOGLE_CLIENT_ID="a b": must be printable ASCII without spaces',
        expect.stringMatching(/^FIGURE_SHOP_URL_SCHEME="http": must be a lower-case reverse-DNS scheme/),
      ]);
    }
    expect(() => parseAppConfig({ ...defaults, demoLinks: { ...defaults.demoLinks, dashboard: 'nope' } }, 'web')).toThrow(
      'VITE_DEMO_DASHBOARD_URL="nope": is not an absolute URL',
    );
  });

  it('refuses what is not a config at all', () => {
    expect(() => parseAppConfig(undefined, 'desktop')).toThrow(/^Invalid desktop configuration:\n {2}- config=undefined: /);
    expect(() => parseAppConfig({ ...defaults, demoMode: 'yes' }, 'desktop')).toThrow(/FIGURE_SHOP_DEMO_MODE="yes": /);
  });
});
