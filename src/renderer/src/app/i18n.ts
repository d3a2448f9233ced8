import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@renderer/locales/en.json';

/** The languages of the UI (issue 4: English, Japanese, Simplified Chinese; more arrive there). */
export const resources = { en: { translation: en } } as const;

/**
 * A ready i18next instance for the renderer. Resources are bundled (no network), so init is
 * synchronous. Interpolated values are escaped by React when rendered, so i18next's own escaping
 * is off (it would double-escape).
 */
export function createI18n(language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
