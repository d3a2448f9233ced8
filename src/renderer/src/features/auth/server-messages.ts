/**
 * The app's own wording for the account API's errors (docs/product-rules.md §Locales 6): one table from
 * (DRF field, DRF code) to a message key, used by every account form through form-errors.ts.
 * `{detail, code}` answers are looked up under the field {@link DETAIL_FIELD}; field messages get
 * their code from the contract (`fieldErrorCode`, src/shared/api/errors.ts). Anything the table does
 * not know keeps the server's own message, so no information is lost.
 */
import type { TFunction } from 'i18next';
import { drfErrorCodes, fieldErrorCode } from '@shared/api';
import type { UserFacingError } from '@renderer/api/errors';

/** The pseudo-field of a `{detail, code}` answer in {@link serverMessageKeys}. */
export const DETAIL_FIELD = 'detail';

const passwordKeys: Readonly<Record<string, string>> = {
  [drfErrorCodes.passwordTooShort]: 'authForms.passwordTooShort',
  [drfErrorCodes.passwordEntirelyNumeric]: 'authForms.passwordAllDigits',
  [drfErrorCodes.passwordTooSimilar]: 'authForms.passwordIsEmail',
  [drfErrorCodes.passwordOnlyWhitespace]: 'authForms.passwordOnlyWhitespace',
  [drfErrorCodes.passwordRepeatedCharacter]: 'authForms.passwordRepeatedCharacter',
  [drfErrorCodes.passwordSequence]: 'authForms.passwordSequence',
  [drfErrorCodes.passwordTooCommon]: 'authForms.passwordTooCommon',
};

/** (field → code → i18n key). Keys are `namespace.key` in src/renderer/src/locales/<lang>/. */
export const serverMessageKeys: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [DETAIL_FIELD]: {
    // simplejwt's "No active account found with the given credentials": wrong e-mail or password.
    [drfErrorCodes.noActiveAccount]: 'authForms.wrongCredentials',
    // Password reset link (POST /api/account/password/reset/confirm/).
    [drfErrorCodes.invalidToken]: 'authForms.linkInvalid',
    [drfErrorCodes.usedToken]: 'authForms.linkUsed',
    [drfErrorCodes.expiredToken]: 'authForms.linkExpired',
  },
  email: {
    [drfErrorCodes.unique]: 'authForms.emailTaken',
    [drfErrorCodes.invalid]: 'authForms.invalidEmail',
  },
  username: { [drfErrorCodes.unique]: 'authForms.usernameTaken' },
  password: passwordKeys,
  new_password: passwordKeys,
};

/** The i18n key for (field, code), or undefined when the app has no wording of its own for it. */
export function serverMessageKey(field: string, code: string | undefined): string | undefined {
  return code === undefined ? undefined : serverMessageKeys[field]?.[code];
}

/** One message in the interface language: the app's for a known (field, code), else `serverMessage` unchanged. */
export function appMessage(field: string, code: string | undefined, serverMessage: string, t: TFunction): string {
  const key = serverMessageKey(field, code);
  return key === undefined ? serverMessage : t(key);
}

/**
 * A field message (from the server, or the shared rules the client checks first, e.g.
 * `passwordProblems`) in the app's wording, its code found by the contract's fixed wording.
 */
export function fieldMessage(field: string, message: string, t: TFunction): string {
  return appMessage(field, fieldErrorCode(message), message, t);
}

/**
 * The form-level message of a throttled call (429, docs/product-rules.md §Sign-in 13), in the UI language:
 * "Too many attempts, try again in N seconds." with N from Retry-After, or without N when the
 * server did not say. Null for any other error. This covers an account locked after failed sign-ins too.
 */
export function throttledMessage(error: UserFacingError | null, t: TFunction): string | null {
  if (!error?.throttled) return null;
  const seconds = error.throttled.retryAfterSeconds;
  return seconds === null ? t('errors.throttledNoWait') : t('errors.throttled', { count: Math.max(1, seconds) });
}

/**
 * `error` in the app's wording: a throttled answer as {@link throttledMessage}, a `{detail, code}`
 * through the {@link DETAIL_FIELD} row, every field message through its field's row. Offline and
 * unknown errors keep their message.
 */
export function localiseServerError(error: UserFacingError, t: TFunction): UserFacingError {
  const throttled = throttledMessage(error, t);
  if (throttled !== null) return { ...error, message: throttled };
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    fieldErrors[field] = messages.map((message) => fieldMessage(field, message, t));
  }
  return { ...error, message: appMessage(DETAIL_FIELD, error.code, error.message, t), fieldErrors };
}
