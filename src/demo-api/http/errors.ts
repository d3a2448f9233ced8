/**
 * Django REST framework error bodies for the demo API (docs/product-rules.md §API 7): every failure answers
 * `{"detail": "...", "code"?: "..."}` or `{"field": ["message"]}`, never an HTML page or a bare 500.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { drfErrorCodes, drfErrorMessages } from '../../shared/api/errors';

/** The JSON body of an error answer (one of the two DRF shapes). */
export type DrfBody = { detail: string; code?: string } | Record<string, string[]>;

/** An error that already knows its HTTP status and DRF body; thrown by handlers, rendered as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: DrfBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'ApiError';
  }
}

/** `{detail, code?}` with the given status. */
export function detailError(statusCode: number, detail: string, code?: string): ApiError {
  return new ApiError(statusCode, code === undefined ? { detail } : { detail, code });
}

/** 415 `{detail, code: "unsupported_media_type"}` for a body of media type `contentType` (DRF's UnsupportedMediaType). */
export function unsupportedMediaType(contentType: string): ApiError {
  return detailError(415, drfErrorMessages.unsupportedMediaType(contentType), 'unsupported_media_type');
}

/** `{field: [messages]}` with status 400. */
export function fieldErrors(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, errors);
}

const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer realm="api"' };

/** 401 for a request without usable credentials (DRF NotAuthenticated). */
export function notAuthenticated(): ApiError {
  return new ApiError(401, { detail: drfErrorMessages.notAuthenticated }, BEARER_CHALLENGE);
}

/** 401 for a bad, expired or revoked token (simplejwt InvalidToken). */
export function tokenNotValid(detail: string = drfErrorMessages.tokenNotValid): ApiError {
  return new ApiError(401, { detail, code: drfErrorCodes.tokenNotValid }, BEARER_CHALLENGE);
}

/** Python's name for a JSON value's type, as DRF's "Expected a dictionary, but got X." says it. */
function pythonTypeName(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    default:
      return typeof value;
  }
}

/** Converts zod issues into `{field: [messages]}`; nested paths are joined with "." and root issues go to non_field_errors. */
export function zodToDrf(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

/** The 400 for a body that is valid JSON but not an object (DRF's non_field_errors message). */
export function notADictionary(value: unknown): ApiError {
  return fieldErrors({ non_field_errors: [drfErrorMessages.notADictionary(pythonTypeName(value))] });
}

/** Maps Fastify's own errors (content type, body size, JSON syntax) to DRF-shaped answers. */
function fromFastifyError(error: FastifyError, contentType: string): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType(contentType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return detailError(413, 'Request body is too large.', 'request_too_large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return detailError(400, 'Request body size did not match Content-Length.', 'parse_error');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return detailError(400, drfErrorMessages.parseError, 'parse_error');
    default:
      if (error instanceof SyntaxError) return detailError(400, drfErrorMessages.parseError, 'parse_error');
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return detailError(error.statusCode, error.message);
      }
      return undefined;
  }
}

/** Installs the error and not-found handlers so every failure leaves in DRF shape. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const contentType = String(request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    const apiError = error instanceof ApiError ? error : fromFastifyError(error, contentType);
    if (apiError) {
      return reply.code(apiError.statusCode).headers(apiError.headers).send(apiError.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: drfErrorMessages.serverError });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: drfErrorMessages.notFound }));
}

/**
 * Fastify's `frameworkErrors` option: the errors its router answers before any hook or route
 * (FST_ERR_BAD_URL 400, FST_ERR_MAX_PARAM_LENGTH 414, FST_ERR_ASYNC_CONSTRAINT 500), in DRF shape
 * instead of Fastify's `{error, message, statusCode}`.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void reply.code(400).send({ detail: 'The request URL is malformed.', code: 'bad_url' });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.code(414).send({ detail: 'The request URL is too long.', code: 'uri_too_long' });
      return;
    default:
      void reply.code(500).send({ detail: drfErrorMessages.serverError });
  }
}

/** The DRF body for a request Node's HTTP parser refused (status and `{detail, code}`). */
export function clientErrorAnswer(errorCode: string | undefined): { statusCode: number; body: { detail: string; code: string } } {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      return { statusCode: 431, body: { detail: 'The request headers are too large.', code: 'headers_too_large' } };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { statusCode: 408, body: { detail: 'The request took too long to arrive.', code: 'request_timeout' } };
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return { statusCode: 400, body: { detail: 'The Content-Length header is invalid.', code: 'parse_error' } };
    default:
      return { statusCode: 400, body: { detail: 'The HTTP request is malformed.', code: 'parse_error' } };
  }
}

/**
 * Fastify's `clientErrorHandler` option: Node refused the request while parsing it (header block
 * over 16 KB, a bad Content-Length, a timeout), so no route or error handler runs. Writes the same
 * kind of raw answer as Fastify's default handler, with a DRF body, then closes the socket.
 */
export function drfClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, body } = clientErrorAnswer(error.code);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
