import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@shared/api';
import { PAGES } from '@shared/prerender/pages';
import { orderPagePath } from '@shared/api/order-paths';
import { useAccountDialogStore, useIsSignedIn } from '@renderer/features/auth';
import { Price } from '@renderer/features/currency';
import { useFormat } from '@renderer/features/preferences';
import { PageContainer, PageHeading, Paper, SignedOutPanel } from '@renderer/features/ui';
import { useServices } from '@renderer/platform/services';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { orderListQuery } from '../orders-queries';
import { useOrdersTranslation } from '../strings';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  main: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXXS, textAlign: 'end' },
  heading: { margin: 0 },
  link: {
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
  due: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

function OrderRow({ order }: { order: OrderSummary }) {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const format = useFormat();
  const path = orderPagePath(order.id);
  const payable = order.payment_state === 'due' || order.payment_state === 'failed';
  return (
    <li data-order={order.number}>
      <Paper className={styles.row}>
        <div className={styles.main}>
          <Subtitle2 as="h2" className={styles.heading}>
            <RouterLink to={path} className={styles.link}>
              {t('orders.order.title', { number: order.number })}
            </RouterLink>
          </Subtitle2>
          <div className={styles.meta}>
            <Caption1 className={styles.muted}>
              <time dateTime={order.created_at}>{format.date(order.created_at)}</time>
            </Caption1>
            <OrderStatusBadge status={order.status} size="small" />
            <Caption1 className={styles.muted}>{t('orders.items', { count: order.item_count })}</Caption1>
          </div>
        </div>
        <div className={styles.side}>
          <Price amount={order.total_jpy} currency="JPY" always />
          {payable && (
            <RouterLink to={path} className={styles.link} aria-label={t('orders.payNowFor', { number: order.number })}>
              <Text className={styles.due}>{t('orders.payNowHint')}</Text>
            </RouterLink>
          )}
        </div>
      </Paper>
    </li>
  );
}

/**
 * `/orders` (docs/product-rules.md §Orders 4): the signed-in collector's orders, newest first, a page
 * at a time: each with its number (linking to its page), date, status, item count and total in JPY
 * with ≈ the collector's currency, and "Pay now" while its payment is due; an empty state with a way
 * to the catalogue; loading, an error with a retry. Signed out: the "sign in to see this" panel
 * (§Shell 16). In the md container (§Shell 10).
 */
export function OrdersPage() {
  const styles = useStyles();
  const { t } = useOrdersTranslation();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((state) => state.show);
  const { ordersApi } = useServices();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...orderListQuery(ordersApi, page), enabled: signedIn, placeholderData: keepPreviousData });

  if (!signedIn) {
    return (
      <PageContainer size="md" as="section" aria-labelledby="orders-title">
        <PageHeading id="orders-title">{t('orders.title')}</PageHeading>
        <SignedOutPanel onSignIn={() => showDialog('signIn')} />
      </PageContainer>
    );
  }

  const data = list.data;
  return (
    <PageContainer size="md" as="section" aria-labelledby="orders-title">
      <PageHeading id="orders-title">{t('orders.title')}</PageHeading>
      {list.isPending && <Spinner label={t('orders.loading')} />}
      {list.isError && !data && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('orders.loadFailed')}{' '}
            <Button size="small" onClick={() => void list.refetch()}>
              {t('orders.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {data && data.results.length === 0 && (
        <Body1>
          {t('orders.empty')}{' '}
          <RouterLink to={PAGES.catalogue.path} className={styles.link}>
            {t('orders.browse')}
          </RouterLink>
        </Body1>
      )}
      {data && data.results.length > 0 && (
        <ul className={styles.list} aria-label={t('orders.listLabel')} aria-busy={list.isFetching}>
          {data.results.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      {data && (data.next || data.previous) && (
        <nav className={styles.pager} aria-label={t('orders.pagination')}>
          <Button disabled={!data.previous || list.isPlaceholderData} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('orders.previous')}
          </Button>
          <Text>{t('orders.page', { page })}</Text>
          <Button disabled={!data.next || list.isPlaceholderData} onClick={() => setPage((p) => p + 1)}>
            {t('orders.next')}
          </Button>
        </nav>
      )}
    </PageContainer>
  );
}

export default OrdersPage;
