import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1Strong, Caption1, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OrderLine } from '@shared/api';
import { PAGES } from '@shared/prerender/pages';
import { Price, formatPrice } from '@renderer/features/currency';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { useOrdersTranslation } from '../strings';
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
});

/** A figure's page in the app (the catalogue's route). */
const figureLink = (slug: string) => PAGES.figure.path.replace(':slug', encodeURIComponent(slug));

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  /** A figure's name in the interface language (the catalogue's rule, passed in by the app). */
  nameOf: (line: Pick<OrderLine, 'name' | 'name_ja'>) => string;
}

/**
 * The order's lines (docs/product-rules.md §Orders 4): the picture, the name linking to the
 * figure's page, the quantity, the unit price in the figure's currency and, for a CNY figure, the
 * yen it was charged at, the line's total in JPY with ≈ the collector's currency, and its status.
 */
export function OrderLines({ lines, nameOf }: OrderLinesProps) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
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
        {lines.map((line) => {
          const name = nameOf(line);
          return (
            <li key={`${line.slug}-${line.shipment}`} className={styles.line} data-slug={line.slug}>
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
              </div>
              <div className={styles.total}>
                <Price amount={line.total_jpy} currency="JPY" always />
              </div>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
