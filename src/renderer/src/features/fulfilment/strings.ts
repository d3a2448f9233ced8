import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/fulfilment.json';

/** `useTranslation()` for the fulfilment page: brings the English fulfilment strings (platform/lazy-strings.ts). */
export const useFulfilmentTranslation = () => useTranslationWithEnglish('fulfilment', english);
