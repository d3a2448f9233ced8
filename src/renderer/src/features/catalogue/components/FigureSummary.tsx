import { Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { FigureCard } from '@shared/api';
import { figurePath } from '../display';
import { FigurePicture } from './FigurePicture';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  summary: { display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  picture: { width: '72px', aspectRatio: '4 / 5', borderRadius: tokens.borderRadiusMedium },
  text: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  heading: { margin: 0, fontSize: 'inherit' },
  link: {
    color: tokens.colorNeutralForeground1,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
  maker: { color: tokens.colorNeutralForeground2 },
});

export interface FigureSummaryProps {
  figure: FigureCard;
  /** The figure's name in the UI language. */
  name: string;
  /** ui.blur_nsfw (only an adult figure's picture is blurred). */
  blur: boolean;
  /** Heading level of the name inside a page's outline. */
  headingLevel: 2 | 3;
}

/**
 * A figure in a row of another list (the cart's lines): a small picture (blurred for adults under
 * blur_nsfw, docs/product-rules.md §Adult 6), the name as a heading linking to the figure's page,
 * the manufacturer and the status badge.
 */
export function FigureSummary({ figure, name, blur, headingLevel }: FigureSummaryProps) {
  const styles = useStyles();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.summary}>
      <FigurePicture slug={figure.slug} name={name} image={figure.images[0]} adult={figure.adult} blur={blur} className={styles.picture} />
      <div className={styles.text}>
        <Heading className={styles.heading}>
          <RouterLink to={figurePath(figure.slug)} className={styles.link}>
            <Body1Strong>{name}</Body1Strong>
          </RouterLink>
        </Heading>
        <Caption1 className={styles.maker}>{figure.manufacturer.name}</Caption1>
        <StatusBadge status={figure.status} size="small" />
      </div>
    </div>
  );
}
