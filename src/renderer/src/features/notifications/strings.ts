import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/notifications.json';

/**
 * `useTranslation()` for everything that says "notifications" (the bell, the page, system
 * notifications, the menu and footer links): brings the English notification strings with it
 * (platform/lazy-strings.ts; the first-route budget, docs/product-rules.md §Performance 1).
 */
export const useNotificationsTranslation = () => useTranslationWithEnglish('notifications', english);
