import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH, passwordMessages, passwordProblems } from '@shared/validation';
import { fieldMessage } from '@renderer/features/auth';

/**
 * The password rules of src/shared/validation/password.ts (the same ones the API checks), worded in
 * the UI language: one sentence per broken rule, joined; null when the password is fine.
 * `commonPasswords`: the forms' common-password list (useCommonPasswords), once it has loaded.
 */
export function localPasswordProblems(password: string, email: string | null | undefined, t: TFunction, commonPasswords?: ReadonlySet<string>): string | null {
  const problems = passwordProblems(password, email, commonPasswords).map((message) => {
    if (message === passwordMessages.tooShort) return t('accountSettings.passwordRules.tooShort', { min: PASSWORD_MIN_LENGTH });
    if (message === passwordMessages.allDigits) return t('accountSettings.passwordRules.allDigits');
    if (message === passwordMessages.isEmail) return t('accountSettings.passwordRules.isEmail');
    // The other rules in the wording the API's answers get (one translation per rule).
    return fieldMessage('new_password', message, t);
  });
  return problems.length > 0 ? problems.join(' ') : null;
}
