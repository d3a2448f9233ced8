/**
 * Django REST framework error bodies (spec point 7/8, issue 2): either
 * `{"detail": "...", "code"?: "..."}` or `{"<field>": ["message", ...], "non_field_errors"?: [...]}`.
 * Also the fixed messages the real backend (DRF + simplejwt) and the client use.
 */
import { z } from 'zod';

/** `{detail, code?}`: authentication, permission, not-found, throttling and view-level errors. */
export const drfDetailErrorSchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
});
export type DrfDetailError = z.infer<typeof drfDetailErrorSchema>;

/** `{field: [messages]}`: serializer validation errors (flat; nested paths joined with "."). */
export const drfFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type DrfFieldErrors = z.infer<typeof drfFieldErrorsSchema>;

/** Either DRF error shape. */
export const drfErrorSchema = z.union([drfDetailErrorSchema, drfFieldErrorsSchema]);
export type DrfError = z.infer<typeof drfErrorSchema>;

/** Server messages with fixed wording (DRF / simplejwt defaults), shared by the demo API and tests. */
export const drfErrorMessages = {
  invalidCredentials: 'No active account found with the given credentials',
  tokenNotValid: 'Given token not valid for any token type',
  refreshTokenNotValid: 'Token is invalid or expired',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  emailExists: 'user with this email already exists.',
  usernameExists: 'A user with that username already exists.',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  unsupportedMediaType: (type: string) => `Unsupported media type "${type}" in request.`,
  parseError: 'JSON parse error - request body is not valid JSON.',
  notADictionary: (got: string) => `Invalid data. Expected a dictionary, but got ${got}.`,
  serverError: 'A server error occurred.',
} as const;

/** DRF/simplejwt error codes that clients branch on. */
export const drfErrorCodes = {
  tokenNotValid: 'token_not_valid',
  notAuthenticated: 'not_authenticated',
  authenticationFailed: 'authentication_failed',
  noActiveAccount: 'no_active_account',
} as const;

/** Client-side errors whose wording spec points 5 and 8 fix. */
export const clientErrorMessages = {
  noRefreshToken: 'No refresh token available',
  noAccessTokenInRefresh: 'No access token in refresh response',
  socialLoginNoAccessToken: (provider: string) => `${provider} login failed: No access token in response`,
  uploadNoData: 'Upload response contained no data',
  uploadFailedWithMessage: (message: string) => `An error occurred during file upload: ${message}.`,
  uploadFailed: 'An error occurred during file upload.',
  uploadErrorTitle: (code: number | string) => `Error ${code}`,
  preferencesUpdateFailed: 'Failed to update preferences',
  contentPreferencesUpdateFailed: 'Failed to update content preferences',
  uiPreferencesUpdateFailed: 'Failed to update UI preferences',
  currencyPreferencesUpdateFailed: 'Failed to update currency preferences',
  preferencesParseFailed: 'Error parsing preferences',
} as const;

/** What a UI needs from an error body: a message for a bar, and messages per form field. */
export interface ApiErrorDescription {
  detail?: string;
  fieldErrors: Record<string, string[]>;
}

/** Keys of a DRF body that are metadata, not fields. */
const META_KEYS = new Set(['detail', 'code', 'messages', 'non_field_errors']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects string messages from a field value (string, string[], nested object or list). */
function collect(value: unknown, path: string, into: Record<string, string[]>): void {
  if (typeof value === 'string') {
    (into[path] ??= []).push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'string') (into[path] ??= []).push(item);
      else if (isRecord(item) || Array.isArray(item)) collect(item, `${path}.${index}`, into);
    });
  } else if (isRecord(value)) {
    for (const [key, nested] of Object.entries(value)) collect(nested, `${path}.${key}`, into);
  }
}

/**
 * Pure: turns any error body into `{detail?, fieldErrors}`.
 * - `detail` (string) becomes `detail`; `non_field_errors` (no field to sit under) are joined into
 *   `detail` when there is no `detail`.
 * - every other key with a string or string[] becomes a field error; nested serializer errors are
 *   flattened as `parent.child` (list items as `parent.0.child`).
 * - anything else (HTML, null, numbers, arrays) gives `{fieldErrors: {}}` and no detail.
 */
export function describeApiError(body: unknown): ApiErrorDescription {
  const fieldErrors: Record<string, string[]> = {};
  if (!isRecord(body)) return { fieldErrors };
  let detail = typeof body.detail === 'string' && body.detail.trim() !== '' ? body.detail : undefined;
  if (detail === undefined) {
    const general: Record<string, string[]> = {};
    collect(body.non_field_errors, 'non_field_errors', general);
    const messages = Object.values(general).flat();
    if (messages.length > 0) detail = messages.join(' ');
  }
  for (const [key, value] of Object.entries(body)) {
    if (!META_KEYS.has(key)) collect(value, key, fieldErrors);
  }
  return detail === undefined ? { fieldErrors } : { detail, fieldErrors };
}
