import { memo } from 'react';
import { Body1Strong, Caption1, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { FigureCard as FigureCardData } from '@shared/api';
import { AddToCartButton } from '@renderer/features/cart';
import { CollectionBadge } from '@renderer/features/collection';
import { Price } from '@renderer/features/currency';
import { useFormat } from '@renderer/features/preferences';
import { Paper, PaperPreview } from '@renderer/features/ui';
import { WishlistButton } from '@renderer/features/wishlist';
import { figurePath, useFigureName } from '../display';
import { FigurePicture } from './FigurePicture';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  card: { height: '100%', gap: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalM },
  picture: { aspectRatio: '4 / 5' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  // The name's link covers the whole card (a larger target), under the reveal button.
  link: {
    display: 'block',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
  heading: { margin: 0, fontSize: 'inherit' },
  name: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  maker: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  meta: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // Above the name link's whole-card target: the add-to-cart button and the heart.
  actions: { position: 'relative', zIndex: 1, marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeletonPicture: { aspectRatio: '4 / 5', height: 'auto' },
});

export interface FigureCardProps {
  figure: FigureCardData;
  /** ui.blur_nsfw (the card blurs only an adult figure's picture). */
  blur: boolean;
  /** Heading level of the name inside a page's outline. */
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The page's first visible card: its picture is fetched first (FigurePicture `priority`). */
  priority?: boolean;
}

/**
 * A figure in a list: picture (blurred for adults under blur_nsfw, with a reveal
 * button), name in the UI language linking to its page (whole in its tooltip), series, manufacturer
 * and release month, status badge, its state in the collector's collection (§Collection 4), the small
 * add-to-cart button (§Cart 1), the wishlist heart (docs/product-rules.md §Wishlist 1) and price (nothing when show_prices is off, through <Price>). Memoised: a grid
 * re-renders its rows on every scroll and measurement, and a card whose props did not change is not
 * rendered again (less total blocking time); what it reads from context still updates it.
 */
export const FigureCard = memo(function FigureCard({ figure, blur, headingLevel = 3, eager, priority }: FigureCardProps) {
  const styles = useStyles();
  const nameOf = useFigureName();
  const name = nameOf(figure);
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Paper className={styles.card} role="article" aria-label={name} data-slug={figure.slug}>
      <PaperPreview>
        <FigurePicture slug={figure.slug} name={name} image={figure.images[0]} adult={figure.adult} blur={blur} className={styles.picture} eager={eager} priority={priority} />
      </PaperPreview>
      <div className={styles.body}>
        <Heading className={styles.heading}>
          {/* The whole name on hover where two lines cut it ("… Swimsuit Ver."). */}
          <RouterLink to={figurePath(figure.slug)} className={styles.link} title={name}>
            <Body1Strong className={styles.name}>{name}</Body1Strong>
          </RouterLink>
        </Heading>
        {/* Series, maker and release month tell same-named figures apart (three "Homura Himura Plush" by SEGA). */}
        {figure.series && <Caption1 className={styles.maker}>{figure.series.name}</Caption1>}
        <Caption1 className={styles.maker}>
          {figure.manufacturer.name} · {format.month(figure.release)}
        </Caption1>
        <div className={styles.meta}>
          <StatusBadge status={figure.status} size="small" />
          <CollectionBadge slug={figure.slug} />
          <div className={styles.actions}>
            <AddToCartButton figure={figure} name={name} variant="compact" />
            <WishlistButton slug={figure.slug} name={name} size="small" />
          </div>
        </div>
        <Price amount={figure.price.amount} currency={figure.price.currency} />
      </div>
    </Paper>
  );
});

/** A card's placeholder while its page loads (docs/product-rules.md §Catalogue 10: skeletons while loading). */
export function FigureCardSkeleton() {
  const styles = useStyles();
  return (
    <Paper className={styles.card} aria-hidden="true">
      <Skeleton className={styles.skeleton}>
        <PaperPreview>
          <SkeletonItem shape="rectangle" className={styles.skeletonPicture} />
        </PaperPreview>
        <SkeletonItem size={16} />
        <SkeletonItem size={12} style={{ width: '50%' }} />
        <SkeletonItem size={12} style={{ width: '60%' }} />
        <SkeletonItem size={16} style={{ width: '40%' }} />
      </Skeleton>
    </Paper>
  );
}
