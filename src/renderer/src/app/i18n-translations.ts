import type { Resource } from 'i18next';

/**
 * The Japanese and Simplified Chinese UI strings, split from the first route (its budget:
 * docs/product-rules.md §Performance 1) and loaded by i18n.ts when one of them is first used: one
 * chunk per language, so only the chosen one loads. English stays bundled. Each loader resolves `{ [language]: { translation } }`.
 */
export const translationLoaders: Record<string, () => Promise<Resource>> = {
  ja: async () => (await import('./i18n-translations-ja')).translations,
  zh: async () => (await import('./i18n-translations-zh')).translations,
};
