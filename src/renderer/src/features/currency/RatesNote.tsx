import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { useExchangeRates } from './CurrencyProvider';
import { formatRatesDate } from './format';

const useStyles = makeStyles({ stale: { color: tokens.colorPaletteDarkOrangeForeground1 } });

/**
 * "Converted at the ECB rates of 13 Apr 2026", marked stale when the API could not be reached and
 * rates older than 24 h are in use (issue 4). Nothing while loading or when prices are hidden.
 */
export function RatesNote() {
  const { t } = useTranslation();
  const styles = useStyles();
  const rates = useExchangeRates();
  const showPrices = usePreference((p) => p.content.show_prices);
  const locale = localeOf(usePreference((p) => p.ui.language));
  if (!showPrices) return null;
  if (rates.isError && !rates.data) return <Caption1 role="note">{t('currency.ratesUnavailable')}</Caption1>;
  if (!rates.data) return null;
  const date = formatRatesDate(rates.data.jpyRates.date, locale);
  return (
    <Caption1 role="note">
      {t('currency.ratesOf', { date })}
      {rates.data.stale && <span className={styles.stale}> {t('currency.stale')}</span>}
    </Caption1>
  );
}
