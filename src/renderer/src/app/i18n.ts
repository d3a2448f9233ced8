import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The UI strings, one JSON file per language and namespace: `locales/<language>/<namespace>.json`
 * (a namespace per feature, so each feature owns its strings). Keys are used as `namespace.key`.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Builds i18next resources `{ [language]: { translation: { [namespace]: strings } } }` from the files. */
export function collectResources(modules: Record<string, Record<string, unknown>>): Resource {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, strings] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    (resources[language] ??= { translation: {} }).translation[namespace] = strings;
  }
  return resources;
}

export const resources = collectResources(files);

/**
 * A ready i18next instance for the renderer. Resources are bundled (no network), so init is
 * synchronous. React escapes interpolated values when rendering, so i18next's own escaping is off
 * (it would double-escape).
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
