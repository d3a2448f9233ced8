/**
 * The build's files, through @fastify/static: the build's `.br` copy when the request accepts
 * Brotli (scripts/prerender/precompress.ts writes one beside every text file of 1 kB or more; a
 * `.gz` copy too, should a build write one), `Vary: Accept-Encoding`, ETag and Last-Modified.
 *
 * - **Caching:** everything under /assets/ has a content hash in its name, so it is cached for a year
 *   and never revalidated (`immutable`); everything else (HTML, the service worker, the web app
 *   manifest, icons) is `no-cache`: a new deploy is seen on the next load.
 * - **What is never served** ({@link isPublicFile}): a path with a NUL byte, a backslash or an empty
 *   segment, and any segment starting with a dot (`..`, `.vite/`, dotfiles). The plugin refuses
 *   traversal forms again on its own. (The server refuses `.vite/` and source maps before this, on
 *   the path as sent: isPrivateBuildPath.)
 */
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Cache-Control of hashed assets: a year, never revalidated (RFC 9111 §5.2.2.1, RFC 8246 `immutable`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: stored, but revalidated on every use (RFC 9111 §5.2.2.4). */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a build-relative, `/`-separated file path (`assets/…` is hashed). */
export function cacheControlFor(buildRelativePath: string): string {
  return buildRelativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Whether a decoded request path (`/`-rooted) may name a file of the build (see the module
 * comment): no path traversal (CWE-22, OWASP ASVS 4.0 V12.3.1) and no dotfiles. Pure: it does not
 * look at the disk.
 */
export function isPublicFile(path: string): boolean {
  if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && !segment.startsWith('.'));
}

/** Registers @fastify/static for the build in `root` (absolute), serving only through {@link sendBuildFile}. */
export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(relative(root, path).split(sep).join('/'))),
  });
}

/** Sends the build file at `path` (build-relative, `/`-separated), or 404 when it is not there. */
export function sendBuildFile(reply: FastifyReply, path: string): FastifyReply {
  return reply.sendFile(path.startsWith('/') ? path : `/${path}`);
}
