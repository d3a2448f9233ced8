import type { ComponentType } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { ORDER_ID_PATTERN, type OrderLine } from '@shared/api';
import { useAccountDialogStore, useIsSignedIn } from '@renderer/features/auth';
import { PageHeading, SignedOutPanel } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { isNotFound, orderQuery } from '../orders-queries';
import { useOrdersTranslation } from '../strings';
import { OrderView } from './OrderView';
import { pageColumnStyle } from './page-column';

const useStyles = makeStyles({ column: pageColumnStyle });

/** The order id of an address's `:id` segment, or null when it is no order id (then there is no such order). Pure. */
export function orderIdOf(segment: string | undefined): number | null {
  return segment !== undefined && ORDER_ID_PATTERN.test(segment) ? Number(segment) : null;
}

export interface OrderContentProps {
  /** The `:id` segment of the address, as routed. */
  id: string | undefined;
  /** The app's not-found page, shown for an id that is no order of the collector's (passed in by the app). */
  NotFound: ComponentType;
  /** A figure's name in the interface language (the catalogue's rule, passed in by the app). */
  nameOf: (line: Pick<OrderLine, 'name' | 'name_ja'>) => string;
}

function LoadedOrder({ orderId, NotFound, nameOf }: { orderId: number } & Omit<OrderContentProps, 'id'>) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const { ordersApi } = useServices();
  const query = useQuery(orderQuery(ordersApi, orderId));
  // Another collector's order answers 404 like an unknown one (docs/product-rules.md §Orders 4).
  if (query.isError && isNotFound(query.error)) return <NotFound />;
  if (query.data) return <OrderView order={query.data} nameOf={nameOf} refetch={() => query.refetch({ cancelRefetch: false })} />;
  return (
    <section className={styles.column} aria-labelledby="order-title">
      <PageHeading id="order-title">{t('orders.order.heading')}</PageHeading>
      {query.isPending && <Spinner label={t('orders.order.loading')} />}
      {query.isError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('orders.order.loadFailed')}{' '}
            <Button size="small" onClick={() => void query.refetch()}>
              {t('orders.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}

/**
 * `/orders/<id>`'s content (docs/product-rules.md §Orders 4), inside the page's container: the collector's order (OrderView); the app's
 * not-found page for an id that is no order id or that the API does not show this collector (404);
 * loading, and an error with a retry; signed out, the "sign in to see this" panel (§Shell 16).
 */
export function OrderContent({ id, NotFound, nameOf }: OrderContentProps) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((state) => state.show);
  const orderId = orderIdOf(id);
  if (orderId === null) return <NotFound />;
  if (!signedIn) {
    return (
      <section className={styles.column} aria-labelledby="order-title">
        <PageHeading id="order-title">{t('orders.order.heading')}</PageHeading>
        <SignedOutPanel onSignIn={() => showDialog('signIn')} />
      </section>
    );
  }
  return <LoadedOrder orderId={orderId} NotFound={NotFound} nameOf={nameOf} />;
}
