/**
 * CORS (docs/product-rules.md §Security 7): the configured web origins plus the desktop app's own origin (app://figure-shop),
 * with the Authorization header allowed so the Bearer token can be sent cross-origin. Decided on
 * the route the router matched, never on the raw URL (the router percent-decodes the path, so
 * `/%64ashboard` is the dashboard): the local-only routes (the dashboard, the fault switch; their
 * own OPTIONS routes included, local-only.ts) get no CORS headers and their preflights fail, as do
 * unknown paths and preflights for a method no route has there: no other origin may read them
 * (§Security 6–7).
 */
import cors, { type FastifyCorsOptions, type FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_ORIGIN } from '../../shared/app-origin';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/orders';

/**
 * True when a browser request from `origin` may read our answers: one of `webOrigins` or exactly the
 * desktop app's origin (`app://figure-shop`, src/shared/app-origin.ts), compared as the browser
 * serialises it (RFC 6454 §6.2). Any other `app://` origin is another app and is refused.
 */
export function isAllowedOrigin(origin: string, webOrigins: readonly string[]): boolean {
  return webOrigins.includes(origin) || origin === APP_ORIGIN;
}

/**
 * True when `request` matched a route other origins may use: a known route that is not local-only
 * (`config.localOnly`; a local-only path's preflight matches its own local-only OPTIONS route,
 * local-only.ts) and, for a preflight, a path where the router has a route for the asked method,
 * looked up as the real request will be (the same percent-decoding): @fastify/cors' OPTIONS `*`
 * route matches any path, so without this an unknown one would get a successful preflight.
 */
export function corsAppliesTo(app: FastifyInstance, request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  if (url === undefined || config.localOnly) return false;
  const asked = request.method === 'OPTIONS' ? request.headers['access-control-request-method'] : undefined;
  return asked === undefined || app.findRoute({ method: asked, url: request.url }) !== null;
}

/** Registers @fastify/cors with the rules above. Requests without Origin (curl, same-origin) pass untouched. */
export async function registerCors(app: FastifyInstance, webOrigins: readonly string[]): Promise<void> {
  const apiOptions: FastifyCorsOptions = {
    origin: (origin, callback) => callback(null, origin === undefined ? false : isAllowedOrigin(origin, webOrigins)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: placing an order sends one (§Orders 1); without it here the browser would never send that POST.
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', IDEMPOTENCY_KEY_HEADER],
    // So the web app can read how long a 429 asks it to wait ("try again in N seconds": §Security 5, §Sign-in 13).
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
    // A preflight without Access-Control-Request-Method would get a text/plain 400; every error here is DRF-shaped.
    strictPreflight: false,
  };
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) => callback(null, corsAppliesTo(app, request) ? apiOptions : { origin: false });
  await app.register(cors, () => delegator);
}
