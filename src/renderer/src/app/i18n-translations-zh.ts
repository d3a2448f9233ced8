import { collectResources } from './i18n';

/** The Simplified Chinese UI strings, one lazy chunk (loaded through i18n-translations.ts). */
export const translations = collectResources(import.meta.glob<Record<string, unknown>>('../locales/zh/*.json', { eager: true, import: 'default' }));
