/**
 * Serves the React + Fluent floor page (lib/harness-build.ts buildFloor) on loopback, gzip-encoded
 * as a real host would send it, for Lighthouse to measure beside the app's pages: the least main-thread
 * work a page of this stack costs on the same calibrated phone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFloor } from './harness-build.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the floor page and serves it on 127.0.0.1 (a free port); resolves its origin and how to stop it. */
export async function serveFloor(): Promise<{ url: string; close(): Promise<void> }> {
  const dist = await buildFloor();
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const path = join(dist, normalize(pathname === '/' ? '/index.html' : pathname));
    if (!path.startsWith(dist) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', 'content-encoding': 'gzip' });
    response.end(gzipSync(readFileSync(path)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
