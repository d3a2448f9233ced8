/**
 * The web server's settings, read once at start from environment variables and checked with the
 * shared config reader (src/shared/config: zod, blank counts as unset, every bad variable named in
 * one error):
 *
 * | Variable    | Default             | What                                                        |
 * |-------------|---------------------|-------------------------------------------------------------|
 * | `HOST`      | `127.0.0.1`         | address to listen on (`0.0.0.0` for every interface)        |
 * | `PORT`      | `4173`              | port to listen on (0: any free port)                        |
 * | `DIST_DIR`  | `<project>/dist-web`| the build folder `npm run build:web` wrote                  |
 * | `HSTS`      | `false`             | send Strict-Transport-Security: set only when every visitor reaches the site over https (a TLS proxy or CDN in front) |
 * | `LOG_LEVEL` | `info`              | request log level (pino): fatal, error, warn, info, debug, trace, silent |
 *
 * There is no API address here: the build bakes VITE_API_URL into both the pages (their CSP) and the
 * server entry that renders pages at request time, so the build is its one source of truth.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod/mini';
import { ConfigReader, flag, type ConfigEnv } from '../shared/config';

/** The variable behind each setting. */
export const WEB_SERVER_VARIABLES = { host: 'HOST', port: 'PORT', distDir: 'DIST_DIR', hsts: 'HSTS', logLevel: 'LOG_LEVEL' } as const;

/** pino's levels, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The settings, defaults filled in. */
export interface WebServerConfig {
  host: string;
  port: number;
  /** Absolute path of the build folder (it holds index.html). */
  distDir: string;
  hsts: boolean;
  logLevel: LogLevel;
}

/** `npm run build:web`'s default output folder. */
export const DEFAULT_DIST_DIR = resolve(import.meta.dirname, '../../dist-web');
export const DEFAULT_HOST = '127.0.0.1';
/** The port `vite preview` served on before, so links and the demo API's allowed origins stay the same. */
export const DEFAULT_PORT = 4173;

const host = z.string().check(
  z.trim(),
  z.refine((value) => isIP(value) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value), 'must be an IP address or a host name, without scheme, port or path (e.g. 0.0.0.0)'),
);

const port = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => /^\d{1,5}$/.test(value) && Number(value) <= 65_535, 'must be a whole number from 0 to 65535'),
  ),
  z.transform(Number),
);

const folder = z.string().check(z.trim(), z.minLength(1));

const logLevel = z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` });

/**
 * The settings from `env` (usually `process.env`); a relative DIST_DIR is taken from `cwd`.
 * @throws ConfigError ("Invalid web configuration: …") with one `NAME="value": problem` line per bad
 *   variable, including a DIST_DIR (or the default) that holds no index.html (nothing built there).
 */
export function loadWebServerConfig(env: ConfigEnv, cwd = process.cwd()): WebServerConfig {
  const reader = new ConfigReader(env, 'web');
  const names = WEB_SERVER_VARIABLES;
  const distDir = resolve(cwd, reader.read(names.distDir, folder, DEFAULT_DIST_DIR));
  const config: WebServerConfig = {
    host: reader.read(names.host, host, DEFAULT_HOST),
    port: reader.read(names.port, port, DEFAULT_PORT),
    distDir,
    hsts: reader.read(names.hsts, flag, false),
    logLevel: reader.read(names.logLevel, logLevel, 'info'),
  };
  if (!reader.problems.some((problem) => problem.startsWith(`${names.distDir}=`)) && !existsSync(join(distDir, 'index.html'))) {
    reader.problems.push(`${names.distDir}=${JSON.stringify(distDir)}: holds no index.html; run npm run build:web first (or point ${names.distDir} at its output)`);
  }
  reader.finish();
  return config;
}
