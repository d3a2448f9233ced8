import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthState } from '@renderer/features/auth';
import { cataloguePath, HomeShelves } from '@renderer/features/catalogue';
import { CurrencyOffer, useCurrencyOfferReady, useExchangeRates, useUserLocation } from '@renderer/features/currency';
import { PageContainer, PageHeading, Paper, textLinkStyle } from '@renderer/features/ui';
import { usePlatform } from '@renderer/platform/services';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  hero: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  kinds: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  kind: {
    ...textLinkStyle,
    display: 'inline-block',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    textDecorationLine: 'none',
    ':hover': { ...(textLinkStyle[':hover'] as object), backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** The ways into the catalogue by kind of figure (docs/product-rules.md §Catalogue 12): a product line each. */
const KINDS = [
  { key: 'scale', line: 'scale-figure' },
  { key: 'chibi', line: 'nendoroid' },
  { key: 'prize', line: 'prize-figure' },
  { key: 'plush', line: 'plush' },
] as const;

/**
 * The shop's front page (docs/product-rules.md §Catalogue 12): what the shop sells first (its name, a tagline, the
 * ways in by kind of figure, a greeting for a signed-in collector), the offer of the visitor's local
 * currency (§Currency 10), the catalogue's shelves (new arrivals, pre-orders closing soon,
 * popular), and for a visitor the invitation to sign in below them. In the lg container (§Shell 10).
 */
export function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = usePlatform();
  const status = useAuthState((state) => state.status);
  const name = useAuthState((state) => state.profile?.username ?? state.profile?.email ?? null);
  return (
    <PageContainer size="lg">
      <section className={styles.hero} aria-labelledby="home-title">
        <PageHeading id="home-title">{t('home.title', { product: config.productName })}</PageHeading>
        <Body1>{t('home.tagline')}</Body1>
        {status === 'signedIn' && name && <Body1>{t('home.signedInIntro', { name })}</Body1>}
        <nav aria-label={t('home.kindsLabel')}>
          <ul className={styles.kinds}>
            {KINDS.map(({ key, line }) => (
              <li key={key}>
                <RouterLink className={styles.kind} to={cataloguePath(`line=${line}`)}>
                  {t(`home.kinds.${key}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <CurrencyOffer />
      <ShownWhenPricesSettled>
        <HomeShelves />
      </ShownWhenPricesSettled>
      {status !== 'signedIn' && (
        <Paper className={styles.card}>
          <Body1>{t('home.signedOutIntro')}</Body1>
        </Paper>
      )}
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
