import { useTranslation } from 'react-i18next';
import english from '../../locales/en/catalogue.json';

/**
 * `useTranslation()` for the catalogue's components. The English catalogue strings are not in the
 * first route (app/i18n.ts leaves them out, issue 12 budget): this module travels in the lazy
 * chunks that use them and adds them to the app's i18next instance the first time (synchronously,
 * before any `t` call). Japanese and Chinese come with the other languages' lazy chunk as usual.
 */
export function useCatalogueTranslation() {
  const translation = useTranslation();
  const { i18n } = translation;
  if (!i18n.getResource('en', 'translation', 'catalogue')) {
    i18n.addResourceBundle('en', 'translation', { catalogue: english }, true, false);
  }
  return translation;
}
