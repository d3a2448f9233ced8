import { Suspense, lazy, memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Badge, Body1, Button, Caption1, Skeleton, SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCatalogueTranslation } from '../strings';
import type { FacetEntry, FigureFacets } from '@shared/api';
import { LazyRatesNote } from '@renderer/features/currency';
import { PageContainer, PageHeading, Paper } from '@renderer/features/ui';
import { usePreference } from '@renderer/features/preferences';
import { useServices } from '@renderer/platform/services';
import { GRID_PAGE_SIZE, figuresInfiniteQuery } from '../catalogue-queries';
import { FacetPanel } from '../components/FacetPanel';
import { SortMenu } from '../components/SortMenu';
import { LoadError, MessagePanel } from '../components/StatePanels';
import { FigureCardSkeleton } from '../components/FigureCard';
import { GAP_PX, MAX_COLUMNS, MIN_CARD_WIDTH_PX, VirtualGrid, elementBox } from '../components/VirtualGrid';
import { useContentSettings } from '../content-settings';
import { productLineName } from '../display';
import { useMediaQuery } from '../use-media-query';
import { catalogueFacets, effectiveOrdering, emptyCatalogueState, listQueryOf, parseCatalogueUrl, serialiseCatalogueUrl, type CatalogueFacet, type CatalogueUrlState } from '../url-state';
import { activeFilterCount, toggleFacet, withPriceRange, withReleaseRange } from '../filter-edits';
import { useTransitionValue } from '@renderer/platform/use-transition-value';

// The narrow screens' filter drawer is its own chunk, loaded when first opened (the page's
// own JS ≤ 40 kB gzip: docs/product-rules.md §Performance 2).
const FilterDrawer = lazy(async () => ({ default: (await import('../components/FilterDrawer')).FilterDrawer }));

/** From this width the filters are a side panel; below it, a drawer. */
const WIDE_QUERY = '(min-width: 1024px)';
const NARROW_QUERY = '(max-width: 1023.98px)';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  count: { color: tokens.colorNeutralForeground2 },
  corrected: { display: 'block', color: tokens.colorNeutralForeground1 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // Wide or narrow is CSS, not script: the pre-rendered frame must match every width, and
  // the side panel's column is there from the first paint, so nothing moves when results arrive.
  layout: { display: 'grid', gap: tokens.spacingHorizontalXXL, gridTemplateColumns: 'minmax(0, 1fr)' },
  wideLayout: { [`@media ${WIDE_QUERY}`]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
  wideOnly: { [`@media ${NARROW_QUERY}`]: { display: 'none' } },
  narrowOnly: { [`@media ${WIDE_QUERY}`]: { display: 'none' } },
  // The filters stay at hand deep in a long list (docs/product-rules.md §Catalogue 10): held in view, scrolling on their own.
  aside: {
    alignSelf: 'start',
    gap: tokens.spacingVerticalM,
    position: 'sticky',
    top: tokens.spacingVerticalL,
    maxHeight: `calc(100vh - 2 * ${tokens.spacingVerticalL})`,
    overflowY: 'auto',
  },
  facetSkeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  stale: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  // CSS decides the columns, as the grid will: the pre-rendered frame cannot know the width.
  skeletons: { display: 'grid', gap: `${GAP_PX}px`, gridTemplateColumns: `repeat(auto-fill, minmax(${MIN_CARD_WIDTH_PX}px, 1fr))` },
  suggestions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
});

/**
 * `/figures` (docs/product-rules.md §Catalogue 10): search, filters with counts (side panel, a drawer on narrow screens), sort
 * and the virtualised, infinitely scrolling results grid. Every choice is in the URL (pushed, so
 * back/forward walk through them); the content settings apply at once (§Adult 7). In the lg
 * container (§Shell 10).
 */
// eslint-disable-next-line max-lines-per-function -- one page state (URL, query, drawer, measured results column) feeds the header, facet panel, drawer and grid; split, each part would take most of it as props
export function CataloguePage() {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogueUrl(params), [params]);
  const { adult, blur, showPrices } = useContentSettings();
  const primaryCurrency = usePreference((p) => p.currency.primary);
  const api = useServices().catalogueApi;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on: a closed drawer's chunk and its focus-trap sentinels are not
  // on the page of a visitor who never opens it.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Focus goes back to the Filters button when the drawer closes (without Fluent's tabster-based
  // restorer, which would put ~12 kB gzip on this page: its budget is 40 kB, docs/product-rules.md §Performance 2).
  const filtersButton = useRef<HTMLButtonElement>(null);
  const onDrawerOpenChange = useCallback((open: boolean) => {
    setDrawerOpen(open);
    if (!open) filtersButton.current?.focus();
  }, []);

  const query = useMemo(() => listQueryOf(state, { adult, showPrices, pageSize: GRID_PAGE_SIZE }), [state, adult, showPrices]);
  const list = useInfiniteQuery({ ...figuresInfiniteQuery(api, query), placeholderData: keepPreviousData });
  // The results render in a background pass React can interrupt, not in the task their answer
  // arrives in: a grid of cards with pictures and prices would block the main thread for a long task
  // (less total blocking time). Until that pass is done the page shows what it showed before.
  const data = useTransitionValue(list.data);
  const figures = useMemo(() => data?.pages.flatMap((page) => page.results) ?? [], [data]);
  const first = data?.pages[0];
  const failed = list.isError && !list.data;
  // Loading, or loaded and not yet rendered: the frame (skeletons) either way.
  const pending = !data && !failed;
  // The grid measures the results column when it first draws, so its first render has the right
  // columns (VirtualGrid measureInitialBox); nothing here re-renders the page as the column moves.
  const resultsRef = useRef<HTMLDivElement>(null);
  const measureResults = useCallback(() => (resultsRef.current ? elementBox(resultsRef.current) : null), []);
  const count = first?.count ?? 0;

  const update = useCallback((next: CatalogueUrlState) => setParams(new URLSearchParams(serialiseCatalogueUrl(next))), [setParams]);
  const onToggle = useCallback((facet: CatalogueFacet, value: string, on: boolean) => update(toggleFacet(state, facet, value, on)), [state, update]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const valueName = (facet: CatalogueFacet, entry: FacetEntry) =>
    facet === 'status'
      ? t(`catalogue.status.${entry.slug}`)
      : facet === 'line'
        ? productLineName(t, entry)
        : facet === 'scale' && entry.slug === 'non-scale'
          ? t('catalogue.nonScale')
          : entry.name;
  const filters = activeFilterCount(state);
  // Nothing to filter by (no results, nothing chosen): no empty panel. While loading, its frame.
  const hasFacets = first !== undefined && catalogueFacets.some((facet) => first.facets[facet].length > 0);
  const showAside = filters > 0 || hasFacets || pending;
  const onReleaseRange = useCallback((after: string | null, before: string | null) => update(withReleaseRange(state, after, before)), [state, update]);
  const onPriceRange = useCallback((min: number | null, max: number | null, currency: string) => update(withPriceRange(state, min, max, currency)), [state, update]);
  const facetPanel = (
    <FacetPanel
      facets={first?.facets}
      state={state}
      onToggle={onToggle}
      valueName={valueName}
      onReleaseRange={onReleaseRange}
      // No price range while prices are hidden (docs/product-rules.md §Currency 8).
      onPriceRange={showPrices ? onPriceRange : undefined}
      priceCurrency={state.priceCurrency ?? primaryCurrency}
    />
  );

  return (
    <PageContainer size="lg">
      <div className={styles.head}>
        <div className={styles.titles}>
          <PageHeading>{state.search ? t('catalogue.resultsFor', { search: state.search }) : t('catalogue.title')}</PageHeading>
          <Body1 className={styles.count} role="status">
            {data ? t('catalogue.count', { count }) : pending ? t('catalogue.loading') : ''}
            {/* The search as typed found nothing; the API answered for it with its typos corrected (§Catalogue 2). */}
            {data && first?.corrected_search && <span className={styles.corrected}>{t('catalogue.correctedSearch', { search: state.search, corrected: first.corrected_search })}</span>}
          </Body1>
        </div>
        <div className={styles.toolbar}>
          <Button
            ref={filtersButton}
            className={styles.narrowOnly}
            icon={<Filter20Regular />}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-haspopup="dialog"
          >
            {t('catalogue.filters')}
            {/* Badge as CounterBadge draws it (circular, filled brand) without CounterBadge's own chunk (lazy page ≤ 40 kB: docs/product-rules.md §Performance 2). */}
            {filters > 0 && (
              <Badge shape="circular" size="small" color="brand" style={{ marginInlineStart: tokens.spacingHorizontalXS }} aria-hidden>
                {filters}
              </Badge>
            )}
          </Button>
          <SortMenu
            value={effectiveOrdering(state, showPrices)}
            searching={state.search !== ''}
            showPrices={showPrices}
            onChange={(ordering) => update({ ...state, ordering })}
          />
        </div>
      </div>

      <div className={mergeClasses(styles.layout, showAside && styles.wideLayout)}>
        {showAside && (
          <Paper className={mergeClasses(styles.aside, styles.wideOnly)} role="region" aria-label={t('catalogue.filters')} aria-busy={pending || undefined}>
            {pending && <FacetSkeleton />}
            {filters > 0 && (
              <Button appearance="secondary" size="small" onClick={() => update({ ...emptyCatalogueState, search: state.search, ordering: state.ordering })}>
                {t('catalogue.clearFilters')}
              </Button>
            )}
            {facetPanel}
          </Paper>
        )}
        <div ref={resultsRef} className={mergeClasses(styles.results, list.isPlaceholderData && styles.stale)}>
          {failed ? (
            <LoadError onRetry={() => void list.refetch()} />
          ) : pending ? (
            <Skeletons />
          ) : figures.length === 0 ? (
            <EmptyState state={state} facets={first?.facets} update={update} valueName={valueName} />
          ) : (
            <>
              <VirtualGrid
                figures={figures}
                total={count}
                blur={blur}
                hasMore={hasNextPage && !list.isFetchNextPageError}
                loadingMore={isFetchingNextPage}
                onLoadMore={loadMore}
                label={t('catalogue.resultsLabel')}
                measureInitialBox={measureResults}
              />
              {list.isFetchNextPageError && <LoadError onRetry={loadMore} />}
              {!hasNextPage && <Caption1>{t('catalogue.end', { count })}</Caption1>}
              {/* Under the end of the list: a chunk of its own (each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2). */}
              <LazyRatesNote />
            </>
          )}
        </div>
      </div>

      {drawerUsed && (
        <NarrowOnly>
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={onDrawerOpenChange}
            count={count}
            filters={filters}
            onClear={() => update({ ...emptyCatalogueState, search: state.search, ordering: state.ordering })}
          >
            {facetPanel}
          </FilterDrawer>
        </NarrowOnly>
      )}
    </PageContainer>
  );
}

/** The side panel's frame while the first page loads. */
function FacetSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.facetSkeleton} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonItem key={index} size={16} />
      ))}
    </Skeleton>
  );
}

/**
 * `children` (a lazy part) while the screen is narrower than WIDE_QUERY. Its own component, so the
 * page does not render again when the media query's answer arrives after hydration.
 */
function NarrowOnly({ children }: { children: ReactNode }) {
  return useMediaQuery(WIDE_QUERY) ? null : <Suspense fallback={null}>{children}</Suspense>;
}

/** Skeleton cards while the first page loads: two rows of the widest grid. Memoised: the page renders again as its query moves. */
const Skeletons = memo(function Skeletons() {
  const styles = useStyles();
  return (
    <div className={styles.skeletons} aria-hidden="true" data-testid="catalogue-skeletons">
      {Array.from({ length: MAX_COLUMNS * 2 }, (_, index) => (
        <FigureCardSkeleton key={index} />
      ))}
    </div>
  );
});

/**
 * No results (docs/product-rules.md §Catalogue 10): says so and offers to loosen each choice: clear the search, remove each
 * chosen filter value, or clear them all.
 */
function EmptyState({
  state,
  facets,
  update,
  valueName,
}: {
  state: CatalogueUrlState;
  facets: FigureFacets | undefined;
  update: (next: CatalogueUrlState) => void;
  valueName: (facet: CatalogueFacet, entry: FacetEntry) => string;
}) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const loosen = catalogueFacets.flatMap((facet) =>
    (state[facet] as string[]).map((slug) => {
      const entry = facets?.[facet].find((item) => item.slug === slug) ?? { slug, name: slug, count: 0 };
      return { facet, slug, label: t('catalogue.removeFilter', { facet: t(`catalogue.facet.${facet}`), value: valueName(facet, entry) }) };
    }),
  );
  const anything = state.search !== '' || loosen.length > 0;
  return (
    <MessagePanel title={t('catalogue.emptyTitle')} body={anything ? t('catalogue.emptyLoosen') : t('catalogue.emptyNothing')} headingLevel={2}>
      {anything && (
        <ul className={styles.suggestions}>
          {state.search !== '' && (
            <li>
              <Button onClick={() => update({ ...state, search: '' })}>{t('catalogue.clearSearch', { search: state.search })}</Button>
            </li>
          )}
          {loosen.map((item) => (
            <li key={`${item.facet}:${item.slug}`}>
              <Button onClick={() => update(toggleFacet(state, item.facet, item.slug, false))}>{item.label}</Button>
            </li>
          ))}
          {loosen.length > 1 && (
            <li>
              <Button appearance="primary" onClick={() => update({ ...emptyCatalogueState, search: state.search, ordering: state.ordering })}>
                {t('catalogue.clearFilters')}
              </Button>
            </li>
          )}
        </ul>
      )}
    </MessagePanel>
  );
}
