import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH, passwordMessages, passwordProblems } from '@shared/validation';

/**
 * The password rules of src/shared/validation/password.ts (issue 3; the same ones the API checks),
 * worded in the UI language: one sentence per broken rule, joined; null when the password is fine.
 */
export function localPasswordProblems(password: string, email: string | null | undefined, t: TFunction): string | null {
  const problems = passwordProblems(password, email).map((message) => {
    if (message === passwordMessages.tooShort) return t('accountSettings.passwordRules.tooShort', { min: PASSWORD_MIN_LENGTH });
    if (message === passwordMessages.allDigits) return t('accountSettings.passwordRules.allDigits');
    if (message === passwordMessages.isEmail) return t('accountSettings.passwordRules.isEmail');
    return message;
  });
  return problems.length > 0 ? problems.join(' ') : null;
}
