import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import english from '../../locales/en/moderation.json';

/** `useTranslation()` for the moderation page: brings the English moderation strings (platform/lazy-strings.ts). */
export const useModerationTranslation = () => useTranslationWithEnglish('moderation', english);
