import type { HTMLAttributes } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CONTAINER_MAX_WIDTH_PX } from '@shared/constants';

/** The container sizes of docs/product-rules.md §Shell 10 (max widths xs 484, sm 640, md 1040, lg 1400 px). */
export type PageContainerSize = keyof typeof CONTAINER_MAX_WIDTH_PX;

const px = (size: PageContainerSize) => `${CONTAINER_MAX_WIDTH_PX[size]}px`;

const useStyles = makeStyles({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
  },
  xs: { maxWidth: px('xs') },
  sm: { maxWidth: px('sm') },
  md: { maxWidth: px('md') },
  lg: { maxWidth: px('lg') },
});

export interface PageContainerProps extends HTMLAttributes<HTMLElement> {
  /** The max width, chosen by content: xs forms and auth results, sm settings and profile, md lists, lg home and catalogue. */
  size: PageContainerSize;
  /** The element: `section` or `article` when labelled by the page heading; `div` by default. */
  as?: 'div' | 'section' | 'article';
}

/**
 * The one page container (docs/product-rules.md §Shell 10): a column centred at the max width of its
 * size, from CONTAINER_MAX_WIDTH_PX (the single source of the constants). The side padding of that
 * rule (16 px, 24 px from sm up) is the app shell's `<main>` (app/layout), so it is not added twice.
 * Every page renders inside one; `data-page-size` names the size for layout checks.
 */
export function PageContainer({ size, as: Element = 'div', className, ...props }: PageContainerProps) {
  const styles = useStyles();
  return <Element data-page-size={size} {...props} className={mergeClasses(styles.base, styles[size], className)} />;
}
