import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1Strong, Button, Caption1, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { lineActions, type Order, type OrderLine } from '@shared/api';
import { PAGES } from '@shared/prerender/pages';
import { Price } from '@renderer/features/currency';
import { formatPrice, localeOf, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useOrderChange } from '../order-changes';
import { useOrderFormats } from '../order-formats';
import { lineHint } from '../order-words';
import { useOrdersTranslation } from '../strings';
import { CancelLineDialog } from './CancelLineDialog';
import { LineThumbnail } from './LineThumbnail';
import { OrderStatusBadge } from './OrderStatusBadge';

const useStyles = makeStyles({
  lines: { listStyleType: 'none', margin: 0, padding: 0 },
  line: {
    display: 'grid',
    gridTemplateColumns: '64px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
    '@media (min-width: 640px)': { gridTemplateColumns: '64px minmax(0, 1fr) auto' },
  },
  details: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { margin: 0, fontSize: 'inherit', overflowWrap: 'anywhere' },
  link: {
    color: tokens.colorNeutralForeground1,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
  muted: { color: tokens.colorNeutralForeground2 },
  total: { gridColumn: '2', '@media (min-width: 640px)': { gridColumn: '3', textAlign: 'end' } },
  hint: { color: tokens.colorNeutralForeground2, marginBlockStart: tokens.spacingVerticalXS },
  refunded: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalXS },
});

/** A figure's page in the app (the catalogue's route). */
const figureLink = (slug: string) => PAGES.figure.path.replace(':slug', encodeURIComponent(slug));

export interface OrderLinesProps {
  order: Order;
  /** A figure's name in the interface language (the catalogue's rule, passed in by the app). */
  nameOf: (line: Pick<OrderLine, 'name' | 'name_ja'>) => string;
}

/**
 * The order's lines (docs/product-rules.md §Orders 4): the picture, the name linking to the
 * figure's page, the quantity, the unit price in the figure's currency and, for a CNY figure, the
 * yen it was charged at, the line's total in JPY with ≈ the collector's currency, its status, what
 * was refunded of it, what can still be done with it and until when (§Fulfilment 2), and "Cancel" or
 * "Request cancellation" where the line allows it (lineActions), each opening its dialog.
 */
export function OrderLines({ order, nameOf }: OrderLinesProps) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const formats = useOrderFormats();
  const change = useOrderChange(order.id);
  const [asking, setAsking] = useState<{ line: OrderLine; mode: 'cancel' | 'request' } | null>(null);
  const locale = localeOf(usePreference((p) => p.ui.language));
  const display = usePreference((p) => p.currency.display_format);
  const headingId = useId();
  const each = (line: OrderLine) => {
    const price = formatPrice(line.unit_price.amount, line.unit_price.currency, locale, display);
    if (line.unit_price.currency === 'JPY') return t('orders.order.each', { price });
    return t('orders.order.eachConverted', { price, yen: formatPrice(line.unit_price_jpy, 'JPY', locale, display) });
  };
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="lines">
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.order.lines')}
      </Subtitle1>
      <ul className={styles.lines}>
        {order.lines.map((line) => {
          const name = nameOf(line);
          const can = lineActions(line.status);
          const hint = lineHint(line, order, t, formats);
          const waiting = line.cancellation?.state === 'requested';
          return (
            <li key={line.position} className={styles.line} data-slug={line.slug}>
              <LineThumbnail line={line} size="large" />
              <div className={styles.details}>
                <h3 className={styles.name}>
                  <RouterLink to={figureLink(line.slug)} className={styles.link}>
                    <Body1Strong>{name}</Body1Strong>
                  </RouterLink>
                </h3>
                <Caption1 className={styles.muted}>{t('orders.order.quantity', { n: line.quantity })}</Caption1>
                <Text size={200}>{each(line)}</Text>
                <OrderStatusBadge status={line.status} size="small" />
                {line.refunded_jpy > 0 && <Caption1 className={styles.refunded}>{t('orders.line.refunded', { amount: formats.yen(line.refunded_jpy) })}</Caption1>}
                {hint && <Caption1 className={styles.hint}>{hint}</Caption1>}
                {(can.cancel || (can.requestCancellation && !waiting)) && (
                  <div className={styles.actions}>
                    {can.cancel && (
                      <Button size="small" aria-label={t('orders.line.cancelNamed', { name })} onClick={() => setAsking({ line, mode: 'cancel' })}>
                        {t('orders.line.cancel')}
                      </Button>
                    )}
                    {can.requestCancellation && !waiting && (
                      <Button size="small" aria-label={t('orders.line.requestNamed', { name })} onClick={() => setAsking({ line, mode: 'request' })}>
                        {t('orders.line.request')}
                      </Button>
                    )}
                  </div>
                )}
              </div>
              <div className={styles.total}>
                <Price amount={line.total_jpy} currency="JPY" always />
              </div>
            </li>
          );
        })}
      </ul>
      {asking && (
        <CancelLineDialog
          mode={asking.mode}
          name={nameOf(asking.line)}
          open
          onOpenChange={(open) => !open && setAsking(null)}
          onConfirm={(reason) => change.mutateAsync({ kind: asking.mode, position: asking.line.position, reason })}
        />
      )}
    </Paper>
  );
}
