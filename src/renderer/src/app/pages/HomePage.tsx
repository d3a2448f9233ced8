import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '@renderer/features/auth';
import { HomeShelves } from '@renderer/features/catalogue';
import { CurrencyOffer, useCurrencyOfferReady, useExchangeRates, useUserLocation } from '@renderer/features/currency';
import { PageContainer, PageHeading, Paper } from '@renderer/features/ui';
import { usePlatform } from '@renderer/platform/services';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
});

/**
 * The shop's front page: a welcome that greets a signed-in user by name, the offer of the
 * visitor's local currency (docs/product-rules.md §Currency 10), and the catalogue's shelves
 * (§Catalogue 12: new arrivals, pre-orders closing soon, popular). In the lg container (§Shell 10).
 */
export function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = usePlatform();
  const status = useAuthState((state) => state.status);
  const name = useAuthState((state) => state.profile?.username ?? state.profile?.email ?? null);
  return (
    <PageContainer size="lg">
      <Paper className={styles.card}>
        <PageHeading>{t('home.title', { product: config.productName })}</PageHeading>
        <Body1>{status === 'signedIn' && name ? t('home.signedInIntro', { name }) : t('home.signedOutIntro')}</Body1>
      </Paper>
      <CurrencyOffer />
      <ShownWhenPricesSettled>
        <HomeShelves />
      </ShownWhenPricesSettled>
    </PageContainer>
  );
}

/**
 * The currency offer sits above the shelves and appears once rates and location are known. The
 * shelves (`children`) are shown only once both have settled (answer or error; from the 24 h cache
 * at once), so the offer never pushes them down (layout shift: docs/product-rules.md §Performance 4). They stay mounted while
 * hidden: mounting them after an error would make their price queries retry (TanStack
 * retryOnMount). Its own component, so the queries' answers re-render this gate and not the page
 * and shelves (less main-thread work while the page loads).
 */
function ShownWhenPricesSettled({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ratesQuery = useExchangeRates();
  const locationQuery = useUserLocation();
  const settled = (query: { data: unknown; isFetched: boolean }) => query.data !== undefined || query.isFetched;
  // The offer's own chunk too (it is off the first route), so it never arrives after the shelves.
  const offerReady = useCurrencyOfferReady();
  const pricesSettled = settled(ratesQuery) && settled(locationQuery) && offerReady;
  return (
    <>
      {!pricesSettled && <Body1 role="status">{t('home.loadingPrices')}</Body1>}
      <div hidden={!pricesSettled}>{children}</div>
    </>
  );
}
