import { describe, expect, it } from 'vitest';
import { parseCliSettings } from '../../../src/demo-api/args';

describe('parseCliSettings', () => {
  it('defaults', () => {
    expect(parseCliSettings([], {})).toEqual({
      port: 8000,
      host: '127.0.0.1',
      reset: false,
      server: { dataDir: '.data', accessTokenTtlSeconds: 300, enableFaults: false, ratesSourceUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml' },
    });
  });
  it('DEMO_ECB_RATES_URL: another source, "off", or a clear error', () => {
    expect(parseCliSettings([], { DEMO_ECB_RATES_URL: 'http://127.0.0.1:9/ecb.xml' }).server.ratesSourceUrl).toBe('http://127.0.0.1:9/ecb.xml');
    expect(parseCliSettings([], { DEMO_ECB_RATES_URL: 'off' }).server.ratesSourceUrl).toBeUndefined();
    expect(() => parseCliSettings([], { DEMO_ECB_RATES_URL: 'ftp://ecb.example/x.xml' })).toThrow(/DEMO_ECB_RATES_URL must be an http\(s\) URL or "off"/);
  });
  it('environment, then flags override it', () => {
    const env = {
      DEMO_API_PORT: '9000',
      DEMO_DATA_DIR: '/tmp/env-data',
      ACCESS_TOKEN_TTL_S: '5',
      DEMO_WEB_ORIGINS: 'http://a.test:1, http://b.test/ ,',
      DEMO_DEFAULT_REGION: 'us',
    };
    expect(parseCliSettings([], env)).toMatchObject({
      port: 9000,
      server: { dataDir: '/tmp/env-data', accessTokenTtlSeconds: 5, webOrigins: ['http://a.test:1', 'http://b.test'], defaultRegion: 'US' },
    });
    expect(parseCliSettings(['--port', '8011', '--data-dir', '/tmp/x', '--reset', '--enable-faults', '--host', '0.0.0.0'], env)).toMatchObject({
      port: 8011,
      host: '0.0.0.0',
      reset: true,
      server: { dataDir: '/tmp/x', enableFaults: true },
    });
  });
  it('NODE_ENV=development makes a development server (GraphQL field suggestions kept)', () => {
    expect(parseCliSettings([], { NODE_ENV: 'development' }).server.development).toBe(true);
    expect(parseCliSettings([], { NODE_ENV: 'production' }).server.development).toBeUndefined();
  });
  it('FIGURE_SHOP_URL_SCHEME (the desktop app’s variable) sets the desktop scheme whose redirect URIs are registered', () => {
    expect(parseCliSettings([], { FIGURE_SHOP_URL_SCHEME: 'com.example.shop' }).server.desktopScheme).toBe('com.example.shop');
    expect(parseCliSettings([], {}).server.desktopScheme).toBeUndefined();
    expect(() => parseCliSettings([], { FIGURE_SHOP_URL_SCHEME: 'http' })).toThrow(/FIGURE_SHOP_URL_SCHEME/);
  });
  it('rejects bad values with readable messages', () => {
    expect(() => parseCliSettings(['--port', 'eighty'], {})).toThrow(/--port/);
    expect(() => parseCliSettings(['--port', '70000'], {})).toThrow(/0 to 65535/);
    expect(() => parseCliSettings([], { ACCESS_TOKEN_TTL_S: '0' })).toThrow(/ACCESS_TOKEN_TTL_S/);
    expect(() => parseCliSettings([], { DEMO_DEFAULT_REGION: 'JPN' })).toThrow(/DEMO_DEFAULT_REGION/);
    expect(() => parseCliSettings([], { REFRESH_REUSE_INTERVAL_S: '-1' })).toThrow(/REFRESH_REUSE_INTERVAL_S/);
    expect(() => parseCliSettings(['--unknown'], {})).toThrow();
  });
  it('REFRESH_REUSE_INTERVAL_S sets the refresh-token grace; unset leaves the server default', () => {
    expect(parseCliSettings([], { REFRESH_REUSE_INTERVAL_S: '0' }).server.refreshReuseIntervalSeconds).toBe(0);
    expect(parseCliSettings([], {}).server).not.toHaveProperty('refreshReuseIntervalSeconds');
  });
});
