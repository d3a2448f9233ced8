/**
 * A minimal static host for the web e2e tests that need to switch deploys on one origin (pwa.spec.ts):
 * serves the files of `root` on a free loopback port, answers a path without a file with the
 * folder's index.html (the SPA fallback of a plain static host), and `deploy(dir)` switches the
 * folder it serves. Files are read on every request (no cache), HTML and sw.js with `no-cache`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { contentTypeFor } from '../../src/main/app-protocol';


/** A running host: its origin, the folder switch, and close(). */
export interface StaticHost {
  url: string;
  deploy(root: string): void;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 at a free port. */
export async function hostStatic(root: string): Promise<StaticHost> {
  let current = resolve(root);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = resolve(current, `.${sep}${path}`);
    if (file !== current && !file.startsWith(current + sep)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      // A page request gets the app; a missing file is a 404, as on a real host.
      if (extname(path)) {
        response.statusCode = 404;
        response.end();
        return;
      }
      file = resolve(current, 'index.html');
    }
    response.setHeader('content-type', contentTypeFor(file));
    response.setHeader('cache-control', file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('static host: no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    deploy: (next) => void (current = resolve(next)),
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
