import { useTranslation } from 'react-i18next';
import english from '../../locales/en/moderation.json';

/**
 * `useTranslation()` for the moderation page. Like the catalogue's strings, the English moderation
 * strings stay out of the first route (app/i18n.ts leaves them out): this module travels in the
 * page's lazy chunk and adds them to the app's i18next instance the first time.
 */
export function useModerationTranslation() {
  const translation = useTranslation();
  const { i18n } = translation;
  if (!i18n.getResource('en', 'translation', 'moderation')) {
    i18n.addResourceBundle('en', 'translation', { moderation: english }, true, false);
  }
  return translation;
}
