import type { Language } from '@shared/api';

/**
 * BCP 47 tag for a UI language, used for `<html lang>` and every `Intl` formatter: en → "en",
 * ja → "ja", zh → "zh-Hans" (Simplified Chinese by script, not tied to one region).
 */
export function localeOf(language: Language): string {
  return language === 'zh' ? 'zh-Hans' : language;
}
