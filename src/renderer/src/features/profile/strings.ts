import { useAccountTranslation } from '@renderer/features/auth';
import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import accountSettings from '../../locales/en/accountSettings.json';
import profile from '../../locales/en/profile.json';

/** `useTranslation()` for the profile page: brings the English profile and account strings (platform/lazy-strings.ts). */
export function useProfileTranslation() {
  useAccountTranslation();
  return useTranslationWithEnglish('profile', profile);
}

/** `useTranslation()` for the account settings (e-mail, password, deletion): brings their English strings. */
export const useAccountSettingsTranslation = () => useTranslationWithEnglish('accountSettings', accountSettings);
