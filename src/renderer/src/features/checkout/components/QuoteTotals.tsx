import { useId, type ReactNode } from 'react';
import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { Quote } from '@shared/api/checkout';
import { Price } from '@renderer/features/currency';
import { formatCalendarDay, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useCheckoutTranslation } from '../strings';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, textAlign: 'end' },
  total: { fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground2 },
});

/**
 * The quote's totals (docs/product-rules.md §Checkout 5–6), in JPY, the currency the shop settles
 * in, each with ≈ the collector's currency (Price): items, then, once a method is chosen, shipping
 * and the total; with pre-orders, what is paid now and what is charged at release; "Rates of
 * <date>" (the ECB day a CNY price was converted at). `children` go at its end (Place order).
 */
export function QuoteTotals({ quote, children }: { quote: Quote; children?: ReactNode }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const language = usePreference((p) => p.ui.language);
  const headingId = useId();
  const { totals } = quote;
  const priced = quote.method !== null;
  const row = (label: string, amount: number, name: string, strong = false) => (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value} data-total={name}>
        <span className={strong ? styles.total : undefined}>
          <Price amount={amount} currency="JPY" always />
        </span>
      </dd>
    </div>
  );
  return (
    <Paper role="region" aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {t('checkout.totals.heading')}
      </Subtitle1>
      <dl className={styles.list}>
        {row(t('checkout.totals.items'), totals.items_jpy, 'items')}
        {priced && row(t('checkout.totals.shipping'), totals.shipping_jpy, 'shipping')}
        {priced && row(t('checkout.totals.total'), totals.total_jpy, 'total', true)}
        {priced && totals.due_later_jpy > 0 && row(t('checkout.totals.payNow'), totals.due_now_jpy, 'due-now', true)}
        {priced && totals.due_later_jpy > 0 && row(t('checkout.totals.atRelease'), totals.due_later_jpy, 'due-later')}
      </dl>
      {!priced && <Caption1 className={styles.note}>{t('checkout.totals.shippingNext')}</Caption1>}
      <Caption1 className={styles.note}>{t('checkout.totals.settles')}</Caption1>
      <Caption1 className={styles.note} data-rate-date={quote.rate.date}>
        {t('checkout.totals.ratesOf', { date: formatCalendarDay(quote.rate.date, language) })}
      </Caption1>
      {children}
    </Paper>
  );
}
