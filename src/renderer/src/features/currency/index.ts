/** Public surface of the currency feature (docs/product-rules.md §Currency): other features and the app use only these. */
export { CurrencyProvider, useCurrencyChoice, useExchangeRates, useKnownRegion, useUserLocation } from './CurrencyProvider';
export { Price, type PriceProps } from './Price';
export { usePriceForms, usePriceText, type PriceForms } from './price-text';
export { RatesNote } from './RatesNote';
export { CurrencySettingsFields } from './CurrencySettings';
export { LazyRatesNote } from './LazyRatesNote';
export { CurrencyOffer, preloadCurrencyOffer, useCurrencyOfferReady } from './CurrencyOffer';
export { convertPrice, roundPrice, type RateTables } from './conversion';
export { currencyName } from './currency-name';
// The two queries are also started before a pre-rendered page hydrates (app/page-data.ts).
export { currencyKeys, exchangeRatesQuery, rememberServedCurrencyData, userLocationQuery, type ExchangeRates, type UserLocation } from './currency-queries';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { CurrencyServices } from './services';
