import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/checkout.json';

/**
 * `useTranslation()` for the checkout's steps (namespace `checkout`): brings the English strings
 * with them, off the first route (platform/lazy-strings.ts).
 */
export const useCheckoutTranslation = () => useTranslationWithEnglish('checkout', english);
