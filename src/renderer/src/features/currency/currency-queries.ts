import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CnyRatesResponse, JpyRatesResponse, LocationResponse } from '@shared/api';
import type { RatesApi } from '@renderer/api/rates';
import { readCache, writeCache } from './local-cache';

/** Query keys of the currency feature. */
export const currencyKeys = {
  all: ['currency'] as const,
  rates: () => [...currencyKeys.all, 'rates'] as const,
  location: () => [...currencyKeys.all, 'location'] as const,
};

/** What the rates query yields: both maps with their date, when they were fetched, and whether they are stale. */
export interface ExchangeRates {
  jpyRates: JpyRatesResponse;
  cnyRates: CnyRatesResponse;
  /** When the rates were fetched from the API (epoch ms). */
  savedAt: number;
  /** True when the API could not be reached and rates older than 24 h are shown. */
  stale: boolean;
}

export interface UserLocation extends LocationResponse {
  savedAt: number;
  stale: boolean;
}

export interface CacheDeps {
  storage: Storage;
  now: () => number;
}

/**
 * Exchange rates (docs/product-rules.md §Currency 1–2): from the `anime_exchange_rates` Web Storage cache while it
 * is younger than 24 h, else GET /api/jpy-rates/ and /api/cny-rates/ (cached again). When the
 * fetch fails and an older cache exists, that cache is used and flagged stale.
 */
export function exchangeRatesQuery(api: Pick<RatesApi, 'jpyRates' | 'cnyRates'>, { storage, now }: CacheDeps) {
  // A fresh cache is shown on the first render, with no loading state.
  const initial = () => {
    const cached = readCache(storage, 'anime_exchange_rates', now());
    return cached?.fresh ? { ...cached.value, savedAt: cached.savedAt, stale: false } : undefined;
  };
  return queryOptions({
    queryKey: currencyKeys.rates(),
    initialData: initial,
    initialDataUpdatedAt: () => initial()?.savedAt,
    // Failed rates are fetched once and retried once (§API 2): a part that mounts later (a shelf,
    // the rates note) reads the error instead of asking again.
    retryOnMount: false,
    queryFn: async (): Promise<ExchangeRates> => {
      const cached = readCache(storage, 'anime_exchange_rates', now());
      if (cached?.fresh) return { ...cached.value, savedAt: cached.savedAt, stale: false };
      try {
        const [jpyRates, cnyRates] = await Promise.all([api.jpyRates(), api.cnyRates()]);
        const savedAt = now();
        writeCache(storage, 'anime_exchange_rates', { jpyRates, cnyRates }, savedAt);
        return { jpyRates, cnyRates, savedAt, stale: false };
      } catch (error) {
        if (cached) return { ...cached.value, savedAt: cached.savedAt, stale: true };
        throw error;
      }
    },
  });
}

/**
 * The visitor's region and currency (GET /api/location/), through the `anime_user_location` cache
 * (24 h), with the same stale fallback as the rates.
 */
export function userLocationQuery(api: Pick<RatesApi, 'location'>, { storage, now }: CacheDeps) {
  const initial = () => {
    const cached = readCache(storage, 'anime_user_location', now());
    return cached?.fresh ? { currency: cached.value.currency, region: cached.value.region, savedAt: cached.savedAt, stale: false } : undefined;
  };
  return queryOptions({
    queryKey: currencyKeys.location(),
    initialData: initial,
    initialDataUpdatedAt: () => initial()?.savedAt,
    queryFn: async (): Promise<UserLocation> => {
      const cached = readCache(storage, 'anime_user_location', now());
      if (cached?.fresh) return { currency: cached.value.currency, region: cached.value.region, savedAt: cached.savedAt, stale: false };
      try {
        const location = await api.location();
        const savedAt = now();
        writeCache(storage, 'anime_user_location', { currency: location.currency, region: location.region }, savedAt);
        return { ...location, savedAt, stale: false };
      } catch (error) {
        if (cached) return { currency: cached.value.currency, region: cached.value.region, savedAt: cached.savedAt, stale: true };
        throw error;
      }
    },
  });
}

/**
 * Keeps in Web Storage the rates and location a page was rendered with (docs/product-rules.md §Web 10):
 * a page rendered at request time brings them in its query cache, so the queries' own fetch, which
 * fills the 24 h caches of §Currency 2, does not run on this visit. Only answers that are not stale,
 * with the time they were fetched (`savedAt`), so the 24 h count from the same moment.
 */
export function rememberServedCurrencyData(queryClient: QueryClient, storage: Storage): void {
  const rates = queryClient.getQueryData<ExchangeRates>(currencyKeys.rates());
  if (rates && !rates.stale) writeCache(storage, 'anime_exchange_rates', { jpyRates: rates.jpyRates, cnyRates: rates.cnyRates }, rates.savedAt);
  const location = queryClient.getQueryData<UserLocation>(currencyKeys.location());
  if (location && !location.stale) writeCache(storage, 'anime_user_location', { currency: location.currency, region: location.region }, location.savedAt);
}
