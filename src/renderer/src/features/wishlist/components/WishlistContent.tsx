import { useState, type ComponentType } from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { WISHLIST_PAGE_SIZE, type FigureCard as FigureCardData } from '@shared/api';
import { PAGES } from '@shared/prerender/pages';
import { useIsSignedIn } from '@renderer/features/auth';
import { SETTINGS_PATH, usePreference } from '@renderer/features/preferences';
import { useServices } from '@renderer/platform/services';
import { useAdultMode, useDeviceWishlist } from '../wishlist-hooks';
import { deviceWishlistQuery, serverWishlistQuery } from '../wishlist-queries';
import { cardListStyle, PageHeading, textLinkStyle } from '@renderer/features/ui';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground2 },
  link: textLinkStyle,
  grid: {
    ...cardListStyle,
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** What both sources give the page: one page of cards, how many the settings hide, paging. */
interface WishlistView {
  figures: FigureCardData[] | undefined;
  hidden: number;
  pending: boolean;
  error: boolean;
  retry: () => void;
  pages: number;
}

/** The account's list (signed in), a page of WISHLIST_PAGE_SIZE at a time. */
function useServerView(enabled: boolean, page: number): WishlistView {
  const api = useServices().wishlistApi;
  const adult = useAdultMode();
  const query = useQuery({ ...serverWishlistQuery(api, adult, page), enabled });
  return {
    figures: query.data?.results,
    hidden: query.data?.hidden ?? 0,
    pending: query.isPending,
    error: query.isError,
    retry: () => void query.refetch(),
    pages: query.data ? Math.max(1, Math.ceil(query.data.count / WISHLIST_PAGE_SIZE)) : 1,
  };
}

/** The device's list (anonymous), all on one page (at most 500 figures). */
function useDeviceView(enabled: boolean): WishlistView {
  const api = useServices().catalogueApi;
  const adult = useAdultMode();
  const slugs = useDeviceWishlist();
  const query = useQuery({ ...deviceWishlistQuery(api, slugs, adult), enabled });
  return {
    figures: query.data?.figures,
    hidden: query.data?.hidden ?? 0,
    pending: query.isPending,
    error: query.isError,
    retry: () => void query.refetch(),
    pages: 1,
  };
}

/** What the list draws each wished figure with: the catalogue's figure card (FigureCardProps). */
export interface WishlistCardProps {
  figure: FigureCardData;
  /** ui.blur_nsfw. */
  blur: boolean;
  /** The card's name is a level-2 heading under the page's h1. */
  headingLevel: 2;
}

/**
 * `/wishlist`'s content (docs/product-rules.md §Wishlist 2–3): the wished figures as catalogue cards (status, and the
 * current price in the chosen currency), from the account when signed in and from the device
 * otherwise. Adult figures are left out unless content.show_nsfw; how many were left out is said (§Adult 8),
 * with a link to the settings. Not account-only (a visitor has the device's list), so no sign-in
 * panel. Rendered inside the page's container (app/pages/WishlistPage.tsx), labelled by its heading
 * (`titleId`). `Card`: the catalogue's FigureCard, passed in by the app, since the catalogue imports
 * the wishlist.
 */
export function WishlistContent({ titleId, Card }: { titleId: string; Card: ComponentType<WishlistCardProps> }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const signedIn = useIsSignedIn();
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const [page, setPage] = useState(1);
  const server = useServerView(signedIn, page);
  const device = useDeviceView(!signedIn);
  const view = signedIn ? server : device;

  return (
    <>
      <div className={styles.head}>
        <PageHeading id={titleId}>{t('wishlist.title')}</PageHeading>
        {view.hidden > 0 && (
          <Text>
            {t('wishlist.hidden', { count: view.hidden })}{' '}
            <RouterLink to={SETTINGS_PATH} className={styles.link}>
              {t('wishlist.openSettings')}
            </RouterLink>
          </Text>
        )}
      </div>
      {!signedIn && <Caption1 className={styles.note}>{t('wishlist.onDevice')}</Caption1>}
      {view.pending && <Spinner label={t('wishlist.loading')} />}
      {view.error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('wishlist.loadFailed')}{' '}
            <Button size="small" onClick={view.retry}>
              {t('wishlist.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {view.figures && view.figures.length === 0 && (
        <Body1>
          {t('wishlist.empty')}{' '}
          <RouterLink to={PAGES.catalogue.path} className={styles.link}>
            {t('wishlist.browse')}
          </RouterLink>
        </Body1>
      )}
      {view.figures && view.figures.length > 0 && (
        <ul className={styles.grid} aria-label={t('wishlist.listLabel')}>
          {view.figures.map((figure) => (
            <li key={figure.slug}>
              <Card figure={figure} blur={blur} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {view.pages > 1 && (
        <nav className={styles.pager} aria-label={t('wishlist.pagination')}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('wishlist.previous')}
          </Button>
          <Text>{t('wishlist.pageOf', { page, pages: view.pages })}</Text>
          <Button disabled={page >= view.pages} onClick={() => setPage((p) => p + 1)}>
            {t('wishlist.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
