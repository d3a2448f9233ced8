import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { syncAuthAcrossTabs } from '@renderer/features/auth/setup';
import { ColourModeProvider } from '@renderer/features/colour-mode';
import { CurrencyProvider } from '@renderer/features/currency';
import { PreferencesProvider } from '@renderer/features/preferences';
import { ToastProvider } from '@renderer/features/toast';
import { ServicesProvider } from '@renderer/platform/services';
import { createI18n } from './i18n';
import type { AppServices } from './services';
import { ThemedApp } from './ThemedApp';

/**
 * All providers, outermost first: services (platform, API groups, session, stores: one
 * ServicesProvider, read with useServices()), i18n, TanStack Query, toast, then the providers that
 * own state or effects: preferences, colour mode, currency; then the Fluent theme of the colour
 * mode (ThemedApp). Also starts the cross-tab sync of the auth state for as long as it is mounted.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  // Start in the pre-rendered page's language (hydration must match: docs/product-rules.md §Web 5), else the stored one,
  // so the first paint is already translated.
  const i18n = useMemo(() => createI18n(services.hydration?.language ?? services.preferencesStore.getState().preferences.ui.language), [services]);
  const { queryClient, authStore } = services;

  useEffect(() => syncAuthAcrossTabs(authStore, window), [authStore]);
  // Whatever signed the user out (this tab, another tab, a refused refresh), the server state
  // fetched for them must not outlive the session.
  useEffect(
    () =>
      authStore.subscribe((state, previous) => {
        if (previous.status === 'signedIn' && state.status === 'signedOut') queryClient.clear();
      }),
    [authStore, queryClient],
  );

  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <PreferencesProvider>
              <ColourModeProvider>
                <CurrencyProvider>
                  <ThemedApp i18n={i18n}>{children}</ThemedApp>
                </CurrencyProvider>
              </ColourModeProvider>
            </PreferencesProvider>
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
}
