import { collectResources } from './i18n';

/** The Japanese UI strings, one lazy chunk (loaded through i18n-translations.ts). */
export const translations = collectResources(import.meta.glob<Record<string, unknown>>('../locales/ja/*.json', { eager: true, import: 'default' }));
