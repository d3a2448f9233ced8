/**
 * CORS (issue 2): the configured web origins plus any `app://` origin (the desktop app), with the
 * Authorization header allowed so the Bearer token can be sent cross-origin.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** True when a browser request from `origin` may read our answers. */
export function isAllowedOrigin(origin: string, webOrigins: readonly string[]): boolean {
  return webOrigins.includes(origin) || origin.startsWith('app://');
}

/** Registers @fastify/cors with the rule above. Requests without Origin (curl, same-origin) pass untouched. */
export async function registerCors(app: FastifyInstance, webOrigins: readonly string[]): Promise<void> {
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined ? false : isAllowedOrigin(origin, webOrigins)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    maxAge: 600,
  });
}
