/**
 * Serves a built web app on loopback the way a static host would: gzip for text (as negotiated),
 * long-lived caching for hashed assets, no-cache for index.html, and the SPA fallback (any path
 * without a file answers index.html), so Lighthouse and the browser benchmarks see realistic
 * transfers. Node's http only; no outside service.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/** A running server: its origin and close(). */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1:`port`. */
export async function serveStatic(root: string, port: number): Promise<StaticServer> {
  const cache = new Map<string, { raw: Buffer; gzip: Buffer | null }>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    // Never serve outside the root; unknown paths are app routes (SPA fallback).
    if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const extension = extname(file);
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      entry = { raw, gzip: compressible.has(extension) ? gzipSync(raw, { level: 6 }) : null };
      cache.set(file, entry);
    }
    const gzip = entry.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.setHeader('content-type', types[extension] ?? 'application/octet-stream');
    response.setHeader('cache-control', file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('vary', 'accept-encoding');
    if (gzip) response.setHeader('content-encoding', 'gzip');
    response.end(gzip ? entry.gzip : entry.raw);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
