import { Body1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '@renderer/features/auth/SessionProvider';
import { CurrencyOffer, useExchangeRates, useUserLocation } from '@renderer/features/currency';
import { Paper } from '@renderer/features/ui';
import { usePlatform } from '@renderer/platform/PlatformProvider';
import { SampleFiguresStrip } from '../demo/SampleFiguresStrip';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  card: { gap: tokens.spacingVerticalM },
});

/**
 * The home page: a welcome that greets a signed-in user by name, the offer of the visitor's local
 * currency (issue 4), and in demo mode the labelled strip of sample figures.
 */
export function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = usePlatform();
  const status = useAuthState((state) => state.status);
  const name = useAuthState((state) => state.profile?.username ?? state.profile?.email ?? null);
  // The currency offer sits above the sample strip and appears once rates and location are known.
  // In demo mode the strip is shown only once both have settled (answer or error; from the 24 h
  // cache at once), so the offer never pushes it down (layout shift, issue 6). It stays mounted while
  // hidden: mounting it after an error would make its price queries retry (TanStack retryOnMount).
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
      {config.demoMode && (
        <>
          {!pricesSettled && <Body1 role="status">{t('home.loadingSamples')}</Body1>}
          <div hidden={!pricesSettled}>
            <SampleFiguresStrip />
          </div>
        </>
      )}
    </div>
  );
}
