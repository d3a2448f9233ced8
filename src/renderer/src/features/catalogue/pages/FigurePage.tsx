import { Fragment, useEffect, type ReactNode } from 'react';
import { Body1, Caption1, Skeleton, SkeletonItem, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft16Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useCatalogueTranslation } from '../strings';
import type { FigureDetail } from '@shared/api';
import { figureFailureKind } from '@renderer/api/figure-failure';
import { AddToCartButton } from '@renderer/features/cart';
import { CollectionBadge, OwnedPanel } from '@renderer/features/collection';
import { Price, RatesNote } from '@renderer/features/currency';
import { PageContainer, PageHeading, Paper } from '@renderer/features/ui';
import { WishlistButton } from '@renderer/features/wishlist';
import { useServices } from '@renderer/platform/services';
import { figureQuery } from '../catalogue-queries';
import { FigureCard } from '../components/FigureCard';
import { Gallery } from '../components/Gallery';
import { LoadError, MessagePanel, PanelLink } from '../components/StatePanels';
import { StatusBadge } from '../components/StatusBadge';
import { WasPrice } from '../components/WasPrice';
import { useContentSettings, useRevealed } from '../content-settings';
import { useFormat, usePreference } from '@renderer/features/preferences';
import { cataloguePath, productLineName, useFigureName } from '../display';
import { emptyCatalogueState, serialiseCatalogueUrl } from '../url-state';
import { cardListStyle, textLinkStyle } from '@renderer/features/ui';
import { useTransitionValue } from '@renderer/platform/use-transition-value';

const useStyles = makeStyles({
  link: textLinkStyle,
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // One grid for the gallery and the figure's facts, so the buy row's sticky box spans the whole
  // of it: below 900 px it stays at the bottom of the screen from the first screen on (§Cart 1).
  main: {
    display: 'grid',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"gallery" "top" "buy" "rest"',
    '@media (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"gallery top" "gallery buy" "gallery rest"',
    },
  },
  gallery: { gridArea: 'gallery', minWidth: 0, '@media (max-width: 899px)': { marginBlockEnd: tokens.spacingVerticalL } },
  top: { gridArea: 'top', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  rest: { gridArea: 'rest', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  buy: {
    gridArea: 'buy',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
    '@media (max-width: 899px)': {
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      paddingBlock: tokens.spacingVerticalS,
      backgroundColor: tokens.colorNeutralBackground1,
      boxShadow: `0 -1px 0 ${tokens.colorNeutralStroke2}`,
    },
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  subtitle: { color: tokens.colorNeutralForeground2 },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  priceBox: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
  languageNote: { color: tokens.colorNeutralForeground3 },
  price: { '& > *': { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 } },
  table: { borderCollapse: 'collapse', width: '100%' },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineEnd: tokens.spacingHorizontalL,
    verticalAlign: 'top',
    width: '38%',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  td: { paddingBlock: tokens.spacingVerticalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, overflowWrap: 'anywhere' },
  description: { whiteSpace: 'pre-line' },
  related: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  relatedList: {
    ...cardListStyle,
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  skeleton: { display: 'grid', gap: tokens.spacingHorizontalXXL, gridTemplateColumns: 'minmax(0, 1fr)', '@media (min-width: 900px)': { gridTemplateColumns: '5fr 6fr' } },
  skeletonPicture: { aspectRatio: '4 / 5', height: 'auto' },
  skeletonText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * `/figures/:slug` (docs/product-rules.md §Catalogue 11, §Adult 5): gallery, name (Japanese in the ja interface), status with the
 * pre-order closing date, the price in the chosen currency, specifications, description and
 * related figures of the same series. An unknown slug is "not found" with a way back; an adult
 * figure while show_nsfw is off (403 adult_hidden) says it is hidden by the settings, with a link to them.
 * In the md container (§Shell 10).
 */
export function FigurePage() {
  return (
    <PageContainer size="md">
      <FigureContent />
    </PageContainer>
  );
}

/** The figure, its skeleton while loading, or the message of why it cannot be shown. */
function FigureContent() {
  const { slug = '' } = useParams();
  const { t } = useCatalogueTranslation();
  const { adult } = useContentSettings();
  const api = useServices().catalogueApi;
  const figure = useQuery(figureQuery(api, slug, adult));
  // A figure opened from far down the grid (or a related card) starts at the top of its page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  // The figure renders in a background pass React can interrupt, not in the task its answer arrives
  // in (less total blocking time); the skeleton stays until it is ready.
  const shown = useTransitionValue(figure.data);

  if (figure.isError) {
    const kind = figureFailureKind(figure.error);
    if (kind === 'not-found') {
      return (
        <MessagePanel title={t('catalogue.notFoundTitle')} body={t('catalogue.notFoundBody')}>
          <PanelLink to={cataloguePath()}>{t('catalogue.backToCatalogue')}</PanelLink>
        </MessagePanel>
      );
    }
    if (kind === 'adult-hidden') {
      return (
        <MessagePanel title={t('catalogue.hiddenTitle')} body={t('catalogue.hiddenBody')}>
          <PanelLink to="/settings">{t('catalogue.openSettings')}</PanelLink>
          <PanelLink to={cataloguePath()}>{t('catalogue.backToCatalogue')}</PanelLink>
        </MessagePanel>
      );
    }
    return <LoadError onRetry={() => void figure.refetch()} headingLevel={1} />;
  }
  if (!shown) return <FigureSkeleton />;
  return <FigureView figure={shown} />;
}

/** The figure's specifications table (maker, line, series, characters, scale, height, material, sculptor, release, JAN). */
function FigureSpecifications({ figure }: { figure: FigureDetail }) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const format = useFormat();
  // Maker, line and series lead to the catalogue filtered by them; a character to a search by name (docs/product-rules.md §Catalogue 11).
  const filtered = (facet: 'manufacturer' | 'line' | 'series', value: { slug: string; name: string }, name = value.name) => (
    <RouterLink className={styles.link} to={cataloguePath(serialiseCatalogueUrl({ ...emptyCatalogueState, [facet]: [value.slug] }))}>
      {name}
    </RouterLink>
  );
  const rows: [string, ReactNode][] = [
    [t('catalogue.spec.manufacturer'), filtered('manufacturer', figure.manufacturer)],
    [t('catalogue.spec.line'), filtered('line', figure.line, productLineName(t, figure.line))],
    [t('catalogue.spec.series'), filtered('series', figure.series)],
    [
      t('catalogue.spec.characters'),
      figure.characters.map((character, index) => (
        <Fragment key={character.slug}>
          {index > 0 && ', '}
          <RouterLink className={styles.link} to={cataloguePath(serialiseCatalogueUrl({ ...emptyCatalogueState, search: character.name }))}>
            {character.name}
          </RouterLink>
        </Fragment>
      )),
    ],
    [t('catalogue.spec.scale'), figure.scale === 'non-scale' ? t('catalogue.nonScale') : figure.scale],
    [t('catalogue.spec.height'), t('catalogue.heightValue', { mm: figure.height_mm })],
    [t('catalogue.spec.material'), figure.material],
    [t('catalogue.spec.sculptor'), figure.sculptor],
    [t('catalogue.spec.release'), format.month(figure.release)],
    [t('catalogue.spec.jan'), figure.jan],
  ];
  return (
    <Paper>
      <Subtitle1 as="h2">{t('catalogue.specifications')}</Subtitle1>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={styles.th}>
                {label}
              </th>
              <td className={styles.td}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

/** The figure's name (h1), its other name, maker, status with the heart, and the closing date or stock. */
function FigureTitles({ figure, name }: { figure: FigureDetail; name: string }) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const format = useFormat();
  const otherName = name === figure.name ? figure.name_ja : figure.name;
  return (
    <div className={styles.top}>
      <div className={styles.titles}>
        <PageHeading id="figure-title">{name}</PageHeading>
        {otherName && otherName !== name && (
          <Body1 className={styles.subtitle} lang={name === figure.name ? 'ja' : undefined}>
            {otherName}
          </Body1>
        )}
        <Body1 className={styles.subtitle}>
          {figure.manufacturer.name}
        </Body1>
      </div>
      <div className={styles.status}>
        <StatusBadge status={figure.status} size="large" />
        <CollectionBadge slug={figure.slug} size="large" />
        <WishlistButton slug={figure.slug} name={name} />
        {figure.status === 'preorder' && figure.preorder_closes_at && (
          <Body1 data-testid="preorder-closes">{t('catalogue.preorderCloses', { date: format.day(figure.preorder_closes_at) })}</Body1>
        )}
        {figure.status === 'in_stock' && figure.stock !== null && <Body1>{t('catalogue.inStockCount', { count: figure.stock })}</Body1>}
      </div>
    </div>
  );
}

function FigureView({ figure }: { figure: FigureDetail }) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const nameOf = useFigureName();
  const { blur } = useContentSettings();
  const [revealed] = useRevealed(figure.slug);
  const name = nameOf(figure);
  const language = usePreference((p) => p.ui.language);

  return (
    <article className={styles.page} aria-labelledby="figure-title">
      <PanelLink to={cataloguePath()}>
        <span className={styles.back}>
          <ArrowLeft16Regular aria-hidden />
          {t('catalogue.allFigures')}
        </span>
      </PanelLink>
      <div className={styles.main}>
        <div className={styles.gallery}>
          <Gallery
            key={figure.slug}
            slug={figure.slug}
            name={name}
            images={figure.images}
            adult={figure.adult}
            blur={blur}
            thumbnailsVisible={!figure.adult || !blur || revealed}
          />
        </div>
        <FigureTitles figure={figure} name={name} />
        <div className={styles.buy}>
          {/* Price joins its className by hand (not mergeClasses): the size goes on a wrapper. */}
          <div className={styles.priceBox}>
            <div className={styles.price}>
              <Price amount={figure.price.amount} currency={figure.price.currency} />
            </div>
            <WasPrice price={figure.price} />
          </div>
          <AddToCartButton figure={figure} name={name} />
        </div>
        <div className={styles.rest}>
          <RatesNote />
          <OwnedPanel slug={figure.slug} name={name} />
          <FigureSpecifications figure={figure} />
          {/* The catalogue's descriptions are written in English: said plainly in another language (docs/product-rules.md §Locales 7). */}
          {language !== 'en' && <Caption1 className={styles.languageNote}>{t('catalogue.descriptionInEnglish')}</Caption1>}
          <Body1 as="p" lang="en" className={styles.description}>
            {figure.description}
          </Body1>
        </div>
      </div>
      {figure.related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <Subtitle1 as="h2" id="related-title">
            {t('catalogue.related', { series: figure.series.name })}
          </Subtitle1>
          <ul className={styles.relatedList}>
            {figure.related.map((card) => (
              <li key={card.slug}>
                <FigureCard figure={card} blur={blur} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function FigureSkeleton() {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  return (
    <div>
      <Caption1 role="status">{t('catalogue.loading')}</Caption1>
      <Skeleton className={styles.skeleton} aria-hidden="true">
        <SkeletonItem shape="rectangle" className={styles.skeletonPicture} />
        <div className={styles.skeletonText}>
          <SkeletonItem size={32} />
          <SkeletonItem size={16} style={{ width: '50%' }} />
          <SkeletonItem size={24} style={{ width: '30%' }} />
          <SkeletonItem size={128} />
        </div>
      </Skeleton>
    </div>
  );
}
