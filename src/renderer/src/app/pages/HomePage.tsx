import { Body1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '@renderer/features/auth';
import { HomeShelves } from '@renderer/features/catalogue';
import { CurrencyOffer, useExchangeRates, useUserLocation } from '@renderer/features/currency';
import { Paper } from '@renderer/features/ui';
import { usePlatform } from '@renderer/platform/services';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  card: { gap: tokens.spacingVerticalM },
});

/**
 * The shop's front page: a welcome that greets a signed-in user by name, the offer of the
 * visitor's local currency (issue 4), and the catalogue's shelves (issue 12: new arrivals,
 * pre-orders closing soon, popular).
 */
export function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = usePlatform();
  const status = useAuthState((state) => state.status);
  const name = useAuthState((state) => state.profile?.username ?? state.profile?.email ?? null);
  // The currency offer sits above the shelves and appears once rates and location are known. The
  // shelves are shown only once both have settled (answer or error; from the 24 h cache at once),
  // so the offer never pushes them down (layout shift, issue 6). They stay mounted while hidden:
  // mounting them after an error would make their price queries retry (TanStack retryOnMount).
  const ratesQuery = useExchangeRates();
  const locationQuery = useUserLocation();
  const settled = (query: { data: unknown; isFetched: boolean }) => query.data !== undefined || query.isFetched;
  const pricesSettled = settled(ratesQuery) && settled(locationQuery);

  return (
    <div className={styles.page}>
      <Paper className={styles.card}>
        <Title3 as="h1">{t('home.title', { product: config.productName })}</Title3>
        <Body1>{status === 'signedIn' && name ? t('home.signedInIntro', { name }) : t('home.signedOutIntro')}</Body1>
      </Paper>
      <CurrencyOffer />
      {!pricesSettled && <Body1 role="status">{t('home.loadingPrices')}</Body1>}
      <div hidden={!pricesSettled}>
        <HomeShelves />
      </div>
    </div>
  );
}
