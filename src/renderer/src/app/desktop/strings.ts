import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/desktop.json';

/**
 * `useTranslation()` for the desktop glue (its own chunk, loaded only in the desktop app): brings the
 * English desktop strings with it, so the web's first route does not carry them (platform/lazy-strings.ts).
 */
export const useDesktopTranslation = () => useTranslationWithEnglish('desktop', english);
