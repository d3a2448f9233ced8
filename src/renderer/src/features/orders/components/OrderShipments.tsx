import { useId, useState } from 'react';
import {
  Body1Strong,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Order, OrderLine, OrderShipment } from '@shared/api';
import { Price } from '@renderer/features/currency';
import { useFormat } from '@renderer/features/preferences';
import { Paper } from '@renderer/features/ui';
import { changeProblem, useOrderChange } from '../order-changes';
import { useOrderFormats } from '../order-formats';
import { daysText, methodName, shipmentHeading } from '../order-words';
import { useOrdersTranslation } from '../strings';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  shipment: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  together: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface OrderShipmentsProps {
  order: Order;
  nameOf: (line: Pick<OrderLine, 'name' | 'name_ja'>) => string;
}

/** Where a shipment is, in words: "Paid: being packed", "Shipped on 2 May 2026", … */
function stateText(shipment: OrderShipment, t: ReturnType<typeof useOrdersTranslation>['t'], dateTime: (iso: string) => string): string {
  if (shipment.state === 'delivered' && shipment.delivered_at) return t('orders.shipmentState.delivered', { date: dateTime(shipment.delivered_at) });
  if (shipment.state === 'shipped' && shipment.shipped_at) return t('orders.shipmentState.shipped', { date: dateTime(shipment.shipped_at) });
  return t(`orders.shipmentState.${shipment.state}`);
}

/**
 * "Ship what is ready now" (docs/product-rules.md §Fulfilment 3): while the order ships together and
 * holds something, says so and offers to invoice and ship what is ready, after a confirmation dialog
 * that says what it costs.
 */
function ShipTogetherControl({ order }: { order: Order }) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const change = useOrderChange(order.id);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    try {
      await change.mutateAsync({ kind: 'stopTogether' });
      setOpen(false);
    } catch (error) {
      const why = changeProblem(error);
      setProblem(why.kind === 'offline' ? t('orders.cancelDialog.offline') : t('orders.cancelDialog.failed', { detail: why.kind === 'refused' ? why.detail : '' }));
    }
  };
  return (
    <div className={styles.together}>
      <Text>{t('orders.together.held')}</Text>
      <Button onClick={() => setOpen(true)}>{t('orders.together.stop')}</Button>
      <Dialog open={open} onOpenChange={(_event, data) => !change.isPending && setOpen(data.open)} modalType="modal">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('orders.together.confirmTitle')}</DialogTitle>
            <DialogContent>
              <Text as="p">{t('orders.together.confirmBody')}</Text>
              {problem && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button disabled={change.isPending} onClick={() => setOpen(false)}>
                {t('orders.together.keep')}
              </Button>
              <Button appearance="primary" disabledFocusable={change.isPending} onClick={() => void confirm()}>
                {t('orders.together.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}

/**
 * The order's parcels (docs/product-rules.md §Checkout 3–4, §Fulfilment 3–5): each one's heading
 * ("Ships now", "Ships when released (March 2027)", "Ships together…"), carrier and estimate,
 * shipping in JPY with ≈, whether it is charged now or at release, where it is (waiting, being
 * packed, shipped or delivered on a date), the carrier's tracking page once shipped, and the figures
 * in it; while the order ships together and holds something, "Ship what is ready now".
 */
export function OrderShipments({ order, nameOf }: OrderShipmentsProps) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const { dateTime } = useOrderFormats();
  const format = useFormat();
  const headingId = useId();
  const holding = order.ship_together && order.lines.some((line) => line.status === 'reserved');
  return (
    <Paper role="region" aria-labelledby={headingId} data-invoice-part="shipments">
      <Subtitle1 as="h2" id={headingId}>
        {t('orders.order.shipments')}
      </Subtitle1>
      {holding && <ShipTogetherControl order={order} />}
      <ol className={styles.list}>
        {order.shipments.map((shipment) => (
          <li key={shipment.position} className={styles.shipment} data-shipment={shipment.kind} data-state={shipment.state}>
            <Body1Strong>{shipmentHeading(shipment, format.month, t)}</Body1Strong>
            <Text>
              {methodName(shipment.method, t)} · {daysText(shipment.days_min, shipment.days_max, t)}
            </Text>
            <div className={styles.row}>
              <Text>{t('orders.order.shipping')}</Text>
              <Price amount={shipment.shipping_jpy} currency="JPY" always />
              <Caption1 className={styles.muted}>{shipment.charged_now ? t('orders.order.chargedNow') : t('orders.order.chargedAtRelease')}</Caption1>
            </div>
            <Text>{stateText(shipment, t, dateTime)}</Text>
            {shipment.tracking && (
              <Link href={shipment.tracking.url} target="_blank" rel="noopener noreferrer">
                {t('orders.tracking.track', { carrier: t(`orders.carrier.${shipment.tracking.carrier}`), number: shipment.tracking.number })}
              </Link>
            )}
            <Caption1 className={styles.muted}>
              {order.lines
                .filter((line) => line.shipment === shipment.position)
                .map((line) => t('orders.order.inShipment', { name: nameOf(line), n: line.quantity }))
                .join(', ')}
            </Caption1>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
