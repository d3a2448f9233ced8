import { DEFAULT_BASE_CURRENCY } from '@shared/constants';
import { localeOf, usePreference, useUpdatePreferences } from '@renderer/features/preferences';
import { useCurrencyChoice, useExchangeRates, useUserLocation } from './CurrencyProvider';
import { lazyOptional, useOptionalSettled } from '@renderer/platform/lazy-optional';

// Fluent's MessageBar stays off the first route (docs/product-rules.md §Performance 1): the bar is a chunk of its own.
const CurrencyOfferBar = lazyOptional(() => import('./CurrencyOfferBar').then((module) => module.CurrencyOfferBar));

/**
 * Starts loading the offer's bar and says when that has settled: the home page holds its shelves
 * back until then, so an offer arriving late never pushes them down (layout shift: docs/product-rules.md §Performance 4).
 */
export function useCurrencyOfferReady(): boolean {
  return useOptionalSettled(CurrencyOfferBar);
}

/** Loads the offer's bar ahead of its first render (a home page rendered with its data may show it at once). Rejects when its chunk fails. */
export const preloadCurrencyOffer = (): Promise<unknown> => CurrencyOfferBar.preload();

/**
 * Offers the visitor's local currency (docs/product-rules.md §Currency 10): shown when the location's currency differs from
 * JPY, rates exist for it, and the user never chose a currency. It never switches by itself: the
 * user switches or keeps JPY, and either answer is remembered.
 */
export function CurrencyOffer() {
  const location = useUserLocation();
  const rates = useExchangeRates();
  const { chosen, markChosen } = useCurrencyChoice();
  const primary = usePreference((p) => p.currency.primary);
  const locale = localeOf(usePreference((p) => p.ui.language));
  const update = useUpdatePreferences();

  const local = location.data?.currency;
  if (chosen || !local || local === DEFAULT_BASE_CURRENCY || primary !== DEFAULT_BASE_CURRENCY) return null;
  if (!rates.data?.jpyRates.rates[local]) return null;

  return (
    <CurrencyOfferBar
      local={local}
      locale={locale}
      onSwitch={() => {
        markChosen();
        update({ currency: { primary: local } });
      }}
      onKeep={markChosen}
    />
  );
}
