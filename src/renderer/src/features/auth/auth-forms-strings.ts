import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/authForms.json';

/**
 * `useTranslation()` for the account forms (sign-in, registration, password reset, social sign-in)
 * and every form that words the account API's errors (form-errors.ts): brings the English form
 * strings with them, so the header's sign-in button does not carry them on the first route
 * (platform/lazy-strings.ts; docs/product-rules.md §Performance 1).
 */
export const useAuthFormsTranslation = () => useTranslationWithEnglish('authForms', english);
