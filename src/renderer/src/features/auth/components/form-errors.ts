import { useAuthFormsTranslation } from '../auth-forms-strings';
import { toUserFacingError, type UserFacingError } from '@renderer/api/errors';
import { localiseServerError } from '../server-messages';

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
 * What an account form (sign-in, registration, password reset, account settings) shows for its
 * mutation's `error` (anything thrown by the API layer): {@link splitFormErrors} of the error in the
 * app's wording (server-messages.ts, docs/product-rules.md §Locales 6), with a throttled answer as the one form message.
 */
export function useFormErrors(error: unknown, formFields: readonly string[]): FormErrors {
  const { t } = useAuthFormsTranslation();
  if (!error) return { formMessage: null, fieldMessages: {} };
  const described = localiseServerError(toUserFacingError(error), t);
  return described.throttled ? { formMessage: described.message, fieldMessages: {} } : splitFormErrors(described, formFields);
}
