import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/notifications.json';

/**
 * `useTranslation()` for everything that says "notifications" (the bell, the page, system
 * notifications, the menu and footer links): brings the English notification strings with it
 * (platform/lazy-strings.ts; issue 15 first-route budget).
 */
export const useNotificationsTranslation = () => useTranslationWithEnglish('notifications', english);
