import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/settings.json';

/** `useTranslation()` for the settings page: brings the English settings strings (platform/lazy-strings.ts). */
export const useSettingsTranslation = () => useTranslationWithEnglish('settings', english);
