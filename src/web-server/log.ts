/**
 * What the request log says of a request (Fastify's logger, pino JSON). The path is logged without
 * its query (an OAuth callback's code and state, a password reset's token, a visitor's search) and
 * the address of a page whose path carries a one-time token (`/account/verify-email/:uid/:token`,
 * `/account/confirm-email/:uid/:token`) as its pattern: no credential or token in the logs (OWASP
 * ASVS 4.0 V7.1.1, OWASP Logging Cheat Sheet "Data to exclude").
 */
import type { FastifyRequest } from 'fastify';
import { matchPage, PAGE_NAMES, PAGES } from '../shared/prerender/pages';

/** `url` (path and query, as sent) as the log shows it, e.g. `/account/verify-email/:uid/:token?…`. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const page = PAGE_NAMES.find((name) => matchPage(name, path)?.token !== undefined);
  return `${page ? PAGES[page].path : path}${query < 0 ? '' : '?…'}`;
}

/** Fastify's `req` log serializer with {@link loggedUrl}. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip };
}
