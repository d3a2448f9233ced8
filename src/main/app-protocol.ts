/**
 * The privileged `app://` scheme that serves the built renderer (Electron security checklist §18:
 * no file://). Standard + secure gives the page a real origin (app://figure-shop), fetch and CORS
 * work, and the SPA's client-side routes fall back to index.html. Every response carries the CSP.
 */
import { realpath } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { containedRealPath, resolveAppPath } from './app-path';
import type { Logger } from './log';

/**
 * The scheme's privileges; pass to `protocol.registerSchemesAsPrivileged` before `ready`.
 * No service workers, no bypassing CSP.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
} as const;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The MIME type for a file name, by extension; application/octet-stream when unknown. */
export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** File access the handler needs; node:fs by default, fakes in tests. */
export interface AppFiles {
  isFile(path: string): Promise<boolean>;
  read(path: string): Promise<Uint8Array>;
  /** The path with symlinks resolved; rejects when it does not exist. */
  realpath(path: string): Promise<string>;
}

/** node:fs implementation of {@link AppFiles}. */
export const nodeAppFiles: AppFiles = {
  isFile: async (path) => {
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  },
  read: async (path) => new Uint8Array(await readFile(path)),
  // The callback form: Electron's asar support patches fs.realpath (the renderer is inside app.asar).
  realpath: promisify(realpath),
};

/** What the handler serves and how. */
export interface AppRequestHandlerOptions {
  /** Absolute path of the built renderer (out/renderer). */
  root: string;
  /** The CSP header value (csp.ts). */
  contentSecurityPolicy: string;
  files?: AppFiles;
  log: Logger;
}

/**
 * A fetch-style handler for `protocol.handle('app', …)`: GET/HEAD on host `figure-shop` only; paths
 * resolved by resolveAppPath; a missing route-like path serves index.html (SPA fallback), a missing
 * asset is a 404; a file whose real path (symlinks followed) leaves the real renderer folder is a
 * 404 too (containedRealPath). Headers: Content-Type, the CSP, `X-Content-Type-Options: nosniff`,
 * `Cross-Origin-Opener-Policy: same-origin`, `Referrer-Policy: no-referrer`.
 */
export function createAppRequestHandler(options: AppRequestHandlerOptions): (request: Request) => Promise<Response> {
  const files = options.files ?? nodeAppFiles;
  const indexPath = join(options.root, 'index.html');
  const headers = (contentType: string, extra: Record<string, string> = {}) => ({
    'Content-Type': contentType,
    'Content-Security-Policy': options.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    ...extra,
  });
  const plain = (status: number, text: string) => new Response(text, { status, headers: headers('text/plain; charset=utf-8') });

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method Not Allowed');
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return plain(400, 'Bad Request');
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return plain(404, 'Not Found');
    const resolved = resolveAppPath(url.pathname, options.root);
    if (!resolved.ok) {
      options.log.warn(`app:// refused ${url.pathname.slice(0, 200)} (${resolved.reason})`);
      return plain(404, 'Not Found');
    }
    let filePath = resolved.filePath;
    if (!(await files.isFile(filePath))) {
      if (!resolved.routeLike) return plain(404, 'Not Found');
      filePath = indexPath;
    }
    const realPath = await containedRealPath(filePath, options.root, files.realpath);
    if (realPath === null) {
      options.log.warn(`app:// refused ${url.pathname.slice(0, 200)} (leaves the renderer folder)`);
      return plain(404, 'Not Found');
    }
    try {
      const body = request.method === 'HEAD' ? null : await files.read(realPath);
      // index.html names hashed assets, so it must never be cached; the assets themselves may be.
      const cache: Record<string, string> = filePath === indexPath ? { 'Cache-Control': 'no-cache' } : {};
      // Node's Buffers are ArrayBuffer-backed; the DOM lib's BodyInit only spells that out more narrowly.
      return new Response(body as Uint8Array<ArrayBuffer> | null, { status: 200, headers: headers(contentTypeFor(filePath), cache) });
    } catch (error) {
      options.log.error(`app:// could not read ${filePath}`, error);
      return plain(500, 'Internal Server Error');
    }
  };
}

/** Installs the handler on the default session's protocol (call after `ready`). */
export function serveAppProtocol(protocol: Pick<Protocol, 'handle'>, options: AppRequestHandlerOptions): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(options));
}
