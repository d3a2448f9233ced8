import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useColourMode } from '@renderer/features/colour-mode';
import { useExchangeRates } from '@renderer/features/currency';
import { useUnreadCount } from '@renderer/features/notifications';
import { usePreferences } from '@renderer/features/preferences';

const withQuery = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

describe('issue 4 context hooks throw outside their providers (spec point 8)', () => {
  it.each<[string, () => unknown, string]>([
    ['usePreferences', () => usePreferences(), 'usePreferences must be used within a PreferencesProvider'],
    ['useColourMode', () => useColourMode(), 'useColourMode must be used within a ColourModeProvider'],
    ['useExchangeRates', () => useExchangeRates(), 'useExchangeRates must be used within a CurrencyProvider'],
    ['useUnreadCount', () => useUnreadCount(), 'useNotifications must be used within a NotificationsProvider'],
  ])('%s', (_name, hook, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(hook, { wrapper: withQuery })).toThrow(message);
  });
});
