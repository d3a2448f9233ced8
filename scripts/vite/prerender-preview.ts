/**
 * A Vite plugin for `vite preview` (issue 15 item 1): answers a page request (GET/HEAD of a path
 * without a file extension, or /index.html) with the pre-rendered variant `selectPage` picks from the
 * `user_prefs` cookie, or shell.html; `Vary: Cookie` because the answer depends on it. A page with
 * server data (a figure page) is rendered at request time with it (scripts/prerender/request-render.ts)
 * and falls back to its pre-rendered variant. Pages go as Brotli when the request accepts it, and
 * so do files the build wrote a `.br` copy of (scripts/prerender/precompress.ts); other asset
 * requests go on to Vite's static files (gzip on the fly). A static host without this logic serves index.html (home,
 * light, English) and shell.html as the SPA fallback.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { prefsFromCookieHeader, selectPage } from '../../src/shared/prerender/select-page.ts';
import { contentTypeFor } from '../../src/main/app-protocol.ts';
import { acceptsBrotli, brotliFast, COMPRESSIBLE_EXTENSIONS } from '../prerender/precompress.ts';
import { createRequestRenderer, type RequestRenderer } from '../prerender/request-render.ts';

/** Whether a request path names a page rather than a file. */
export function isPageRequest(pathname: string): boolean {
  return pathname === '/index.html' || !(pathname.split('/').at(-1) ?? '').includes('.');
}

/**
 * `path` (already percent-decoded) resolved under `root`, or null when it would leave `root` or holds
 * a NUL byte. Whether a file is there is the caller's question. Shared with the bench's static server.
 */
export function pathUnder(root: string, path: string): string | null {
  const base = resolve(root);
  const file = resolve(base, `.${sep}${path}`);
  return file.startsWith(base + sep) && !path.includes('\0') ? file : null;
}

/** The file under `root` a request path names (percent-decoded), or null when it is malformed or outside `root`. */
export function fileUnder(root: string, pathname: string): string | null {
  try {
    return pathUnder(root, decodeURIComponent(pathname));
  } catch {
    return null;
  }
}

/** The plugin. */
export function prerenderPreview(): Plugin {
  return {
    name: 'figure-shop:prerender-preview',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      const renderer: Promise<RequestRenderer | null> = createRequestRenderer(outDir).catch((error: unknown) => {
        console.error('The server entry could not be loaded; pages are served as built', error);
        return null;
      });
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://localhost');
        const brotli = acceptsBrotli(request.headers['accept-encoding']);
        if (!isPageRequest(url.pathname)) {
          // A file with the build's Brotli copy goes as that copy; the rest to Vite's static files (gzip on the fly).
          const file = brotli ? fileUnder(outDir, url.pathname) : null;
          if (!file || !COMPRESSIBLE_EXTENSIONS.has(extname(file)) || !existsSync(`${file}.br`)) return next();
          response.setHeader('Content-Type', contentTypeFor(file));
          response.setHeader('Content-Encoding', 'br');
          response.setHeader('Vary', 'Accept-Encoding');
          response.setHeader('Cache-Control', url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          void readFile(`${file}.br`).then(
            (body) => response.end(request.method === 'HEAD' ? undefined : body),
            () => next(),
          );
          return;
        }
        const choice = selectPage(url.pathname === '/index.html' ? '/' : url.pathname, url.search, prefsFromCookieHeader(request.headers.cookie));
        const { page, variant } = choice;
        const prefs = prefsFromCookieHeader(request.headers.cookie);
        const pageRequest = page && variant ? { page, variant, url: url.pathname + url.search, firstVisit: prefs === null, acceptLanguage: request.headers['accept-language'] } : null;
        const rendered = pageRequest ? renderer.then((render) => render?.(pageRequest) ?? null) : Promise.resolve(null);
        rendered.then((html): Promise<Buffer | string> | string => html ?? readFile(join(outDir, choice.file))).then(
          (body) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.setHeader('Vary', 'Accept-Encoding, Cookie');
            if (brotli) response.setHeader('Content-Encoding', 'br');
            response.end(request.method === 'HEAD' ? undefined : brotli ? brotliFast(body) : body);
          },
          // A build without pre-rendered pages (or the dev server): Vite's own SPA fallback.
          () => next(),
        );
      });
    },
  };
}
