/**
 * Serves a built web app on loopback the way the real servers will (issue 15 item 1), so Lighthouse
 * and the browser benchmarks see realistic pages and transfers: a page request (a path without a
 * file extension, or /index.html; `isPageRequest`, shared with `vite preview`) gets the pre-rendered
 * variant `selectPage` picks from the `user_prefs` cookie, with `Vary: Cookie`; a build without that
 * file (no pre-render step yet) gets `shell.html`, then `index.html`; a page with server data (a
 * figure page) is rendered at request time with it (scripts/prerender/request-render.ts), as
 * `vite preview` does, falling back to that file. Text is sent as Brotli (the build's `.br` files,
 * scripts/prerender/precompress.ts) or gzip, as negotiated, hashed assets cached for a year, HTML `no-cache`. A missing file or a path outside
 * the root is 404. Node's http only; no outside service.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prefsFromCookieHeader, selectPage, SHELL_FILE, type PageVariant, type PrerenderedPage } from '../../../src/shared/prerender/select-page.ts';
import { acceptsBrotli, brotliFast, COMPRESSIBLE_EXTENSIONS } from '../../prerender/precompress.ts';
import { createRequestRenderer } from '../../prerender/request-render.ts';
import { contentTypeFor } from '../../../src/main/app-protocol.ts';
import { isPageRequest, pathUnder } from '../../vite/prerender-preview.ts';

/** A file as sent: as it is, gzipped (text), and Brotli (the build's `.br` file, or a request-time page compressed as sent). */
interface Encodings {
  raw: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/** What answers one request: an absolute file path under the root (`page`: chosen by cookie), or null for 404. */
export interface StaticChoice {
  file: string;
  /** True for a page request: the answer depends on the Cookie header (`Vary: Cookie`). */
  page: boolean;
  /** A pre-rendered page's name and variant (for a request-time render), else absent. */
  prerendered?: { page: PrerenderedPage; variant: PageVariant };
}

/** `relative` under `root`, or null when it would leave the root or is not a regular file. */
function fileUnder(root: string, relative: string): string | null {
  const file = pathUnder(root, relative);
  return file && existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * The file that answers `pathname` + `search` with the given Cookie header, in the built app at
 * `root`: for a page request, `selectPage`'s file, else `shell.html`, else `index.html`; for any
 * other path, that file. Null (404) when nothing fits or the path would leave the root.
 *
 * @param pathname the request path as sent (percent-encoded); a malformed encoding gives null
 * @param search the query including `?`, or `''`
 */
export function chooseStaticFile(root: string, pathname: string, search: string, cookieHeader: string | undefined): StaticChoice | null {
  const base = resolve(root);
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (isPageRequest(path)) {
    const choice = selectPage(path === '/index.html' ? '/' : path, search, prefsFromCookieHeader(cookieHeader));
    const file = fileUnder(base, choice.file) ?? fileUnder(base, SHELL_FILE) ?? fileUnder(base, 'index.html');
    if (!file) return null;
    return choice.page && choice.variant ? { file, page: true, prerendered: { page: choice.page, variant: choice.variant } } : { file, page: true };
  }
  const file = fileUnder(base, path);
  return file ? { file, page: false } : null;
}

/** A running server: its origin (`http://127.0.0.1:<port>`) and close(). */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1:`port` (0: a free port, named in `url`). Rejects when the port is taken. */
export async function serveStatic(root: string, port: number): Promise<StaticServer> {
  const cache = new Map<string, Encodings>();
  const render = await createRequestRenderer(resolve(root));
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const choice = request.method === 'GET' || request.method === 'HEAD' ? chooseStaticFile(root, url.pathname, url.search, request.headers.cookie) : null;
    if (!choice) {
      response.statusCode = request.method === 'GET' || request.method === 'HEAD' ? 404 : 405;
      response.end();
      return;
    }
    const { file, page, prerendered } = choice;
    const extension = extname(file);
    const firstVisit = prefsFromCookieHeader(request.headers.cookie) === null;
    const rendered = prerendered && render ? await render({ ...prerendered, url: url.pathname + url.search, firstVisit, acceptLanguage: request.headers['accept-language'] }) : null;
    let entry = rendered === null ? cache.get(file) : { raw: Buffer.from(rendered), gzip: gzipSync(rendered, { level: 6 }), br: brotliFast(rendered) };
    if (!entry) {
      const raw = readFileSync(file);
      const text = COMPRESSIBLE_EXTENSIONS.has(extension);
      entry = { raw, gzip: text ? gzipSync(raw, { level: 6 }) : null, br: text && existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : null };
      cache.set(file, entry);
    }
    const accept = request.headers['accept-encoding'];
    const encoding = entry.br && acceptsBrotli(accept) ? 'br' : entry.gzip && /\bgzip\b/.test(String(accept ?? '')) ? 'gzip' : null;
    response.setHeader('content-type', contentTypeFor(file));
    response.setHeader('cache-control', file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('vary', page ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (encoding) response.setHeader('content-encoding', encoding);
    response.end(request.method === 'HEAD' ? undefined : encoding ? entry[encoding] : entry.raw);
  };
  const server: Server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}
