import { formatPrice } from '@renderer/features/currency';
import { formatDateTime, localeOf, usePreference } from '@renderer/features/preferences';
import type { OrderFormats } from './order-words';

/** How the order page writes whole yen and times: the collector's language, locale and currency display (the preferences). */
export function useOrderFormats(): OrderFormats {
  const language = usePreference((p) => p.ui.language);
  const display = usePreference((p) => p.currency.display_format);
  return { yen: (amount) => formatPrice(amount, 'JPY', localeOf(language), display), dateTime: (iso) => formatDateTime(iso, language) };
}
