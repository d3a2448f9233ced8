import { useId, type ReactNode } from 'react';
import { Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { OrderTotals, SettlementRate } from '@shared/api';
import { Price } from '@renderer/features/currency';
import { useFormat } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useOrdersTranslation } from '../strings';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, textAlign: 'end' },
  total: { fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground2 },
});

export interface SettlementTotalsProps {
  /** The amounts, in yen (integer JPY). */
  totals: OrderTotals;
  /** The ECB day the CNY prices were converted at. */
  rate: Pick<SettlementRate, 'date'>;
  /** False while no delivery is chosen: items only (no shipping, total or due rows). Default true. */
  priced?: boolean;
  /** A line under the amounts (the checkout's "Shipping is added when…"). */
  note?: ReactNode;
  /** What goes at its end (the review's Place order). */
  children?: ReactNode;
}

/**
 * The totals of a quote or an order, in JPY, the currency the shop settles in
 * (docs/product-rules.md §Checkout 5–6), each with ≈ the collector's currency (Price): items, then
 * shipping and the total, and with pre-orders what is due now and what is charged at release;
 * "Rates of <date>" (the ECB day a CNY price was converted at). One component for the checkout's
 * steps and the order page, so both say it the same way.
 */
export function SettlementTotals({ totals, rate, priced = true, note, children }: SettlementTotalsProps) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const format = useFormat();
  const headingId = useId();
  const row = (label: string, amount: number, name: string, strong = false) => (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={mergeClasses(styles.value, strong && styles.total)} data-total={name}>
        <Price amount={amount} currency="JPY" always />
      </dd>
    </div>
  );
  const split = priced && totals.due_later_jpy > 0;
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="totals">
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.order.totals')}
      </Subtitle1>
      <dl className={styles.list}>
        {row(t('orders.order.items'), totals.items_jpy, 'items')}
        {priced && row(t('orders.order.shipping'), totals.shipping_jpy, 'shipping')}
        {priced && row(t('orders.order.total'), totals.total_jpy, 'total', true)}
        {split && row(t('orders.order.dueNow'), totals.due_now_jpy, 'due-now', true)}
        {split && row(t('orders.order.dueLater'), totals.due_later_jpy, 'due-later')}
      </dl>
      {note && <Caption1 className={styles.note}>{note}</Caption1>}
      <Caption1 className={styles.note} data-rate-date={rate.date}>
        {t('orders.order.settles')} {t('orders.order.ratesOf', { date: format.day(rate.date) })}
      </Caption1>
      {children}
    </Paper>
  );
}
