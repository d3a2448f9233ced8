import { collectResources } from './i18n';

/**
 * The Japanese and Simplified Chinese UI strings, split from the first route (issue 6 bundle
 * budget) and loaded by i18n.ts when one of them is first used. English stays bundled.
 */
export const translations = collectResources(
  import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/en/*.json'], { eager: true, import: 'default' }),
);
