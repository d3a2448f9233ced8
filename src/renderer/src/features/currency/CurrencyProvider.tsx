import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore, type StoreApi } from 'zustand';
import type { RatesApi } from '@renderer/api/rates';
import { usePreference } from '@renderer/features/preferences';
import { useMountedAdoptingServerHtml } from '@renderer/platform/use-hydrated';
import { useServices } from '@renderer/platform/services';
import { createCurrencyChoiceStore, type CurrencyChoiceState } from './currency-choice-store';
import { exchangeRatesQuery, userLocationQuery, type CacheDeps } from './currency-queries';

// What this provider owns; the rates API itself comes from useServices().
interface CurrencyContextValue {
  cache: CacheDeps;
  choice: StoreApi<CurrencyChoiceState>;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/**
 * Provides the rate and location queries (cached in the platform's Web Storage) and remembers when
 * the user chooses a currency: any change of currency.primary after start-up counts, whether made
 * here, in settings or on another device (arriving with the signed-in user's preferences).
 */
export function CurrencyProvider({ now = Date.now, children }: { now?: () => number; children: ReactNode }) {
  const { storage } = useServices().platform;
  const [value] = useState<CurrencyContextValue>(() => ({ cache: { storage, now }, choice: createCurrencyChoiceStore(storage) }));
  const primary = usePreference((preferences) => preferences.currency.primary);
  const previous = useRef(primary);
  useEffect(() => {
    if (previous.current !== primary) value.choice.getState().markChosen();
    previous.current = primary;
  }, [primary, value]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

function useCurrencyContext(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useExchangeRates must be used within a CurrencyProvider');
  return value;
}

/** The rates API and the provider's cache. @throws Error outside a CurrencyProvider (checked first) or a ServicesProvider. */
function useRatesQueryDeps(): { api: RatesApi; cache: CacheDeps } {
  const { cache } = useCurrencyContext();
  return { api: useServices().ratesApi, cache };
}

/**
 * The 24 h Web Storage cache must not reach the hydrating render (the pre-render had none: docs/product-rules.md §Web 5).
 * The query then starts empty (or with the data the page was rendered with) and its queryFn answers
 * from that cache at once, after hydration. Decided once per component (at mount): initialData only
 * counts when the query is created, so switching it on after hydration would only render every
 * price on the page again, in one synchronous task (more total blocking time).
 */
function withoutCacheWhileHydrating<T extends object>(options: T, mountedHydrating: boolean): T {
  return mountedHydrating ? { ...options, initialData: undefined, initialDataUpdatedAt: undefined } : options;
}

/** The exchange rates (24 h local cache, stale fallback). @throws outside a CurrencyProvider (docs/product-rules.md §API 10). */
export function useExchangeRates() {
  const { api, cache } = useRatesQueryDeps();
  return useQuery(withoutCacheWhileHydrating(exchangeRatesQuery(api, cache), useMountedAdoptingServerHtml()));
}

/** The visitor's {currency, region} (24 h local cache). @throws outside a CurrencyProvider. */
export function useUserLocation() {
  const { api, cache } = useRatesQueryDeps();
  return useQuery(withoutCacheWhileHydrating(userLocationQuery(api, cache), useMountedAdoptingServerHtml()));
}

/**
 * The visitor's region if already known (fetched by another screen or in the 24 h cache), else
 * null. Never fetches, so app-wide consumers (the user_prefs cookie) cause no network call.
 * @throws outside a CurrencyProvider.
 */
export function useKnownRegion(): string | null {
  const { api, cache } = useRatesQueryDeps();
  return useQuery({ ...withoutCacheWhileHydrating(userLocationQuery(api, cache), useMountedAdoptingServerHtml()), enabled: false }).data?.region ?? null;
}

/** Whether the user ever chose a currency, and how to record that they did. @throws outside a CurrencyProvider. */
export function useCurrencyChoice(): CurrencyChoiceState {
  return useStore(useCurrencyContext().choice);
}
