import { formatPrice, localeOf, useFormat, usePreference } from '@renderer/features/preferences';
import type { OrderFormats } from './order-words';

/** How the order page writes whole yen and times: the collector's language, locale and currency display (the preferences). */
export function useOrderFormats(): OrderFormats {
  const language = usePreference((p) => p.ui.language);
  const format = useFormat();
  const display = usePreference((p) => p.currency.display_format);
  return { yen: (amount) => formatPrice(amount, 'JPY', localeOf(language), display), dateTime: format.dateTime };
}
