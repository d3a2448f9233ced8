import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/collection.json';

/** `useTranslation()` for the collection's lazy parts: brings the English collection strings (platform/lazy-strings.ts). */
export const useCollectionTranslation = () => useTranslationWithEnglish('collection', english);
