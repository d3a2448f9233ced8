import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toUserFacingError, type UserFacingError } from '@renderer/api/errors';

/** What a form shows for a failed submit: one message above the fields, and one per field. */
export interface FormErrors {
  formMessage: string | null;
  fieldMessages: Record<string, string>;
}

/**
 * Splits a server error between the fields a form shows and a form-level message: field errors
 * for fields the form has go under them; the others (e.g. `non_field_errors`) join the message.
 */
export function splitFormErrors(error: UserFacingError | null, formFields: readonly string[]): FormErrors {
  if (!error) return { formMessage: null, fieldMessages: {} };
  const fieldMessages: Record<string, string> = {};
  const extra: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (formFields.includes(field)) fieldMessages[field] = messages.join(' ');
    else extra.push(...messages);
  }
  const hasFieldMessages = Object.keys(fieldMessages).length > 0;
  const formMessage = extra.length > 0 ? extra.join(' ') : hasFieldMessages ? null : error.message;
  return { formMessage, fieldMessages };
}

/**
 * The form-level message of a throttled call (429, issue 11 point 4), in the UI language:
 * "Too many attempts, try again in N seconds." with N from Retry-After, or without N when the
 * server did not say. Null for any other error.
 */
export function throttledMessage(error: UserFacingError | null, t: TFunction): string | null {
  if (!error?.throttled) return null;
  const seconds = error.throttled.retryAfterSeconds;
  return seconds === null ? t('errors.throttledNoWait') : t('errors.throttled', { count: Math.max(1, seconds) });
}

/**
 * What a sign-in, registration or password-reset form shows for its mutation's `error` (anything
 * thrown by the API layer): {@link splitFormErrors}, with a throttled answer as {@link throttledMessage}.
 */
export function useFormErrors(error: unknown, formFields: readonly string[]): FormErrors {
  const { t } = useTranslation();
  const described = error ? toUserFacingError(error) : null;
  const split = splitFormErrors(described, formFields);
  const throttled = throttledMessage(described, t);
  return throttled === null ? split : { formMessage: throttled, fieldMessages: {} };
}
