/**
 * HTML form bodies (`application/x-www-form-urlencoded`) only for the routes that serve a form:
 * the OAuth consent page, the dashboard's forms and the one-click unsubscribe (RFC 8058 §3.1: mail
 * clients POST `List-Unsubscribe=One-Click` as a form). Such a route says so with
 * `config: { formBody: true }`; every other route answers a form body 415 in DRF shape, decided on
 * the route the router matched. A page on another site can send a form body without a CORS
 * preflight (a CORS-safelisted Content-Type, Fetch standard), JSON it cannot: so the JSON
 * endpoints stay out of a cross-site HTML form's reach (OWASP CSRF Prevention Cheat Sheet).
 */
import type { FastifyInstance } from 'fastify';
import { unsupportedMediaType } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an HTML form's urlencoded body (form-body.ts); every other route answers one 415. */
    formBody?: boolean;
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Largest form body in bytes: the dashboard's notification (2,000 characters of text) fits many times over. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Registers the urlencoded parser: the body becomes an object of strings (the last of repeated
 * names wins) on a route with `config.formBody`, a 415 `unsupported_media_type` on any other
 * route, a 413 above 64 KB; an unknown path stays the 404 it is.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    // No route: the answer is the 404 (DRF resolves the URL before it reads the body).
    if (request.routeOptions.url === undefined) {
      done(null, undefined);
      return;
    }
    if (!request.routeOptions.config.formBody) {
      done(unsupportedMediaType(FORM_TYPE), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
