import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/catalogue.json';

/** `useTranslation()` for the catalogue's lazy pages: brings the English catalogue strings (platform/lazy-strings.ts). */
export const useCatalogueTranslation = () => useTranslationWithEnglish('catalogue', english);
