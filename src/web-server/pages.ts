/**
 * Page requests: which file or render answers a request for a page (a path without a file
 * extension, or /index.html), and the page's own headers.
 *
 * - The page is the pre-rendered variant `selectPage` picks from the `user_prefs` cookie
 *   (docs/prerender.md "Which file a request gets"); a route without one gets `shell.html`, and a
 *   build without either (a benchmark's harness page) its `index.html`.
 * - A figure address whose slug cannot exist gets the shell with selectPage's 404 (or 414) at once:
 *   nothing is rendered and the API is not asked.
 * - A page whose render mode (src/shared/prerender/pages.ts) asks for it is rendered at request time with it
 *   (scripts/prerender/request-render.ts: at most MAX_CONCURRENT_RENDERS at once; an API that is
 *   down or slow gives null) and sent as Brotli when the request accepts it; otherwise, and on null,
 *   the build-time file goes (its `.br` copy when accepted: static.ts).
 * - Every page is `no-cache` and names in `Vary` each request header that chose it (pageVary): Cookie
 *   (the variant, and a first visit), Accept-Encoding, and Accept-Language for a page rendered at
 *   request time (the render forwards it to the API, which answers a first visit's location from it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { prefsFromCookieHeader, selectPage, SHELL_FILE, type PageVariant, type PrerenderedPage } from '../shared/prerender/select-page';
import { acceptsBrotli, brotliFast } from '../../scripts/prerender/precompress';
import { pageVary, type RequestRenderer } from '../../scripts/prerender/request-render';
import { sendBuildFile } from './static';

/** Whether a request path names a page rather than a file: no extension in its last segment, or /index.html. */
export function isPageRequest(pathname: string): boolean {
  return pathname === '/index.html' || !(pathname.split('/').at(-1) ?? '').includes('.');
}

/** What answers one page request. */
export interface PageAnswer {
  /** The build-relative file sent when nothing is rendered. */
  file: string;
  status: 200 | 404 | 414;
  /** The pre-rendered page and variant, to render at request time; null for the shell. */
  prerendered: { page: PrerenderedPage; variant: PageVariant } | null;
}

/**
 * The answer to a page request for `pathname` (as sent, percent-encoded) and `search` (with its
 * `?`, or `''`) in the build at `root`: selectPage's file, else `shell.html`, else `index.html`.
 */
export function choosePage(root: string, pathname: string, search: string, cookieHeader: string | undefined): PageAnswer {
  const choice = selectPage(pathname === '/index.html' ? '/' : pathname, search, prefsFromCookieHeader(cookieHeader));
  const file = [choice.file, SHELL_FILE, 'index.html'].find((candidate) => existsSync(join(root, candidate))) ?? 'index.html';
  return { file, status: choice.status, prerendered: choice.page && choice.variant ? { page: choice.page, variant: choice.variant } : null };
}

/** What a page answer needs from the server. */
export interface PageContext {
  root: string;
  renderer: RequestRenderer | null;
}

/** Answers a page request (GET or HEAD) for `pathname` + `search` (see the module comment). */
export async function answerPage(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string, { root, renderer }: PageContext): Promise<FastifyReply> {
  const answer = choosePage(root, pathname, search, request.headers.cookie);
  const html =
    renderer && answer.prerendered && answer.status === 200
      ? await renderer({
          ...answer.prerendered,
          url: (pathname === '/index.html' ? '/' : pathname) + search,
          firstVisit: prefsFromCookieHeader(request.headers.cookie) === null,
          acceptLanguage: request.headers['accept-language'],
        })
      : null;
  reply.code(answer.status).header('cache-control', 'no-cache').header('vary', pageVary(html !== null));
  if (html === null) return sendBuildFile(reply, answer.file);
  reply.type('text/html; charset=utf-8');
  if (!acceptsBrotli(request.headers['accept-encoding'])) return reply.send(html);
  return reply.header('content-encoding', 'br').send(brotliFast(html));
}
