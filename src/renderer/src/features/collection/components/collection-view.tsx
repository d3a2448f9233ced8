import { Button, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import type { CollectionCounts } from '@shared/api';
import { COLLECTION_PAGE_SIZE, collectionOrderings, collectionStates, type CollectionOrdering, type CollectionState } from '@shared/api/collection-fields';
import { cardListStyle, textLinkStyle } from '@renderer/features/ui';
import { useCollectionTranslation } from '../strings';

/** The styles the collection page and a shared collection's page share. */
export const useCollectionStyles = makeStyles({
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

/** The page's view as its address holds it (`?state=owned&ordering=price&page=2`), unknown values read as the defaults. */
export function useCollectionView() {
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
export function CollectionControls({ view, counts }: { view: CollectionView; counts: CollectionCounts | undefined }) {
  const { t } = useCollectionTranslation();
  const styles = useCollectionStyles();
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

/** Previous and Next around "Page 2 of 5", when the list has more than one page of COLLECTION_PAGE_SIZE. */
export function CollectionPager({ view, count }: { view: CollectionView; count: number }) {
  const { t } = useCollectionTranslation();
  const styles = useCollectionStyles();
  const pages = Math.max(1, Math.ceil(count / COLLECTION_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('collection.pagination')}>
      <Button disabled={view.page <= 1} onClick={() => view.set({ page: view.page - 1 })}>
        {t('collection.previous')}
      </Button>
      <Text>{t('collection.pageOf', { page: view.page, pages })}</Text>
      <Button disabled={view.page >= pages} onClick={() => view.set({ page: view.page + 1 })}>
        {t('collection.next')}
      </Button>
    </nav>
  );
}
