import { useId } from 'react';
import { Body1Strong, Caption1, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OrderLine, OrderShipment } from '@shared/api';
import { Price } from '@renderer/features/currency';
import { localeOf, usePreference } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { daysText, methodName, shipmentHeading } from '../order-words';
import { useOrdersTranslation } from '../strings';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  shipment: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface OrderShipmentsProps {
  shipments: readonly OrderShipment[];
  lines: readonly OrderLine[];
  nameOf: (line: Pick<OrderLine, 'name' | 'name_ja'>) => string;
}

/**
 * The order's parcels (docs/product-rules.md §Checkout 3–4): each one's heading ("Ships now",
 * "Ships when released (March 2027)", "Ships together…"), carrier and estimate, shipping in JPY
 * with ≈, whether it is charged now or at release, and the figures in it.
 */
export function OrderShipments({ shipments, lines, nameOf }: OrderShipmentsProps) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const locale = localeOf(usePreference((p) => p.ui.language));
  const headingId = useId();
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="shipments">
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.order.shipments')}
      </Subtitle1>
      <ol className={styles.list}>
        {shipments.map((shipment, index) => (
          <li key={index} className={styles.shipment} data-shipment={shipment.kind}>
            <Body1Strong>{shipmentHeading(shipment, locale, t)}</Body1Strong>
            <Text>
              {methodName(shipment.method, t)} · {daysText(shipment.days_min, shipment.days_max, t)}
            </Text>
            <div className={styles.row}>
              <Text>{t('orders.order.shipping')}</Text>
              <Price amount={shipment.shipping_jpy} currency="JPY" always />
              <Caption1 className={styles.muted}>{shipment.charged_now ? t('orders.order.chargedNow') : t('orders.order.chargedAtRelease')}</Caption1>
            </div>
            <Caption1 className={styles.muted}>
              {lines
                .filter((line) => line.shipment === index)
                .map((line) => t('orders.order.inShipment', { name: nameOf(line), n: line.quantity }))
                .join(', ')}
            </Caption1>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
