import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '@renderer/features/auth/SessionProvider';
import { syncAuthAcrossTabs } from '@renderer/features/auth/cross-tab-sync';
import { ColourModeProvider } from '@renderer/features/colour-mode';
import { ConnectivityProvider } from '@renderer/features/connectivity';
import { CurrencyProvider } from '@renderer/features/currency';
import { NotificationsProvider } from '@renderer/features/notifications';
import { PreferencesProvider } from '@renderer/features/preferences';
import { ToastProvider } from '@renderer/features/toast';
import { PlatformProvider } from '@renderer/platform/PlatformProvider';
import { createI18n } from './i18n';
import type { AppServices } from './services';
import { ThemedApp } from './ThemedApp';

/**
 * All providers, outermost first: platform, i18n, TanStack Query, session, toast, preferences,
 * colour mode, currency, notifications, then the Fluent theme of the colour mode (ThemedApp).
 * Also starts the cross-tab sync of the auth state for as long as it is mounted.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  // Start in the stored language so the first paint is already translated.
  const i18n = useMemo(() => createI18n(services.preferencesStore.getState().preferences.ui.language), [services.preferencesStore]);
  const { platform, queryClient, session, authStore, account } = services;

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
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session} store={authStore} account={account}>
            <ConnectivityProvider store={services.connectivityStore} reconnect={services.reconnect}>
              <ToastProvider>
                <PreferencesProvider store={services.preferencesStore} sync={services.preferencesSync} api={services.preferencesApi}>
                  <ColourModeProvider store={services.colourModeStore}>
                    <CurrencyProvider api={services.ratesApi}>
                      <NotificationsProvider api={services.notificationsApi}>
                        <ThemedApp i18n={i18n}>{children}</ThemedApp>
                      </NotificationsProvider>
                    </CurrencyProvider>
                  </ColourModeProvider>
                </PreferencesProvider>
              </ToastProvider>
            </ConnectivityProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
