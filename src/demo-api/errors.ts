/**
 * Django REST framework error bodies for the demo API (issue 2): every failure answers
 * `{"detail": "...", "code"?: "..."}` or `{"field": ["message"]}`, never an HTML page or a bare 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import { drfErrorCodes, drfErrorMessages } from '../shared/api/errors';

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
export function zodToDrf(error: ZodError): Record<string, string[]> {
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
      return detailError(415, drfErrorMessages.unsupportedMediaType(contentType), 'unsupported_media_type');
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
