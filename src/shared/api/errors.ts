/**
 * Django REST framework error bodies (docs/product-rules.md §API 7–9): either
 * `{"detail": "...", "code"?: "..."}` or `{"<field>": ["message", ...], "non_field_errors"?: [...]}`.
 * Also the fixed messages of the real backend (DRF + simplejwt).
 */
import { z } from 'zod/mini';
import { passwordMessages } from '../validation/password';
import { drfMessages } from './fields';

/** `{detail, code?}`: authentication, permission, not-found, throttling and view-level errors. */
const drfDetailErrorSchema = z.object({
  detail: z.string(),
  code: z.optional(z.string()),
});

/** `{field: [messages]}`: serializer validation errors (flat; nested paths joined with "."). */
const drfFieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** Either DRF error shape. */
export const drfErrorSchema = z.union([drfDetailErrorSchema, drfFieldErrorsSchema]);

/** Server messages with fixed wording (DRF / simplejwt defaults), shared by the demo API and tests. */
export const drfErrorMessages = {
  invalidCredentials: 'No active account found with the given credentials',
  tokenNotValid: 'Given token not valid for any token type',
  refreshTokenNotValid: 'Token is invalid or expired',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  /** DRF's PermissionDenied (403) wording: a collector calling a moderator endpoint. */
  permissionDenied: 'You do not have permission to perform this action.',
  emailExists: 'user with this email already exists.',
  usernameExists: 'A user with that username already exists.',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  unsupportedMediaType: (type: string) => `Unsupported media type "${type}" in request.`,
  parseError: 'JSON parse error - request body is not valid JSON.',
  notADictionary: (got: string) => `Invalid data. Expected a dictionary, but got ${got}.`,
  serverError: 'A server error occurred.',
  /** DRF's Throttled (429) wording, with the wait in whole seconds as its Retry-After header says. */
  throttled: (waitSeconds: number) => `Request was throttled. Expected available in ${waitSeconds} second${waitSeconds === 1 ? '' : 's'}.`,
} as const;

/** DRF/simplejwt error codes that clients branch on. */
export const drfErrorCodes = {
  tokenNotValid: 'token_not_valid',
  notAuthenticated: 'not_authenticated',
  authenticationFailed: 'authentication_failed',
  noActiveAccount: 'no_active_account',
  /** DRF's Throttled code: answered with status 429 and a Retry-After header. */
  throttled: 'throttled',
  /** A one-time link (password reset, e-mail verification) that is forged or incomplete, used up, or too old. */
  invalidToken: 'invalid_token',
  usedToken: 'used_token',
  expiredToken: 'expired_token',
  /** Field codes (DRF ErrorDetail.code / Django's validators): see {@link fieldErrorCode}. */
  unique: 'unique',
  invalid: 'invalid',
  required: 'required',
  blank: 'blank',
  passwordTooShort: 'password_too_short',
  passwordEntirelyNumeric: 'password_entirely_numeric',
  passwordTooSimilar: 'password_too_similar',
  /** Whitespace only, one character repeated, or a keyboard or alphabet run (validation/password.ts rule 4). */
  passwordOnlyWhitespace: 'password_only_whitespace',
  passwordRepeatedCharacter: 'password_repeated_character',
  passwordSequence: 'password_sequence',
  /** On a list of common passwords (validation/password.ts rule 5). */
  passwordTooCommon: 'password_too_common',
} as const;

/**
 * DRF's `{field: [messages]}` bodies carry no codes, so the contract names the code of each field
 * message whose wording it fixes (DRF/Django defaults, the password rules): clients branch on the
 * code, never on the English text (docs/product-rules.md §Locales 6).
 */
const fieldMessageCodes: ReadonlyMap<string, string> = new Map([
  [drfErrorMessages.emailExists, drfErrorCodes.unique],
  [drfErrorMessages.usernameExists, drfErrorCodes.unique],
  [drfMessages.invalidEmail, drfErrorCodes.invalid],
  [drfMessages.required, drfErrorCodes.required],
  [drfMessages.blank, drfErrorCodes.blank],
  [passwordMessages.tooShort, drfErrorCodes.passwordTooShort],
  [passwordMessages.allDigits, drfErrorCodes.passwordEntirelyNumeric],
  [passwordMessages.isEmail, drfErrorCodes.passwordTooSimilar],
  [passwordMessages.onlyWhitespace, drfErrorCodes.passwordOnlyWhitespace],
  [passwordMessages.repeatedCharacter, drfErrorCodes.passwordRepeatedCharacter],
  [passwordMessages.sequence, drfErrorCodes.passwordSequence],
  [passwordMessages.tooCommon, drfErrorCodes.passwordTooCommon],
]);

/** The DRF code of a field error message the contract defines (e.g. "user with this email already exists." → "unique"), else undefined. */
export function fieldErrorCode(message: string): string | undefined {
  return fieldMessageCodes.get(message);
}

/**
 * The wait a 429 asks for, in whole seconds (shown as "try again in N seconds"): from the
 * Retry-After header (delta-seconds, or an HTTP date relative to `nowMs`; RFC 9110 §10.2.3), else
 * from DRF's "Expected available in N seconds." detail. Undefined when neither says; never negative.
 */
export function throttleWaitSeconds(retryAfter: unknown, body: unknown, nowMs: number = Date.now()): number | undefined {
  const header = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
  if (typeof header === 'number' && Number.isFinite(header)) return Math.max(0, Math.ceil(header));
  if (typeof header === 'string' && header.trim() !== '') {
    const text = header.trim();
    if (/^\d+$/.test(text)) return Number(text);
    const date = Date.parse(text);
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - nowMs) / 1000));
  }
  const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : '';
  const match = /Expected available in (\d+) seconds?\./.exec(detail);
  return match ? Number(match[1]) : undefined;
}

/** What a UI needs from an error body: a message for a bar, and messages per form field. */
interface ApiErrorDescription {
  detail?: string;
  /** The `code` beside `detail` (e.g. "no_active_account", "throttled"), when the body has one. */
  code?: string;
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
  const code = typeof body.code === 'string' && body.code !== '' ? body.code : undefined;
  return { ...(detail === undefined ? {} : { detail }), ...(code === undefined ? {} : { code }), fieldErrors };
}
