import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
// @tanstack/react-virtual is pinned at 3.13.12 (package.json): from 3.14 its core grew from 29 to 74 kB
// raw (gesture and scroll classifiers this grid does not use), 5 kB gzip more on the catalogue page.
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { FigureCard as FigureCardData } from '@shared/api';
import { FigureCard, FigureCardSkeleton } from './FigureCard';
import { useCatalogueTranslation } from '../strings';

/** Narrowest card, in CSS pixels: the column count is the most cards of this width that fit. */
export const MIN_CARD_WIDTH_PX = 168;
export const MAX_COLUMNS = 6;
export const GAP_PX = 16;
/** Rows rendered beyond the viewport on each side. */
const OVERSCAN_ROWS = 2;

/**
 * Cards drawn before the grid knows its width: by the request-time render and the render that
 * hydrates it, neither of which can measure. Two rows of the widest grid: the first
 * screen at any width, the LCP picture among them.
 */
export const UNMEASURED_CARDS = MAX_COLUMNS * 2;

const useStyles = makeStyles({
  // One grid holds every drawn card, keyed by slug, before and after measuring: the cards React
  // adopted from the server's HTML stay the same elements when the grid starts virtualising.
  // `alignContent: start`: the grid is as tall as every row (estimated), and its drawn rows keep
  // their own heights instead of stretching to fill it.
  grid: { display: 'grid', gap: `${GAP_PX}px`, width: '100%', boxSizing: 'border-box', alignContent: 'start' },
  // Unmeasured, CSS picks the columns exactly as columnsFor does: as many MIN_CARD_WIDTH_PX-wide
  // cards as fit, at most MAX_COLUMNS (a track never narrower than a sixth of the row).
  unmeasured: {
    gridTemplateColumns: `repeat(auto-fill, minmax(max(${MIN_CARD_WIDTH_PX}px, calc((100% - ${GAP_PX * (MAX_COLUMNS - 1)}px) / ${MAX_COLUMNS})), 1fr))`,
  },
  item: { minWidth: 0 },
  // Where the reader is in a long list: held at the bottom of the screen while the list is in view.
  position: {
    position: 'sticky',
    bottom: tokens.spacingVerticalL,
    alignSelf: 'center',
    zIndex: 1,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    boxShadow: tokens.shadow8,
  },
});

/** Pure: columns for a grid `width` px wide (at least 1, at most MAX_COLUMNS). */
export function columnsFor(width: number): number {
  return Math.max(1, Math.min(MAX_COLUMNS, Math.floor((width + GAP_PX) / (MIN_CARD_WIDTH_PX + GAP_PX))));
}

export interface VirtualGridProps {
  figures: FigureCardData[];
  /** Figures the whole list has (the API's count): sets aria-setsize. */
  total: number;
  blur: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** Asks for the next page; called when the last rows come near the viewport. */
  onLoadMore: () => void;
  /** Accessible name of the list. */
  label: string;
  /**
   * Measures the grid's place before it is drawn (its container's box: elementBox), or null when it
   * cannot: called once, by the first render, which then draws the right columns at the right place
   * instead of measuring in a layout effect and drawing every card again (less total blocking time).
   */
  measureInitialBox?: () => ElementBox | null;
}

/** Where an element sits: its width (px, `clientWidth`) and its top edge from the top of the document (px). */
export interface ElementBox {
  width: number;
  top: number;
}

/** The box of `element` now (reads layout). */
export function elementBox(element: HTMLElement): ElementBox {
  return { width: element.clientWidth, top: Math.round(element.getBoundingClientRect().top + window.scrollY) };
}

/** A drawn row's size for the virtualiser (px): its first card's height (the row's: cards stretch to it) and the gap under it. */
function rowSize(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
  return measureElement(element, entry, instance) + GAP_PX;
}

/**
 * The results grid (docs/product-rules.md §Catalogue 10): rows of N cards (N from the grid's width)
 * virtualised against the window scroll with @tanstack/react-virtual, so 2,000 results keep only the
 * rows near the viewport in the DOM (a few dozen cards; at most 200: §Performance 8). Near the end it asks for the
 * next page; a row of skeletons stands for the page being loaded.
 *
 * The drawn rows are one CSS grid whose top padding stands for the rows above them and whose height
 * for all rows; the virtualiser measures each drawn row by its first card. Until the grid knows its
 * width (the server's render and the hydrating one: the catalogue is rendered at request
 * time) it draws the first UNMEASURED_CARDS cards with CSS-chosen columns; measuring then keeps
 * those card elements and only trims or adds around them.
 */
// eslint-disable-next-line max-lines-per-function -- the measuring effects, the virtualiser and the row refs chain within one render (width → columns → row keys → virtualiser → refs); apart, they would hand each other's values back and forth
export function VirtualGrid({ figures, total, blur, hasMore, loadingMore, onLoadMore, label, measureInitialBox }: VirtualGridProps) {
  const styles = useStyles();
  const listRef = useRef<HTMLDivElement>(null);
  // Null until measured (here, or by the container: measureInitialBox): no rows are drawn for a
  // guessed width and drawn again before the first paint (less total blocking time).
  const [initialBox] = useState(() => measureInitialBox?.() ?? null);
  const [width, setWidth] = useState<number | null>(initialBox?.width ?? null);
  const [offset, setOffset] = useState(initialBox?.top ?? 0);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Where the grid starts in the page; what is above it (count, banners) may change height, so
  // measured again when the grid's width or length changes.
  useLayoutEffect(() => {
    if (!listRef.current) return;
    const { top } = elementBox(listRef.current);
    if (top !== offset) setOffset(top);
  }, [offset, width, figures.length]);

  const columns = columnsFor(width || MIN_CARD_WIDTH_PX);
  const dataRows = Math.ceil(figures.length / columns);
  const rowCount = width === null ? 0 : dataRows + (hasMore ? 1 : 0);
  // A first guess at a row's height (picture 4:5 plus ~120 px of text); each row is measured once drawn.
  const estimate = Math.round(((width || MIN_CARD_WIDTH_PX) - GAP_PX * (columns - 1)) / columns) * 1.25 + 140;

  // A row's size belongs to its column count: after a resize the rows are new ones, estimated until drawn.
  const rowKey = useCallback((index: number) => `${columns}:${index}`, [columns]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
    getItemKey: rowKey,
    measureElement: rowSize,
    // The viewport's size from the start (the default, 0 × 0, draws one row and then the rest in a
    // second, synchronous render once measured: more total blocking time).
    // (No window on the server, whose render draws no virtual rows.)
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  const { t } = useCatalogueTranslation();
  // The last card in view, once the first row has scrolled away (docs/product-rules.md §Catalogue 10).
  const range = virtualizer.range;
  const inView = range && range.startIndex > 0 ? Math.min((range.endIndex + 1) * columns, figures.length) : null;
  // One ref callback per row key: React calls a ref again only when it changes, so a row is measured
  // when drawn (and by the virtualiser's ResizeObserver), not on every render.
  const rowRef = useMemo(() => {
    const refs = new Map<string, (element: HTMLElement | null) => void>();
    return (index: number) => {
      const key = rowKey(index);
      let ref = refs.get(key);
      if (!ref) refs.set(key, (ref = (element) => virtualizer.measureElement(element)));
      return ref;
    };
  }, [rowKey, virtualizer]);

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= dataRows - 1) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, dataRows, onLoadMore]);

  const card = (figure: FigureCardData, position: number, eager: boolean, row?: number, ref?: (element: HTMLElement | null) => void) => (
    <div key={figure.slug} ref={ref} data-index={row} role="listitem" aria-setsize={total} aria-posinset={position + 1} className={styles.item}>
      <FigureCard figure={figure} blur={blur} eager={eager} priority={position === 0} headingLevel={2} />
    </div>
  );

  if (width === null) {
    return (
      <div ref={listRef} className={mergeClasses(styles.grid, styles.unmeasured)} role="list" aria-label={label} aria-busy={loadingMore}>
        {/* The first cards as a phone's first screen shows them: two eager pictures, the rest loaded by the browser as they come into view. */}
        {figures.slice(0, UNMEASURED_CARDS).map((figure, index) => card(figure, index, index < 2))}
      </div>
    );
  }

  const cells: ReactNode[] = [];
  for (const row of rows) {
    const first = row.index * columns;
    if (row.index < dataRows) {
      figures.slice(first, first + columns).forEach((figure, column) => cells.push(card(figure, first + column, row.index < 2, row.index, column === 0 ? rowRef(row.index) : undefined)));
    } else {
      for (let column = 0; column < columns; column += 1) {
        cells.push(
          <div key={`:loading:${column}`} ref={column === 0 ? rowRef(row.index) : undefined} data-index={row.index} className={styles.item}>
            <FigureCardSkeleton />
          </div>,
        );
      }
    }
  }
  const top = (rows[0]?.start ?? offset) - virtualizer.options.scrollMargin;
  return (
    <>
      <div
        ref={listRef}
        className={styles.grid}
        role="list"
        aria-label={label}
        aria-busy={loadingMore}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, paddingTop: `${top}px`, height: `${virtualizer.getTotalSize()}px` }}
      >
        {cells}
      </div>
      {/* Not announced as it changes: a screen reader hears each card's place from aria-posinset. */}
      {inView !== null && (
        <Caption1 className={styles.position} data-testid="list-position">
          {t('catalogue.position', { shown: inView, count: total })}
        </Caption1>
      )}
    </>
  );
}
