import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@shared/api';
import { formatCount } from '@renderer/features/preferences';
import { translationLoaders } from './i18n-translations';

/**
 * The UI strings, one JSON file per language and namespace: `locales/<language>/<namespace>.json`
 * (a namespace per feature, so each feature owns its strings). Keys are used as `namespace.key`.
 * English (the default and the fallback) is bundled; each other language loads on first use, as a
 * chunk of its own (./i18n-translations), to keep the first route within its budget
 * (docs/product-rules.md §Performance 1).
 */
// English namespaces of lazily loaded pages are left out of the first route (its budget:
// docs/product-rules.md §Performance 1–2): the feature's own chunk adds them when first used (platform/lazy-strings.ts, used by
// features/*/strings.ts and auth/account-strings.ts). import.meta.glob takes literals only.
const englishFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/*.json',
    '!../locales/en/catalogue.json',
    '!../locales/en/collection.json',
    '!../locales/en/collectionState.json',
    '!../locales/en/moderation.json',
    '!../locales/en/fulfilment.json',
    '!../locales/en/desktop.json',
    '!../locales/en/settings.json',
    '!../locales/en/accountSettings.json',
    '!../locales/en/profile.json',
    '!../locales/en/account.json',
    '!../locales/en/authForms.json',
    '!../locales/en/notifications.json',
    '!../locales/en/notificationWords.json',
    '!../locales/en/cartPage.json',
    '!../locales/en/orders.json',
    '!../locales/en/checkout.json',
  ],
  { eager: true, import: 'default' },
);

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

/** The bundled resources: English only. */
export const resources = collectResources(englishFiles);

/** An i18next backend that reads a language from its lazily loaded chunk. */
const translationsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = translationLoaders[language];
    if (!load) {
      callback(new Error(`No UI strings for language ${language}`), false);
      return;
    }
    load().then(
      (translations) => {
        const bundle = translations[language]?.translation;
        callback(bundle ? null : new Error(`No UI strings for language ${language}`), bundle ?? false);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * A ready i18next instance for the renderer. English is bundled, so init is synchronous; another
 * language loads first (components using it suspend until then, a few milliseconds from the
 * app's own origin). React escapes interpolated values when rendering, so i18next's own escaping is off
 * (it would double-escape). Strings write counts as `{{count, count}}`: the `count` format is the
 * formatting module's (features/preferences/locale.ts formatCount), "19,002" and never "19002".
 */
export function createI18n(language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(translationsBackend).use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.services.formatter?.add('count', (value: unknown, lng: string | undefined) =>
    formatCount(Number(value), (languages as readonly string[]).includes(lng ?? '') ? (lng as Language) : 'en'),
  );
  return instance;
}
