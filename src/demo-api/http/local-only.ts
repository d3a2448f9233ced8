/**
 * Routes for this machine only (the dashboard, the fault switch; docs/product-rules.md §Security 6).
 * A route is local-only by its route option `config: { localOnly: true }`, and every check here runs
 * on the route the router MATCHED, after it percent-decoded the path: `/%64ashboard/mailbox.json`
 * is `/dashboard/mailbox.json` to the router, so a check of the raw URL would be bypassed.
 * Checking the socket address is not enough: a page on evil.example whose name a DNS rebinding
 * attack has pointed at 127.0.0.1 reaches us from loopback too, but its requests carry
 * `Host: evil.example`. So the Host header must also name this server on loopback, as Vite checks
 * it since CVE-2025-24010. And a page of another origin on this machine (another dev server, any
 * app) must not use them either: the browser's Origin and Sec-Fetch-Site headers must say the
 * request comes from the demo API's own pages.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOOPBACK_HOSTNAMES } from '../../shared/config';
import { detailError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only this machine's own pages and tools may use the route (local-only.ts); it never gets CORS headers (cors.ts). */
    localOnly?: boolean;
  }
}

/** 403 detail for a request from another machine. */
export const NOT_THIS_MACHINE = 'The dashboard is only available from this machine.';
/** 403 detail for a request whose Host is not one of this server's loopback names. */
export const HOST_NOT_ALLOWED = 'This host name is not allowed. Open the demo API at 127.0.0.1, localhost or [::1].';
/** 403 detail for a request a browser sent for a page of another origin. */
export const CROSS_ORIGIN_NOT_ALLOWED = 'The dashboard only answers its own pages: open it at this address instead of calling it from another site or app.';

/** True for a socket address on this machine (IPv4, IPv6 and IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * True when a Host header names this server on loopback: `127.0.0.1`, `localhost` or `[::1]`
 * (LOOPBACK_HOSTNAMES, compared case-insensitively as host names are), with `port`, the port the
 * connection came in on (an absent port means 80). `port` undefined (an injected test request has
 * no socket) checks the name only.
 */
export function isOwnLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  // Anything beyond host[:port] (a user part, a path) is not a Host header we sent ourselves.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return false;
  if (!LOOPBACK_HOSTNAMES.includes(url.hostname)) return false;
  return port === undefined || (url.port === '' ? 80 : Number(url.port)) === port;
}

/**
 * True when a request that passed {@link isOwnLoopbackHost} comes from the demo API's own pages,
 * as far as a browser says (OWASP CSRF Prevention Cheat Sheet, "Verifying Origin with standard
 * headers" and "Fetch Metadata headers"; the Fetch Metadata resource isolation policy):
 * - an `Origin` header, when present, is exactly `http://<Host>` (a cross-origin fetch and a form
 *   post from another site carry theirs; an opaque origin is `null`);
 * - `Sec-Fetch-Site`, when present, is `same-origin` or `none` (typed or bookmarked), except for a
 *   top-level GET navigation (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`), such as the
 *   web app's demo banner link: the page that linked cannot read the answer.
 * Requests with neither header (curl, scripts, tests) are not a browser acting for a page and pass.
 */
export function isFromOwnPages(headers: IncomingHttpHeaders, method: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    const own = `http://${headers.host ?? ''}`;
    if (!URL.canParse(own) || origin !== new URL(own).origin) return false;
  }
  const site = headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return true;
  return method === 'GET' && headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document';
}

/**
 * The check of a local-only route: 403 `{detail, code?}` (DRF shape) unless the client is on this
 * machine, the Host header names this server on loopback and a browser request comes from the
 * demo API's own pages ({@link isFromOwnPages}).
 */
export async function localOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw detailError(403, NOT_THIS_MACHINE);
  if (!isOwnLoopbackHost(request.headers.host, request.socket.localPort)) throw detailError(403, HOST_NOT_ALLOWED, 'host_not_allowed');
  if (!isFromOwnPages(request.headers, request.method)) throw detailError(403, CROSS_ORIGIN_NOT_ALLOWED, 'cross_origin_not_allowed');
}

/**
 * Makes the routes marked `config: { localOnly: true }` local-only; call it before they are
 * registered. On the route the router matched (never the raw URL), {@link localOnly} runs as an
 * onRequest hook, before the body is read. Each such path also gets an OPTIONS route of its own,
 * local-only too and otherwise a 404: the router decodes a preflight's path as it decodes the real
 * request's, so a CORS preflight for that path in any spelling (`/%64ashboard/digests`) matches
 * this route instead of @fastify/cors' OPTIONS `*` route, gets no CORS headers and fails.
 */
export function registerLocalOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.localOnly) await localOnly(request);
  });
  const withOptionsRoute = new Set<string>();
  app.addHook('onRoute', function addPreflightRoute(route) {
    if (!route.config?.localOnly || withOptionsRoute.has(route.url)) return;
    withOptionsRoute.add(route.url);
    if (route.method === 'OPTIONS' || (Array.isArray(route.method) && route.method.includes('OPTIONS'))) return;
    this.options(route.routePath, { config: { localOnly: true } }, (_request, reply) => reply.callNotFound());
  });
}
