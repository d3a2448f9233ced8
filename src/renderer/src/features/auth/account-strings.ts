import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/account.json';

/**
 * `useTranslation()` for the account pages and dialogs (verify e-mail, password reset, social
 * sign-in, the Discord invite, the profile): brings the English account strings with them
 * (platform/lazy-strings.ts; the first-route budget, docs/product-rules.md §Performance 1).
 */
export const useAccountTranslation = () => useTranslationWithEnglish('account', english);
