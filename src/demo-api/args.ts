/**
 * Command-line and environment settings of the demo API (docs/product-rules.md §Configuration 6). Precedence: flag, then
 * environment variable, then default.
 *
 *   --port <n>        DEMO_API_PORT        default 8000 (0 = any free port)
 *   --host <addr>     DEMO_API_HOST        default 127.0.0.1
 *   --data-dir <dir>  DEMO_DATA_DIR        default .data
 *   --reset                                delete demo.db, uploads and secret.key first (a new signing key)
 *   --enable-faults                        enable POST /__test__/faults (tests only)
 *                     ACCESS_TOKEN_TTL_S   default 300
 *                     REFRESH_REUSE_INTERVAL_S  grace for a just-rotated refresh token, default 30 (0 = strict)
 *                     DEMO_WEB_ORIGINS     comma list, default the Vite dev/preview origins
 *                     DEMO_DEFAULT_REGION  default JP
 *                     DEMO_PUBLIC_URL      absolute origin for links, default each request's Host
 *                     DEMO_ECB_RATES_URL   the ECB daily reference rates (XML) fetched once a day,
 *                                          default the ECB's eurofxref-daily.xml; "off" fetches nothing
 *                     NODE_ENV             "development" keeps GraphQL field suggestions
 *                     FIGURE_SHOP_URL_SCHEME  the desktop app's scheme (the variable the desktop
 *                                          app reads too), default com.figureshop.app
 */
import { parseArgs } from 'node:util';
import { CONFIG_VARIABLES } from '../shared/config';
import { isPrivateUseScheme } from '../shared/deep-link/scheme';
import { ECB_DAILY_URL } from './rates/reference-rates';
import type { DemoServerOptions } from './server';

export interface CliSettings {
  port: number;
  host: string;
  reset: boolean;
  server: DemoServerOptions;
}

export const USAGE = `Usage: tsx src/demo-api/cli.ts [--port 8000] [--host 127.0.0.1] [--data-dir .data] [--reset] [--enable-faults]`;

function integer(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  return n;
}

/** Parses `argv` (without node and script) and `env`; throws an Error with a readable message on bad input. */
export function parseCliSettings(argv: string[], env: NodeJS.ProcessEnv): CliSettings {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      'enable-faults': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = integer('--port / DEMO_API_PORT', values.port ?? env.DEMO_API_PORT ?? '8000', 0, 65535);
  const ttl = integer('ACCESS_TOKEN_TTL_S', env.ACCESS_TOKEN_TTL_S ?? '300', 1, 365 * 24 * 3600);
  const reuseInterval = env.REFRESH_REUSE_INTERVAL_S === undefined ? undefined : integer('REFRESH_REUSE_INTERVAL_S', env.REFRESH_REUSE_INTERVAL_S, 0, 3600);
  const webOrigins = env.DEMO_WEB_ORIGINS?.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  const region = env.DEMO_DEFAULT_REGION?.trim();
  if (region !== undefined && region !== '' && !/^[A-Za-z]{2}$/.test(region)) {
    throw new Error(`DEMO_DEFAULT_REGION must be a 2-letter region code, got "${region}"`);
  }
  const schemeVariable = CONFIG_VARIABLES.desktop.urlScheme;
  const desktopScheme = env[schemeVariable]?.trim();
  if (desktopScheme !== undefined && desktopScheme !== '' && !isPrivateUseScheme(desktopScheme)) {
    throw new Error(`${schemeVariable} must be a lower-case reverse-DNS scheme such as com.figureshop.app, got "${desktopScheme}"`);
  }
  const ratesUrl = env.DEMO_ECB_RATES_URL?.trim() || ECB_DAILY_URL;
  if (ratesUrl !== 'off' && !/^https?:\/\/[^/]/.test(ratesUrl)) throw new Error(`DEMO_ECB_RATES_URL must be an http(s) URL or "off", got "${ratesUrl}"`);
  return {
    port,
    host: values.host ?? env.DEMO_API_HOST ?? '127.0.0.1',
    reset: values.reset ?? false,
    server: {
      dataDir: values['data-dir'] ?? env.DEMO_DATA_DIR ?? '.data',
      accessTokenTtlSeconds: ttl,
      ...(reuseInterval !== undefined ? { refreshReuseIntervalSeconds: reuseInterval } : {}),
      ...(webOrigins && webOrigins.length > 0 ? { webOrigins } : {}),
      ...(region ? { defaultRegion: region.toUpperCase() } : {}),
      ...(env.DEMO_PUBLIC_URL ? { publicOrigin: env.DEMO_PUBLIC_URL } : {}),
      ...(desktopScheme ? { desktopScheme } : {}),
      enableFaults: values['enable-faults'] ?? false,
      ...(ratesUrl === 'off' ? {} : { ratesSourceUrl: ratesUrl }),
      ...(env.NODE_ENV === 'development' ? { development: true } : {}),
    },
  };
}
