/**
 * CORS (issue 2): the configured web origins plus any `app://` origin (the desktop app), with the
 * Authorization header allowed so the Bearer token can be sent cross-origin. Never on the
 * local-only routes (the dashboard, the fault switch): no other origin may read them (issue 11
 * point 6), so they get no CORS headers and their preflights fail.
 */
import cors, { type FastifyCorsOptions, type FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { demoPaths } from '../shared/api/paths';
import { FAULTS_PATH } from './faults';

/** Path prefixes of the routes only this machine may use: never answered with CORS headers. */
export const LOCAL_ONLY_PATHS: readonly string[] = [demoPaths.dashboard, FAULTS_PATH];

/** True when a request URL (path and query) is one of {@link LOCAL_ONLY_PATHS} or below it. */
export function isLocalOnlyPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return LOCAL_ONLY_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** True when a browser request from `origin` may read our answers. */
export function isAllowedOrigin(origin: string, webOrigins: readonly string[]): boolean {
  return webOrigins.includes(origin) || origin.startsWith('app://');
}

/** Registers @fastify/cors with the rules above. Requests without Origin (curl, same-origin) pass untouched. */
export async function registerCors(app: FastifyInstance, webOrigins: readonly string[]): Promise<void> {
  const apiOptions: FastifyCorsOptions = {
    origin: (origin, callback) => callback(null, origin === undefined ? false : isAllowedOrigin(origin, webOrigins)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    // So the web app can read how long a 429 asks it to wait (issue 11 point 4: "try again in N seconds").
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
    // A preflight without Access-Control-Request-Method would get a text/plain 400; every error here is DRF-shaped.
    strictPreflight: false,
  };
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) => callback(null, isLocalOnlyPath(request.url) ? { origin: false } : apiOptions);
  await app.register(cors, () => delegator);
}
