import { useId } from 'react';
import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { CollectionSummary } from '@shared/api';
import { convertPrice, RatesNote, useExchangeRates, type RateTables } from '@renderer/features/currency';
import { formatPrice, formattingLocale, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useAdultMode } from '@renderer/features/wishlist';
import { useServices } from '@renderer/platform/services';
import { collectionSummaryQuery } from '../collection-queries';
import { useCollectionTranslation } from '../strings';

const useStyles = makeStyles({
  panel: { gap: tokens.spacingVerticalS },
  figures: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  total: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Money = CollectionSummary['paid'][number];

/**
 * Pure: the sum of `amounts` converted into `to` (each rounded to cents by convertPrice, added in
 * cents so no float error accumulates), or null when a rate is missing.
 */
export function convertedTotal(amounts: readonly Money[], to: string, tables: RateTables): number | null {
  let cents = 0;
  for (const money of amounts) {
    const converted = convertPrice(money.amount, to, tables, money.currency);
    if (converted === null) return null;
    cents += Math.round(converted * 100);
  }
  return cents / 100;
}

/** "≈ €1,234.56" and, beside it, each currency as it was ("¥10,500 + €89.99"), in the collector's currency and format. */
function useMoneyText() {
  const language = usePreference((p) => p.ui.language);
  const display = usePreference((p) => p.currency.display_format);
  const primary = usePreference((p) => p.currency.primary);
  const tables = useExchangeRates().data;
  const locale = formattingLocale(language);
  return (amounts: readonly Money[]) => {
    const parts = amounts.map((money) => formatPrice(money.amount, money.currency, locale, display)).join(' + ');
    const onlyPrimary = amounts.length > 0 && amounts.every((money) => money.currency === primary);
    const total = tables && !onlyPrimary ? convertedTotal(amounts, primary, tables) : null;
    if (amounts.length === 0) return { headline: formatPrice(0, primary, locale, display), parts: null };
    return total === null ? { headline: parts, parts: null } : { headline: `≈ ${formatPrice(total, primary, locale, display)}`, parts };
  };
}

/**
 * What the owned figures cost and are worth today (docs/product-rules.md §Collection 5), on the
 * collection page: what was paid and the current prices, each as one total in the collector's
 * currency ("≈", at the rates the note below names) with every currency it came from beside it,
 * and how many figures bought elsewhere have no price. Nothing until something is owned.
 */
export function CollectionValue() {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const headingId = useId();
  const api = useServices().collectionApi;
  const adult = useAdultMode();
  const summary = useQuery(collectionSummaryQuery(api, adult)).data;
  const moneyText = useMoneyText();
  if (!summary || summary.owned === 0) return null;
  const rows = [
    { key: 'paid', money: moneyText(summary.paid) },
    { key: 'worth', money: moneyText(summary.value) },
  ] as const;
  return (
    <Paper className={styles.panel} role="region" aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('collection.value.heading', { count: summary.owned })}
      </Subtitle2>
      <dl className={styles.figures}>
        {rows.map((row) => (
          <div key={row.key} className={styles.figure}>
            <dt className={styles.term}>
              <Body1>{t(`collection.value.${row.key}`)}</Body1>
            </dt>
            <dd className={styles.total}>{row.money.headline}</dd>
            {row.money.parts && (
              <dd className={styles.figure}>
                <Caption1 className={styles.muted}>{row.money.parts}</Caption1>
              </dd>
            )}
          </div>
        ))}
      </dl>
      {summary.unpriced > 0 && <Caption1 className={styles.muted}>{t('collection.value.unpriced', { count: summary.unpriced })}</Caption1>}
      <RatesNote />
    </Paper>
  );
}
