import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { FigureCard as FigureCardData } from '@shared/api';
import { FigureCard, FigureCardSkeleton } from './FigureCard';

/** Narrowest card, in CSS pixels: the column count is the most cards of this width that fit. */
export const MIN_CARD_WIDTH_PX = 168;
export const MAX_COLUMNS = 6;
export const GAP_PX = 16;
/** Rows rendered beyond the viewport on each side. */
const OVERSCAN_ROWS = 2;

const useStyles = makeStyles({
  list: { position: 'relative', width: '100%' },
  row: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'grid',
    gap: `${GAP_PX}px`,
    paddingBottom: `${GAP_PX}px`,
    boxSizing: 'border-box',
  },
  item: { minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
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
   * instead of measuring in a layout effect and drawing every card again (issue 15: total blocking time).
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

/**
 * The results grid (issue 12): rows of N cards (N from the grid's width) virtualised against the
 * window scroll with @tanstack/react-virtual, so 2,000 results keep only the rows near the
 * viewport in the DOM (a few dozen cards, issue 12 "at most 200"). Near the end it asks for the
 * next page; a row of skeletons stands for the page being loaded.
 */
export function VirtualGrid({ figures, total, blur, hasMore, loadingMore, onLoadMore, label, measureInitialBox }: VirtualGridProps) {
  const styles = useStyles();
  const listRef = useRef<HTMLDivElement>(null);
  // Null until measured (here, or by the container: measureInitialBox): no rows are drawn for a
  // guessed width and drawn again before the first paint (issue 15: total blocking time).
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

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
    // The viewport's size from the start (the default, 0 × 0, draws one row and then the rest in a
    // second, synchronous render once measured: issue 15, total blocking time).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= dataRows - 1) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, dataRows, onLoadMore]);

  return (
    <div ref={listRef} className={styles.list} role="list" aria-label={label} aria-busy={loadingMore} style={{ height: `${virtualizer.getTotalSize()}px` }}>
      {items.map((row) => {
        const start = row.index * columns;
        const cards = row.index < dataRows ? figures.slice(start, start + columns) : [];
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row.index < dataRows
              ? cards.map((figure, column) => (
                  <div key={figure.slug} role="listitem" aria-setsize={total} aria-posinset={start + column + 1} className={styles.item}>
                    <FigureCard figure={figure} blur={blur} eager={row.index < 2} priority={row.index === 0 && column === 0} headingLevel={2} />
                  </div>
                ))
              : Array.from({ length: columns }, (_, column) => (
                  <div key={column} className={styles.item}>
                    <FigureCardSkeleton />
                  </div>
                ))}
          </div>
        );
      })}
    </div>
  );
}
