import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import type { i18n as I18n } from 'i18next';
import { useColourMode } from '@renderer/features/colour-mode';
import { useKnownRegion } from '@renderer/features/currency';
import { useLanguageSync, usePrefsCookie } from '@renderer/features/preferences';
import { themeFor } from './theme/themes';

/**
 * The Fluent theme for the current colour mode (docs/product-rules.md §Shell 2–5), plus the app-wide effects that join
 * features: the UI language follows ui.language, and the `user_prefs` cookie follows the preferences.
 */
export function ThemedApp({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const { mode } = useColourMode();
  useLanguageSync(i18n);
  // The cookie joins two features: the preferences and the currency feature's known region.
  usePrefsCookie(useKnownRegion());
  return (
    <FluentProvider theme={themeFor(mode)} data-colour-mode={mode}>
      {children}
    </FluentProvider>
  );
}
