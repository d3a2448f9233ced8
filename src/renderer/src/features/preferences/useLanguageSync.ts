import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { localeOf } from './locale';
import { usePreference } from './PreferencesProvider';

/**
 * Follows ui.language (docs/product-rules.md §Locales 2): switches i18next at once and sets `<html lang>` to the language's
 * BCP 47 tag (en, ja, zh-Hans), so screen readers, fonts and hyphenation follow too.
 */
export function useLanguageSync(i18n: I18n): void {
  const language = usePreference((p) => p.ui.language);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = localeOf(language);
  }, [i18n, language]);
}
