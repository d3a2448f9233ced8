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
 * | `TLS_CERT_FILE` | (none)          | PEM certificate (chain): serve https with HTTP/2, HTTP/1.1 for clients without it; with `TLS_KEY_FILE` |
 * | `TLS_KEY_FILE`  | (none)          | PEM private key of that certificate; set both or neither |
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
export const WEB_SERVER_VARIABLES = {
  host: 'HOST',
  port: 'PORT',
  distDir: 'DIST_DIR',
  hsts: 'HSTS',
  logLevel: 'LOG_LEVEL',
  tlsCertFile: 'TLS_CERT_FILE',
  tlsKeyFile: 'TLS_KEY_FILE',
} as const;

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
  /** Absolute paths of the PEM certificate and key when the server speaks https (HTTP/2), else null. */
  tls: { certFile: string; keyFile: string } | null;
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

/** A file or folder path (trimmed, not blank). */
const localPath = z.string().check(z.trim(), z.minLength(1));

const logLevel = z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` });

/**
 * TLS_CERT_FILE and TLS_KEY_FILE (relative to `cwd`): both, naming readable files, or neither
 * (plain http). Half a pair, or a file that is not there, is a problem naming the variable.
 */
function readTls(reader: ConfigReader, cwd: string): WebServerConfig['tls'] {
  const names = WEB_SERVER_VARIABLES;
  const certFile = reader.read(names.tlsCertFile, localPath, null);
  const keyFile = reader.read(names.tlsKeyFile, localPath, null);
  if (certFile === null && keyFile === null) return null;
  if (certFile === null || keyFile === null) {
    const missing = certFile === null ? names.tlsCertFile : names.tlsKeyFile;
    const set = certFile === null ? names.tlsKeyFile : names.tlsCertFile;
    reader.problems.push(`${missing} is not set: ${set} is, and https needs both the certificate and its key`);
    return null;
  }
  const files = { certFile: resolve(cwd, certFile), keyFile: resolve(cwd, keyFile) };
  for (const [name, path] of [[names.tlsCertFile, files.certFile], [names.tlsKeyFile, files.keyFile]] as const) {
    if (!existsSync(path)) reader.problems.push(`${name}=${JSON.stringify(path)}: no such file`);
  }
  return files;
}

/**
 * The settings from `env` (usually `process.env`); a relative DIST_DIR is taken from `cwd`.
 * @throws ConfigError ("Invalid web configuration: …") with one `NAME="value": problem` line per bad
 *   variable, including a DIST_DIR (or the default) that holds no index.html (nothing built there).
 */
export function loadWebServerConfig(env: ConfigEnv, cwd = process.cwd()): WebServerConfig {
  const reader = new ConfigReader(env, 'web');
  const names = WEB_SERVER_VARIABLES;
  const distDir = resolve(cwd, reader.read(names.distDir, localPath, DEFAULT_DIST_DIR));
  const config: WebServerConfig = {
    host: reader.read(names.host, host, DEFAULT_HOST),
    port: reader.read(names.port, port, DEFAULT_PORT),
    distDir,
    hsts: reader.read(names.hsts, flag, false),
    logLevel: reader.read(names.logLevel, logLevel, 'info'),
    tls: readTls(reader, cwd),
  };
  if (!reader.problems.some((problem) => problem.startsWith(`${names.distDir}=`)) && !existsSync(join(distDir, 'index.html'))) {
    reader.problems.push(`${names.distDir}=${JSON.stringify(distDir)}: holds no index.html; run npm run build:web first (or point ${names.distDir} at its output)`);
  }
  reader.finish();
  return config;
}
