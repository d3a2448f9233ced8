import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@renderer/app/services';
import { useSession } from '@renderer/features/auth';
import { useColourMode } from '@renderer/features/colour-mode';
import { useConnectivity } from '@renderer/features/connectivity';
import { useCurrencyChoice, useExchangeRates } from '@renderer/features/currency';
import { useUnreadCount } from '@renderer/features/notifications';
import { usePreferences } from '@renderer/features/preferences';
import { ServicesProvider, useServices } from '@renderer/platform/services';
import { testPlatform } from './render-app';

const withQuery = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const OUTSIDE_SERVICES = 'useServices must be used within a ServicesProvider';

describe('context hooks throw outside their providers (§API 10)', () => {
  // The hooks that read services (API groups, session, stores) share one provider and one message.
  it.each<[string, () => unknown, string]>([
    ['useServices', () => useServices(), OUTSIDE_SERVICES],
    ['useSession', () => useSession(), OUTSIDE_SERVICES],
    ['useConnectivity', () => useConnectivity(), OUTSIDE_SERVICES],
    ['usePreferences', () => usePreferences(), OUTSIDE_SERVICES],
    ['useColourMode', () => useColourMode(), OUTSIDE_SERVICES],
    ['useUnreadCount', () => useUnreadCount(), OUTSIDE_SERVICES],
    ['useExchangeRates', () => useExchangeRates(), 'useExchangeRates must be used within a CurrencyProvider'],
  ])('%s', (_name, hook, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(hook, { wrapper: withQuery })).toThrow(message);
  });

  // CurrencyProvider owns state (the currency choice, the cache): its hooks still need it, services or not.
  it.each<[string, () => unknown]>([
    ['useExchangeRates', () => useExchangeRates()],
    ['useCurrencyChoice', () => useCurrencyChoice()],
  ])('%s inside the ServicesProvider but outside the CurrencyProvider', (_name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = createAppServices(testPlatform());
    const wrapper = ({ children }: { children: ReactNode }) => withQuery({ children: <ServicesProvider services={services}>{children}</ServicesProvider> });
    expect(() => renderHook(hook, { wrapper })).toThrow('useExchangeRates must be used within a CurrencyProvider');
  });

  it('useServices returns the provided services', () => {
    const services = createAppServices(testPlatform());
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={services}>{children}</ServicesProvider>;
    expect(renderHook(() => useServices(), { wrapper }).result.current).toBe(services);
  });
});
