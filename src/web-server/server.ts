/**
 * The web app's production server (`npm start`; docs/prerender.md, README "Serving the web app in
 * production"): one Fastify instance that serves a build of `npm run build:web`. It keeps no state
 * between requests, so any number of copies can run behind a load balancer or CDN.
 *
 * In order, every request:
 * 1. gets the security headers (headers.ts), whatever its answer;
 * 2. is refused before anything else when it cannot be a page or a file: a method other than GET or
 *    HEAD (405, `Allow: GET, HEAD`), a request target over MAX_URL_LENGTH (414), a malformed
 *    percent-encoding (400, Fastify's own check, answered through `frameworkErrors`);
 * 3. `GET /healthz` answers `{"status":"ok"}` (for load balancers; never cached);
 * 4. a page (pages.ts) or a file of the build (static.ts); anything else is 404, and so is a build
 *    file no server sends (isPrivateBuildPath: `.vite/`, source maps), whatever the path's spelling.
 * On close() (cli.ts: SIGTERM) the requests in flight finish, with `Connection: close` on HTTP/1.1
 * (HTTP/2 sessions get a GOAWAY from Node instead; the header is not allowed there, RFC 9113 §8.2.2).
 *
 * Given a certificate (`tls`), it speaks https: HTTP/2, and HTTP/1.1 to a client that does not
 * offer h2 (ALPN). HTTP/2 sends a page's many small module chunks over one connection at once,
 * where HTTP/1.1 queues them six at a time.
 * Errors are in the DRF shape the API uses: `{"detail": "...", "code": "..."}`.
 */
import { STATUS_CODES } from 'node:http';
import { resolve } from 'node:path';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyReply } from 'fastify';
import { createRequestRenderer } from '../../scripts/prerender/request-render';
import { isPrivateBuildPath } from '../shared/prerender/select-page';
import type { LogLevel } from './config';
import { contentSecurityPolicyOf, securityHeaders } from './headers';
import { serializeRequest } from './log';
import { answerPage, isPageRequest } from './pages';
import { isPublicFile, registerStatic, sendBuildFile } from './static';

/**
 * Longest request target (path and query) answered, in characters: the least RFC 9110 §4.1 asks
 * every recipient to support (8000 octets). The app's longest, an e-mail change link, is under 600.
 */
export const MAX_URL_LENGTH = 8000;

/** The only methods a static site answers. */
export const ALLOWED_METHODS = 'GET, HEAD';

export interface WebServerOptions {
  /** The build folder (`npm run build:web`'s output); its server entry is in `<root>-server/`. */
  root: string;
  /** Send Strict-Transport-Security (only when visitors reach the site over https). Default false. */
  hsts?: boolean;
  /** Request log level (pino, on stdout; log.ts says what a line holds); default none. */
  logLevel?: LogLevel;
  /** PEM certificate (chain) and private key: serve https with HTTP/2 (HTTP/1.1 fallback). Default: plain http. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Imports the server entry; default Node's own `import()` (tests pass their runner's). */
  importModule?: (url: string) => Promise<unknown>;
}

/** Answers `status` in the DRF error shape, e.g. 404 → `{"detail":"Not Found","code":"not_found"}`, never cached. */
function sendError(reply: FastifyReply, status: number): FastifyReply {
  const detail = STATUS_CODES[status] ?? 'Error';
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ detail, code: detail.toLowerCase().replace(/\W+/g, '_') });
}

/**
 * The server for the build in `options.root`, ready to `listen` (the caller's: cli.ts, tests, the
 * benchmarks). Loads the build's server entry for request-time rendering when there is one; a
 * build without one, or whose entry fails to load (logged), serves its pages as built.
 */
export async function buildServer(options: WebServerOptions): Promise<FastifyInstance> {
  const root = resolve(options.root);
  const csp = contentSecurityPolicyOf(root);
  const headers = securityHeaders(csp.policy, options.hsts ?? false);
  const common = {
    logger: options.logLevel ? { level: options.logLevel, serializers: { req: serializeRequest } } : false,
    // Fastify's own refusals before routing (a malformed percent-encoding: 400), which skip the hooks.
    frameworkErrors: (error: { statusCode?: number }, _request: unknown, reply: FastifyReply) => void sendError(reply.headers(headers), error.statusCode ?? 400),
  };
  // With `tls`, Fastify's HTTP/2 server. The hooks and routes here (and the serializer above) use
  // only what HTTP/1.1 and HTTP/2 requests and replies share, so both are typed as the HTTP/1.1
  // instance the callers (listen, inject, close) expect.
  const http2 = options.tls && { ...common, http2: true, https: { allowHTTP1: true, cert: options.tls.cert, key: options.tls.key } };
  const app: FastifyInstance = http2 ? (Fastify(http2 as unknown as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance) : Fastify(common);
  if (!csp.fromBuild) app.log.warn(`${root} has no Content-Security-Policy <meta> (not built by npm run build:web): sending only frame-ancestors`);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply.header('allow', ALLOWED_METHODS), 405);
    if (request.url.length > MAX_URL_LENGTH) return sendError(reply, 414);
  });
  // Closing (a SIGTERM): a keep-alive connection would hold close() open for its whole idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    return payload;
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404));
  app.setErrorHandler((error: { statusCode?: unknown }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, status);
  });
  await registerStatic(app, root);

  const renderer = await createRequestRenderer(root, (message, error) => app.log.error({ err: error }, message), options.importModule).catch((error: unknown) => {
    app.log.error({ err: error }, 'the server entry could not be loaded: pages are served as built');
    return null;
  });

  app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/*', async (request, reply) => {
    const query = request.url.indexOf('?');
    const pathname = query < 0 ? request.url : request.url.slice(0, query);
    if (isPrivateBuildPath(pathname)) return sendError(reply, 404);
    if (isPageRequest(pathname)) return answerPage(request, reply, pathname, query < 0 ? '' : request.url.slice(query), { root, renderer });
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return sendError(reply, 400);
    }
    return isPublicFile(path) ? sendBuildFile(reply, path) : sendError(reply, 404);
  });
  return app;
}
