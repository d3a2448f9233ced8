import { isHttpError } from './http';
import type { z } from 'zod/mini';
import { describeApiError, throttleWaitSeconds } from '@shared/api';
import { zodIssueMessage } from '@shared/validation';

/**
 * A server answer that does not fit the API contract (src/shared/api). Raised at the edge so that
 * malformed data never travels deeper into the app (ARCHITECTURE.md, renderer layer 3).
 */
export class ApiContractError extends Error {
  override name = 'ApiContractError';
  constructor(
    readonly endpoint: string,
    readonly issues: string[],
  ) {
    super(`Unexpected answer from ${endpoint}: ${issues.join('; ')}`);
  }
}

/** Parses `data` with `schema`; @throws ApiContractError naming the endpoint and the first issues. */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, data: unknown, endpoint: string): T {
  // The issues reach the person (toUserFacingError): worded in English, as zod/mini has no locale.
  const result = schema.safeParse(data, { error: zodIssueMessage });
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  throw new ApiContractError(endpoint, issues);
}

/**
 * What a failed call means for a person: the server's `detail`, its per-field messages (DRF shape),
 * or a plain sentence for network failures and contract errors. Never HTML: callers render text.
 */
export interface UserFacingError {
  message: string;
  fieldErrors: Record<string, string[]>;
  /** The `code` beside the server's `detail` (e.g. "no_active_account"), when it sent one; the app words known messages by field and code (docs/product-rules.md §Locales 6). */
  code?: string;
  status: number | null;
  offline: boolean;
  /**
   * Set only for a 429 (docs/product-rules.md §API 8): how many seconds the server asks to wait (Retry-After,
   * else DRF's "Expected available in N seconds."), or null when it did not say.
   */
  throttled?: { retryAfterSeconds: number | null };
}

/** Maps any thrown value from the API layer to a {@link UserFacingError}. */
export function toUserFacingError(error: unknown): UserFacingError {
  if (isHttpError(error)) {
    if (!error.response) {
      return { message: 'Cannot reach the server. Check your connection and try again.', fieldErrors: {}, status: null, offline: true };
    }
    const { detail, code, fieldErrors } = describeApiError(error.response.data);
    const status = error.response.status;
    const fieldCount = Object.keys(fieldErrors).length;
    const message = detail ?? (fieldCount > 0 ? 'Please correct the highlighted fields.' : `The server answered with an error (${status}).`);
    if (status === 429) {
      const retryAfterSeconds = throttleWaitSeconds(error.response.headers?.['retry-after'], error.response.data) ?? null;
      return { message, fieldErrors, ...(code === undefined ? {} : { code }), status, offline: false, throttled: { retryAfterSeconds } };
    }
    return { message, fieldErrors, ...(code === undefined ? {} : { code }), status, offline: false };
  }
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return { message, fieldErrors: {}, status: null, offline: false };
}
