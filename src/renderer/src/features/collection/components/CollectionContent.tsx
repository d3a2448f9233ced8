import type { ComponentType } from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { CollectionItem, FigureCard as FigureCardData } from '@shared/api';
import { PAGES } from '@shared/prerender/pages';
import { useAccountDialogStore, useIsSignedIn } from '@renderer/features/auth';
import { useFormat, usePreference } from '@renderer/features/preferences';
import { PageHeading, SignedOutPanel } from '@renderer/features/ui';
import { useAdultMode } from '@renderer/features/wishlist';
import { useServices } from '@renderer/platform/services';
import { collectionListQuery } from '../collection-queries';
import { useCollectionTranslation } from '../strings';
import { CollectionControls, CollectionPager, useCollectionStyles, useCollectionView } from './collection-view';
import { CollectionFile } from './CollectionFile';
import { CollectionSharing } from './CollectionSharing';
import { CollectionValue } from './CollectionValue';


/** What the page draws each figure with: the catalogue's figure card (FigureCardProps). */
export interface CollectionCardProps {
  figure: FigureCardData;
  /** ui.blur_nsfw. */
  blur: boolean;
  /** The card's name is a level-2 heading under the page's h1. */
  headingLevel: 2;
}

/** "Owned since 3 May 2024", "Ordered 2 Nov 2026 · FS-000123", "Wished since …". */
function SinceLine({ item }: { item: CollectionItem }) {
  const { t } = useCollectionTranslation();
  const format = useFormat();
  const styles = useCollectionStyles();
  const date = format.day(item.since.slice(0, 10));
  return (
    <Caption1 className={styles.since}>
      {t(`collection.since.${item.state}`, { date })}
      {item.order_number && (
        <>
          {' · '}
          <span className={styles.nowrap}>{item.order_number}</span>
        </>
      )}
    </Caption1>
  );
}

/**
 * `/collection`'s content (docs/product-rules.md §Collection 1, 4): the signed-in collector's
 * figures' worth (CollectionValue) and the figures as catalogue cards with when each entered its state, filtered by state (pressed buttons
 * with the counts) and ordered, a page of COLLECTION_PAGE_SIZE at a time; all of it in the address, so a
 * reload or Back keeps the view. Signed out: the sign-in panel. Adult figures follow
 * content.show_nsfw, and how many are left out is said. `Card`: the catalogue's FigureCard,
 * passed in by the app (the catalogue imports this feature for its badge).
 */
export function CollectionContent({ titleId, Card }: { titleId: string; Card: ComponentType<CollectionCardProps> }) {
  const { t } = useCollectionTranslation();
  const styles = useCollectionStyles();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((store) => store.show);
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const adult = useAdultMode();
  const api = useServices().collectionApi;
  const view = useCollectionView();
  const query = useQuery({ ...collectionListQuery(api, { state: view.state, ordering: view.ordering, adult, page: view.page }), enabled: signedIn, placeholderData: keepPreviousData });
  const data = query.data;
  const counts = data?.counts;

  return (
    <>
      <div className={styles.head}>
        <PageHeading id={titleId}>{t('collection.title')}</PageHeading>
        {data && data.hidden > 0 && <Text>{t('collection.hidden', { count: data.hidden })}</Text>}
      </div>
      {!signedIn && <SignedOutPanel onSignIn={() => showDialog('signIn')} />}
      {signedIn && <CollectionFile />}
      {signedIn && <CollectionValue />}
      {signedIn && <CollectionSharing />}
      {signedIn && <CollectionControls view={view} counts={counts} />}
      {signedIn && query.isPending && <Spinner label={t('collection.loading')} />}
      {query.isError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('collection.loadFailed')}{' '}
            <Button size="small" onClick={() => void query.refetch()}>
              {t('collection.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {data && data.results.length === 0 && (
        <Body1>
          {t(view.state ? `collection.emptyState.${view.state}` : 'collection.empty')}{' '}
          <RouterLink to={PAGES.catalogue.path} className={styles.link}>
            {t('collection.browse')}
          </RouterLink>
        </Body1>
      )}
      {data && data.results.length > 0 && (
        <ul className={styles.grid} aria-label={t('collection.listLabel')} aria-busy={query.isPlaceholderData}>
          {data.results.map((item) => (
            <li key={item.slug} className={styles.item}>
              <Card figure={item} blur={blur} headingLevel={2} />
              <SinceLine item={item} />
            </li>
          ))}
        </ul>
      )}
      {data && <CollectionPager view={view} count={data.count} />}
    </>
  );
}
