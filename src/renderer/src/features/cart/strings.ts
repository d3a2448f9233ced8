import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/cartPage.json';

/**
 * `useTranslation()` for the cart's buttons, messages and page (namespace `cartPage`): brings the
 * English strings with them, off the first route (platform/lazy-strings.ts). The header's link
 * reads the small bundled namespace `cart`.
 */
export const useCartTranslation = () => useTranslationWithEnglish('cartPage', english);
