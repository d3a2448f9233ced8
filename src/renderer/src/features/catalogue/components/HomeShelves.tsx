import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueTranslation } from '../strings';
import { RatesNote } from '@renderer/features/currency';
import { useServices } from '@renderer/platform/services';
import { figuresShelfQuery } from '../catalogue-queries';
import { useContentSettings } from '../content-settings';
import { cataloguePath } from '../display';
import { HOME_SHELVES, SHELF_SIZE, shelfQueryInput, type HomeShelf } from '../home-shelves';
import { serialiseCatalogueUrl } from '../url-state';
import { FigureCard, FigureCardSkeleton } from './FigureCard';
import { LoadError, PanelLink } from './StatePanels';
import { cardListStyle } from '@renderer/features/ui';
import { useTransitionValue } from '@renderer/platform/use-transition-value';

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

function Shelf({ shelf, first }: { shelf: HomeShelf; first: boolean }) {
  const { id, state } = shelf;
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const { adult, blur, showPrices } = useContentSettings();
  const api = useServices().catalogueApi;
  const query = useQuery(figuresShelfQuery(api, shelfQueryInput(shelf, { adult, showPrices })));
  // The cards render in a background pass React can interrupt, not in the task the answer arrives
  // in: six cards with pictures and prices would block the main thread for a long task on a phone
  // (less total blocking time). The skeleton stays until they are ready.
  const figures = useTransitionValue(query.data);
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
        <ul className={styles.list} aria-busy={!figures}>
          {figures
            ? figures.results.map((figure, index) => (
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
      {HOME_SHELVES.map((shelf, index) => (
        <Shelf key={shelf.id} shelf={shelf} first={index === 0} />
      ))}
      <RatesNote />
    </div>
  );
}
