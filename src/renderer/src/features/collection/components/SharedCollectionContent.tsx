import type { ComponentType } from 'react';
import { Body1, Spinner, Text } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { PAGES } from '@shared/prerender/pages';
import { toUserFacingError } from '@renderer/api/errors';
import { usePreference } from '@renderer/features/preferences';
import { PageHeading } from '@renderer/features/ui';
import { useAdultMode } from '@renderer/features/wishlist';
import { useServices } from '@renderer/platform/services';
import { sharedCollectionQuery } from '../share-queries';
import { useCollectionTranslation } from '../strings';
import { CollectionStateBadge } from './CollectionBadge';
import { CollectionControls, CollectionPager, useCollectionStyles, useCollectionView } from './collection-view';
import type { CollectionCardProps } from './CollectionContent';

/**
 * `/shared/<token>`'s content (docs/product-rules.md §Collection 7): someone's collection, read-only,
 * for anyone with the link: "<name>'s collection", the state filters with counts and the orderings
 * (in the address), each figure's card with the owner's state under it; nothing the owner paid. Adult
 * figures follow the visitor's own settings. A link that is not (or no longer) shared says so.
 * `Card`: the catalogue's FigureCard, passed in by the app.
 */
export function SharedCollectionContent({ titleId, Card }: { titleId: string; Card: ComponentType<CollectionCardProps> }) {
  const { t } = useCollectionTranslation();
  const styles = useCollectionStyles();
  const token = useParams().token ?? '';
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const adult = useAdultMode();
  const api = useServices().collectionApi;
  const view = useCollectionView();
  const query = useQuery({ ...sharedCollectionQuery(api, token, { state: view.state, ordering: view.ordering, adult, page: view.page }), placeholderData: keepPreviousData });
  const data = query.data;
  if (query.isError) {
    const gone = toUserFacingError(query.error).status === 404;
    return (
      <>
        <PageHeading id={titleId}>{t('collection.shared.notSharedTitle')}</PageHeading>
        <Body1>
          {gone ? t('collection.shared.notShared') : t('collection.loadFailed')}{' '}
          <RouterLink to={PAGES.catalogue.path} className={styles.link}>
            {t('collection.browse')}
          </RouterLink>
        </Body1>
      </>
    );
  }
  if (!data) return <Spinner label={t('collection.loading')} />;
  return (
    <>
      <div className={styles.head}>
        <PageHeading id={titleId}>{t('collection.shared.title', { name: data.owner })}</PageHeading>
        {data.hidden > 0 && <Text>{t('collection.hidden', { count: data.hidden })}</Text>}
      </div>
      <CollectionControls view={view} counts={data.counts} />
      {data.results.length === 0 && <Body1>{t('collection.shared.empty')}</Body1>}
      {data.results.length > 0 && (
        <ul className={styles.grid} aria-label={t('collection.shared.listLabel', { name: data.owner })} aria-busy={query.isPlaceholderData}>
          {data.results.map((item) => (
            <li key={item.slug} className={styles.item}>
              <Card figure={item} blur={blur} headingLevel={2} />
              <Text>
                {t('collection.shared.theirState', { name: data.owner })} <CollectionStateBadge state={item.state} />
              </Text>
            </li>
          ))}
        </ul>
      )}
      <CollectionPager view={view} count={data.count} />
    </>
  );
}
