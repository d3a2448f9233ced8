import { useId, useState } from 'react';
import { Body1Strong, Button, Caption1, Link, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { StaffShipment } from '@shared/api';
import { OrderStatusBadge, methodName, useOrderFormats, useOrdersTranslation } from '@renderer/features/orders';
import { Paper } from '@renderer/features/ui';
import { lazyOptional } from '@renderer/platform/lazy-optional';
import { useServices } from '@renderer/platform/services';
import { shipmentsQuery, useStaffAction } from '../fulfilment-queries';
import { useFulfilmentTranslation } from '../strings';
import { ListPager } from './ListPager';
import { Loaded } from './Loaded';
import type { RefundTarget } from './RefundDialog';

// The dialogs load when first opened (chunks of their own).
const ShipDialog = lazyOptional(() => import('./ShipDialog').then((module) => module.ShipDialog));
const RefundDialog = lazyOptional(() => import('./RefundDialog').then((module) => module.RefundDialog));

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  lineName: { flexGrow: 1, minWidth: '12rem', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Lines staff may refund: paid, shipped or delivered, with something left. */
const refundable = (line: StaffShipment['lines'][number]) => ['paid', 'shipped', 'delivered'].includes(line.status) && line.refunded_jpy < line.total_jpy;

/** One parcel: its order, collector and destination, its lines (each with "Refund" where it can be), and the action its state allows. */
function ShipmentCard({ shipment }: { shipment: StaffShipment }) {
  const styles = useStyles();
  const { t } = useFulfilmentTranslation();
  const { t: tOrders } = useOrdersTranslation();
  const { yen, dateTime } = useOrderFormats();
  const headingId = useId();
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const deliver = useStaffAction((api) => api.deliver(shipment.order_id, shipment.position));
  const named = { number: shipment.order_number, position: shipment.position + 1 };
  return (
    <li data-order={shipment.order_number} data-position={shipment.position}>
      <Paper role="group" aria-labelledby={headingId}>
      <div className={styles.head}>
        <Body1Strong as="h2" id={headingId}>
          {t('fulfilment.shipment.heading', named)}
        </Body1Strong>
        <Caption1 className={styles.muted}>{t('fulfilment.shipment.collector', { collector: shipment.collector, country: shipment.country, method: methodName(shipment.method, tOrders) })}</Caption1>
      </div>
      <ul className={styles.lines}>
        {shipment.lines.map((line) => (
          <li key={line.position} className={styles.line}>
            <Text className={styles.lineName}>{t('fulfilment.line.item', { name: line.name, quantity: line.quantity })}</Text>
            <Text>{yen(line.total_jpy)}</Text>
            <OrderStatusBadge status={line.status} size="small" />
            {line.refunded_jpy > 0 && <Caption1 className={styles.muted}>{t('fulfilment.line.refunded', { amount: yen(line.refunded_jpy) })}</Caption1>}
            {refundable(line) && (
              <Button
                size="small"
                aria-label={t('fulfilment.actions.refundNamed', { name: line.name, number: shipment.order_number })}
                onClick={() => setRefunding({ orderId: shipment.order_id, orderNumber: shipment.order_number, position: line.position, name: line.name, leftJpy: line.total_jpy - line.refunded_jpy })}
              >
                {t('fulfilment.actions.refund')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {shipment.tracking && (
        <Link href={shipment.tracking.url} target="_blank" rel="noopener noreferrer">
          {t('fulfilment.shipment.track', { number: shipment.tracking.number })}
        </Link>
      )}
      {shipment.shipped_at && <Caption1 className={styles.muted}>{t('fulfilment.shipment.shippedOn', { date: dateTime(shipment.shipped_at) })}</Caption1>}
      {shipment.delivered_at && <Caption1 className={styles.muted}>{t('fulfilment.shipment.deliveredOn', { date: dateTime(shipment.delivered_at) })}</Caption1>}
      <div className={styles.actions}>
        {shipment.state === 'ready' && (
          <Button appearance="primary" aria-label={t('fulfilment.actions.shipNamed', named)} onClick={() => setShipping(true)}>
            {t('fulfilment.actions.ship')}
          </Button>
        )}
        {shipment.state === 'shipped' && (
          <Button appearance="primary" aria-label={t('fulfilment.actions.deliverNamed', named)} disabledFocusable={deliver.isPending} onClick={() => deliver.mutate(undefined)}>
            {t('fulfilment.actions.deliver')}
          </Button>
        )}
      </div>
      {deliver.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('fulfilment.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {shipping && <ShipDialog shipment={shipment} open onOpenChange={setShipping} />}
      {refunding && <RefundDialog target={refunding} open onOpenChange={(open) => !open && setRefunding(null)} />}
      </Paper>
    </li>
  );
}

/**
 * The shipments in `state` (docs/product-rules.md §Fulfilment 4), 20 a page: ready ones to mark
 * shipped, shipped ones to mark delivered, delivered ones for the record; each line refundable
 * where it can be. Loading, an empty list and a failure with a retry are each said.
 */
export function ShipmentList({ state }: { state: 'ready' | 'shipped' | 'delivered' }) {
  const styles = useStyles();
  const { t } = useFulfilmentTranslation();
  const { fulfilmentApi } = useServices();
  const [page, setPage] = useState(1);
  const query = useQuery(shipmentsQuery(fulfilmentApi, state, page));
  return (
    <Loaded query={query}>
      {(data) =>
        data.count === 0 ? (
          <Text>{t(`fulfilment.empty.${state}`)}</Text>
        ) : (
          <>
            <ul className={styles.list}>
              {data.results.map((shipment) => (
                <ShipmentCard key={`${shipment.order_id}-${shipment.position}`} shipment={shipment} />
              ))}
            </ul>
            <ListPager page={page} hasPrevious={data.previous !== null} hasNext={data.next !== null} onPage={setPage} />
          </>
        )
      }
    </Loaded>
  );
}
