import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueTranslation } from '../strings';
import { RatesNote } from '@renderer/features/currency';
import { useServices } from '@renderer/platform/services';
import { figuresShelfQuery } from '../catalogue-queries';
import { useContentSettings } from '../content-settings';
import { cataloguePath } from '../display';
import { emptyCatalogueState, listQueryOf, serialiseCatalogueUrl, type CatalogueUrlState } from '../url-state';
import { FigureCard, FigureCardSkeleton } from './FigureCard';
import { LoadError, PanelLink } from './StatePanels';
import { cardListStyle } from '@renderer/features/ui';

/** Figures per shelf: one row of 6 on wide screens, 3 rows of 2 on a phone. */
const SHELF_SIZE = 6;

/**
 * The home page's shelves (issue 12), each a catalogue query and a link to the same choice on
 * /figures. "Closing soon" orders pre-orders by release month: the API has no ordering by
 * closing date, and a pre-order closes about three months before release (demo seed).
 */
const shelves: { id: string; state: CatalogueUrlState }[] = [
  { id: 'newArrivals', state: { ...emptyCatalogueState, ordering: '-created' } },
  { id: 'closingSoon', state: { ...emptyCatalogueState, status: ['preorder'], ordering: 'release' } },
  { id: 'popular', state: { ...emptyCatalogueState, ordering: '-popularity' } },
];

const useStyles = makeStyles({
  shelves: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  shelf: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  list: {
    ...cardListStyle,
    // Disjoint ranges: Griffel orders media queries by their text, not by width.
    '@media (min-width: 640px) and (max-width: 1023px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

function Shelf({ id, state, first }: { id: string; state: CatalogueUrlState; first: boolean }) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const { adult, blur, showPrices } = useContentSettings();
  const api = useServices().catalogueApi;
  const query = useQuery(figuresShelfQuery(api, listQueryOf(state, { adult, showPrices, pageSize: SHELF_SIZE })));
  const titleId = `shelf-${id}`;
  return (
    <section className={styles.shelf} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Subtitle1 as="h2" id={titleId}>
          {t(`catalogue.shelf.${id}`)}
        </Subtitle1>
        <PanelLink to={cataloguePath(serialiseCatalogueUrl(state))}>{t('catalogue.seeAll', { shelf: t(`catalogue.shelf.${id}`) })}</PanelLink>
      </div>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <ul className={styles.list} aria-busy={query.isPending}>
          {query.data
            ? query.data.results.map((figure, index) => (
                <li key={figure.slug}>
                  <FigureCard figure={figure} blur={blur} eager priority={first && index === 0} />
                </li>
              ))
            : Array.from({ length: SHELF_SIZE }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <FigureCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

/** The three shelves of the front page: new arrivals, pre-orders closing soon, popular. */
export function HomeShelves() {
  const styles = useStyles();
  return (
    <div className={styles.shelves}>
      {shelves.map((shelf, index) => (
        <Shelf key={shelf.id} id={shelf.id} state={shelf.state} first={index === 0} />
      ))}
      <RatesNote />
    </div>
  );
}
