import { useCallback } from 'react';
import { formatPrice, localeOf, usePreference } from '@renderer/features/preferences';
import { convertPrice } from './conversion';
import { useExchangeRates } from './CurrencyProvider';

/** A price's two forms: `converted` ("$80.08", without "≈") is null when no conversion is needed or possible yet. */
export interface PriceForms {
  original: string;
  converted: string | null;
}

/**
 * How the collector sees prices (docs/product-rules.md §Currency 4–7): a function from an amount in major units of
 * `currency` (ISO 4217) to its original form and its form converted into currency.primary, in the UI
 * language with the display_format preference; and whether prices are shown at all (content.show_prices).
 * The one place <Price> and the worded texts (notifications) take prices from.
 */
export function usePriceForms(): { showPrices: boolean; forms: (amount: number, currency: string) => PriceForms } {
  const showPrices = usePreference((p) => p.content.show_prices);
  const primary = usePreference((p) => p.currency.primary);
  const display = usePreference((p) => p.currency.display_format);
  const locale = localeOf(usePreference((p) => p.ui.language));
  const rates = useExchangeRates().data;
  const forms = useCallback(
    (amount: number, currency: string): PriceForms => {
      const converted = primary !== currency && rates ? convertPrice(amount, primary, rates, currency) : null;
      return { original: formatPrice(amount, currency, locale, display), converted: converted === null ? null : formatPrice(converted, primary, locale, display) };
    },
    [primary, display, locale, rates],
  );
  return { showPrices, forms };
}

/**
 * A price as one line of text, as <Price> shows it: "≈ $80.08 (¥12,800)", or "¥12,800" alone; null when
 * the collector hides prices (content.show_prices off).
 */
export function usePriceText(): (amount: number, currency: string) => string | null {
  const { showPrices, forms } = usePriceForms();
  return useCallback(
    (amount: number, currency: string) => {
      if (!showPrices) return null;
      const { original, converted } = forms(amount, currency);
      return converted === null ? original : `≈ ${converted} (${original})`;
    },
    [showPrices, forms],
  );
}
