import { Button, Text, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { Print20Regular } from '@fluentui/react-icons/svg/print';
import type { Order, OrderLine } from '@shared/api';
import { useFormat } from '@renderer/features/preferences';
import { PageHeading } from '@renderer/features/ui';
import { usePlatform } from '@renderer/platform/services';
import { usePaymentWait } from '../payment-waiting';
import { useOrdersTranslation } from '../strings';
import { OrderAddress } from './OrderAddress';
import { OrderLines } from './OrderLines';
import { OrderPayment } from './OrderPayment';
import { OrderShipments } from './OrderShipments';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { SettlementTotals } from './SettlementTotals';
import { pageColumnStyle } from './page-column';

/**
 * The invoice print (docs/product-rules.md §Orders 4): while an order page is shown, printing keeps
 * the order and drops the shell around it (every sibling of `<main>`: header, banners, footer,
 * toasts), navigation, buttons, the timeline and the live payment status; the parts stack in one
 * column without shadows. Scoped by `:has([data-invoice])`, so no other page prints differently.
 */
const useInvoicePrintStyles = makeStaticStyles(`@media print {
  body:has([data-invoice]) :has(> #main) > :not(#main),
  body:has([data-invoice]) #main nav,
  body:has([data-invoice]) #main button,
  body:has([data-invoice]) #main [role="status"],
  body:has([data-invoice]) [data-invoice-part="timeline"] { display: none !important; }
  body:has([data-invoice]) #main { min-height: 0; padding: 0; }
  body:has([data-invoice]) [data-invoice] [data-invoice-part] { box-shadow: none; border: 1px solid #999; break-inside: avoid; }
  body:has([data-invoice]) [data-invoice-layout] { display: block; }
  body:has([data-invoice]) [data-print-only] { display: block !important; }
}`);

const useStyles = makeStyles({
  page: pageColumnStyle,
  printOnly: { display: 'none' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  placed: { color: tokens.colorNeutralForeground2 },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

export interface OrderViewProps {
  order: Order;
  nameOf: (line: Pick<OrderLine, 'name' | 'name_ja'>) => string;
  /** Asks for the order again; resolves once the answer is in. */
  refetch: () => Promise<unknown>;
}

/**
 * One order as its owner reads it (docs/product-rules.md §Orders 4, §Payment 5): "Order FS-000123",
 * its status and when it was placed, "Print invoice"; the payment, the lines, the shipments and the
 * timeline; the totals and the delivery address beside them from 900 px, below them on a phone.
 */
export function OrderView({ order, nameOf, refetch }: OrderViewProps) {
  useInvoicePrintStyles();
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const { config } = usePlatform();
  const format = useFormat();
  const { wait, started } = usePaymentWait(order, refetch);
  const title = t('orders.order.title', { number: order.number });
  return (
    <article className={styles.page} aria-labelledby="order-title" data-invoice="">
      <Text data-print-only="" className={styles.printOnly} weight="semibold" size={500}>
        {t('orders.order.invoiceOf', { shop: config.productName, number: order.number })}
      </Text>
      <div className={styles.head}>
        <div className={styles.title}>
          <PageHeading id="order-title">{title}</PageHeading>
          <OrderStatusBadge status={order.status} />
        </div>
        <Button icon={<Print20Regular />} onClick={() => window.print()}>
          {t('orders.order.print')}
        </Button>
      </div>
      <Text className={styles.placed}>{t('orders.order.placedOn', { date: format.dateTime(order.created_at) })}</Text>
      <div className={styles.layout} data-invoice-layout="">
        <div className={styles.column}>
          <OrderPayment order={order} wait={wait} onStarted={started} onStale={() => void refetch()} />
          <OrderLines order={order} nameOf={nameOf} />
          <OrderShipments order={order} nameOf={nameOf} />
          <OrderTimeline events={order.events} />
        </div>
        <div className={styles.column}>
          <SettlementTotals totals={order.totals} rate={order.rate} />
          <OrderAddress address={order.address} />
        </div>
      </div>
    </article>
  );
}
