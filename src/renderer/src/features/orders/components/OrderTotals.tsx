import { useId } from 'react';
import { Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Order } from '@shared/api';
import { Price } from '@renderer/features/currency';
import { formatCalendarDay, usePreference } from '@renderer/features/preferences';
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

/**
 * The order's totals in JPY, the currency the shop settles in (docs/product-rules.md §Checkout 5–6),
 * each with ≈ the collector's currency: items, shipping, the total, and with pre-orders what was due
 * now and what is charged at release; "Rates of <date>" (the ECB day its CNY prices were fixed at).
 */
export function OrderTotals({ order }: { order: Pick<Order, 'totals' | 'rate'> }) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const language = usePreference((p) => p.ui.language);
  const headingId = useId();
  const { totals } = order;
  const row = (label: string, amount: number, name: string, strong = false) => (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={mergeClasses(styles.value, strong && styles.total)} data-total={name}>
        <Price amount={amount} currency="JPY" always />
      </dd>
    </div>
  );
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="totals">
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.order.totals')}
      </Subtitle1>
      <dl className={styles.list}>
        {row(t('orders.order.items'), totals.items_jpy, 'items')}
        {row(t('orders.order.shipping'), totals.shipping_jpy, 'shipping')}
        {row(t('orders.order.total'), totals.total_jpy, 'total', true)}
        {totals.due_later_jpy > 0 && row(t('orders.order.dueNow'), totals.due_now_jpy, 'due-now')}
        {totals.due_later_jpy > 0 && row(t('orders.order.dueLater'), totals.due_later_jpy, 'due-later')}
      </dl>
      <Caption1 className={styles.note} data-rate-date={order.rate.date}>
        {t('orders.order.settles')} {t('orders.order.ratesOf', { date: formatCalendarDay(order.rate.date, language) })}
      </Caption1>
    </Paper>
  );
}
