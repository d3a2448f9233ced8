import { useEffect, useMemo, type ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '@renderer/features/auth/SessionProvider';
import { syncAuthAcrossTabs } from '@renderer/features/auth/cross-tab-sync';
import { ToastProvider } from '@renderer/features/toast';
import { PlatformProvider } from '@renderer/platform/PlatformProvider';
import { createI18n } from './i18n';
import type { AppServices } from './services';
import { lightTheme } from './theme/themes';

/**
 * All providers, outermost first: platform, i18n, TanStack Query, session, Fluent theme.
 * Also starts the cross-tab sync of the auth state for as long as it is mounted.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(), []);
  const { platform, queryClient, session, authStore, account } = services;

  useEffect(() => syncAuthAcrossTabs(authStore, window), [authStore]);

  return (
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session} store={authStore} account={account}>
            <FluentProvider theme={lightTheme}>
              <ToastProvider>{children}</ToastProvider>
            </FluentProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
