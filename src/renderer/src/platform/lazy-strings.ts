import { useTranslation } from 'react-i18next';

/** One namespace's strings as its JSON file holds them (`locales/en/<namespace>.json`). */
export type NamespaceStrings = Record<string, unknown>;

/**
 * `useTranslation()` for a lazily loaded feature whose English strings are not bundled with the
 * first route (app/i18n.ts leaves them out; the budget of docs/product-rules.md §Performance 1): the feature's module
 * imports its English JSON, so the strings travel in its chunk, and this adds them to the app's
 * i18next instance the first time, synchronously, before any `t` call. Japanese and Chinese come
 * with the other languages' chunks as usual.
 *
 * @param namespace the top-level key, e.g. 'catalogue' (keys are used as `catalogue.title`)
 * @param english the English strings of that namespace
 */
export function useTranslationWithEnglish(namespace: string, english: NamespaceStrings) {
  const translation = useTranslation();
  const { i18n } = translation;
  if (!i18n.getResource('en', 'translation', namespace)) {
    i18n.addResourceBundle('en', 'translation', { [namespace]: english }, true, false);
  }
  return translation;
}
