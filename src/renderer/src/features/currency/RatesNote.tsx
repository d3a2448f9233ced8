import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormat, usePreference } from '@renderer/features/preferences';
import { useExchangeRates } from './CurrencyProvider';
import { businessDaysSince } from './business-days';

const useStyles = makeStyles({
  stale: { color: tokens.colorPaletteDarkOrangeForeground1 },
  badge: { marginInlineStart: tokens.spacingHorizontalXS },
});

/** Rates older than this many ECB (TARGET) business days are marked stale (docs/product-rules.md §Currency 9). */
export const RATES_STALE_AFTER_BUSINESS_DAYS = 3;

/**
 * Pure: whole days from a rates date (YYYY-MM-DD, a UTC calendar day) to `now` (epoch ms), never
 * below 0 (a file dated today in a time zone ahead of UTC).
 */
export function ratesAgeDays(isoDate: string, now: number): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  const dated = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return Math.max(0, Math.floor((now - dated) / 86_400_000));
}

/**
 * "Converted prices use the ECB reference rates of 13 Apr 2026 (224 days ago)." with the age through
 * `Intl.RelativeTimeFormat`, and a "Stale" badge (text, not colour alone) when the rates are more
 * than 3 ECB business days old (business-days.ts; docs/product-rules.md §Currency 9: the ECB publishes every one); also marked stale when the API could not be
 * reached and rates older than 24 h are in use (§Currency 2). Nothing while loading or when prices are hidden.
 * @param now the clock in epoch ms (tests fix it); Date.now() by default.
 */
export function RatesNote({ now = Date.now() }: { now?: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const rates = useExchangeRates();
  const showPrices = usePreference((p) => p.content.show_prices);
  const format = useFormat();
  if (!showPrices) return null;
  if (rates.isError && !rates.data) return <Caption1 role="note">{t('currency.ratesUnavailable')}</Caption1>;
  if (!rates.data) return null;
  const { date: isoDate } = rates.data.jpyRates;
  const days = ratesAgeDays(isoDate, now);
  const date = format.day(isoDate);
  const age = format.relativeDays(-days);
  return (
    <Caption1 role="note">
      {t('currency.ratesOf', { date, age })}
      {businessDaysSince(isoDate, now) > RATES_STALE_AFTER_BUSINESS_DAYS && (
        <Badge className={styles.badge} appearance="tint" color="warning" size="small" title={t('currency.outdatedHint', { count: RATES_STALE_AFTER_BUSINESS_DAYS })}>
          {t('currency.outdated')}
        </Badge>
      )}
      {rates.data.stale && <span className={styles.stale}> {t('currency.stale')}</span>}
    </Caption1>
  );
}
