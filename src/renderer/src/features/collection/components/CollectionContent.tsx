import type { ComponentType } from 'react';
import { Body1, Button, Caption1, Field, MessageBar, MessageBarBody, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { CollectionCounts, CollectionItem, FigureCard as FigureCardData } from '@shared/api';
import { COLLECTION_PAGE_SIZE, collectionOrderings, collectionStates, type CollectionOrdering, type CollectionState } from '@shared/api/collection-fields';
import { PAGES } from '@shared/prerender/pages';
import { useAccountDialogStore, useIsSignedIn } from '@renderer/features/auth';
import { useFormat, usePreference } from '@renderer/features/preferences';
import { cardListStyle, PageHeading, SignedOutPanel, textLinkStyle } from '@renderer/features/ui';
import { useAdultMode } from '@renderer/features/wishlist';
import { useServices } from '@renderer/platform/services';
import { collectionListQuery } from '../collection-queries';
import { useCollectionTranslation } from '../strings';
import { CollectionFile } from './CollectionFile';
import { CollectionValue } from './CollectionValue';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  link: textLinkStyle,
  grid: {
    ...cardListStyle,
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  since: { color: tokens.colorNeutralForeground2 },
  nowrap: { whiteSpace: 'nowrap' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** What the page draws each figure with: the catalogue's figure card (FigureCardProps). */
export interface CollectionCardProps {
  figure: FigureCardData;
  /** ui.blur_nsfw. */
  blur: boolean;
  /** The card's name is a level-2 heading under the page's h1. */
  headingLevel: 2;
}

/** The page's view as its address holds it (`?state=owned&ordering=price&page=2`), unknown values read as the defaults. */
function useCollectionView() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const orderingParam = params.get('ordering');
  const state = (collectionStates as readonly string[]).includes(stateParam ?? '') ? (stateParam as CollectionState) : null;
  const ordering = (collectionOrderings as readonly string[]).includes(orderingParam ?? '') ? (orderingParam as CollectionOrdering) : '-since';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = (change: { state?: CollectionState | null; ordering?: CollectionOrdering; page?: number }) => {
    const next = { state, ordering, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.state) search.set('state', next.state);
    if (next.ordering !== '-since') search.set('ordering', next.ordering);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { state, ordering, page, set };
}

type CollectionView = ReturnType<typeof useCollectionView>;

/** The filters, all first, then the states highest first. */
const FILTERS = ['all', 'owned', 'ordered', 'wished'] as const;

/** The state tabs with their counts, and the ordering. */
function CollectionControls({ view, counts }: { view: CollectionView; counts: CollectionCounts | undefined }) {
  const { t } = useCollectionTranslation();
  const styles = useStyles();
  const total = counts ? counts.owned + counts.ordered + counts.wished : 0;
  return (
    <div className={styles.controls}>
      {/* A group of pressed buttons, not tabs: each one filters the one list below (and Fluent's TabList would be most of the page's JS). */}
      <div role="group" aria-label={t('collection.filterLabel')} className={styles.filters}>
        {FILTERS.map((filter) => {
          const pressed = (view.state ?? 'all') === filter;
          return (
            <Button
              key={filter}
              appearance={pressed ? 'primary' : 'subtle'}
              aria-pressed={pressed}
              onClick={() => view.set({ state: filter === 'all' ? null : filter })}
            >
              {t(`collection.tab.${filter}`, { count: filter === 'all' ? total : (counts?.[filter] ?? 0) })}
            </Button>
          );
        })}
      </div>
      <Field label={t('collection.sortLabel')}>
        <Select value={view.ordering} onChange={(_, select) => view.set({ ordering: select.value as CollectionOrdering })}>
          {collectionOrderings.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(`collection.ordering.${ordering}`)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** "Owned since 3 May 2024", "Ordered 2 Nov 2026 · FS-000123", "Wished since …". */
function SinceLine({ item }: { item: CollectionItem }) {
  const { t } = useCollectionTranslation();
  const format = useFormat();
  const styles = useStyles();
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
  const styles = useStyles();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((store) => store.show);
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const adult = useAdultMode();
  const api = useServices().collectionApi;
  const view = useCollectionView();
  const query = useQuery({ ...collectionListQuery(api, { state: view.state, ordering: view.ordering, adult, page: view.page }), enabled: signedIn, placeholderData: keepPreviousData });
  const data = query.data;
  const counts = data?.counts;
  const pages = data ? Math.max(1, Math.ceil(data.count / COLLECTION_PAGE_SIZE)) : 1;

  return (
    <>
      <div className={styles.head}>
        <PageHeading id={titleId}>{t('collection.title')}</PageHeading>
        {data && data.hidden > 0 && <Text>{t('collection.hidden', { count: data.hidden })}</Text>}
      </div>
      {!signedIn && <SignedOutPanel onSignIn={() => showDialog('signIn')} />}
      {signedIn && <CollectionFile />}
      {signedIn && <CollectionValue />}
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
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('collection.pagination')}>
          <Button disabled={view.page <= 1} onClick={() => view.set({ page: view.page - 1 })}>
            {t('collection.previous')}
          </Button>
          <Text>{t('collection.pageOf', { page: view.page, pages })}</Text>
          <Button disabled={view.page >= pages} onClick={() => view.set({ page: view.page + 1 })}>
            {t('collection.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
