import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/orders.json';

/**
 * `useTranslation()` for the orders' pages (namespace `orders`): brings the English strings with
 * them, off the first route (platform/lazy-strings.ts). The user menu's "Your orders" is the
 * bundled `auth.orders`.
 */
export const useOrdersTranslation = () => useTranslationWithEnglish('orders', english);
