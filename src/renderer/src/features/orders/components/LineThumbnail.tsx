import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { QuoteLine } from '@shared/api';
import { usePreference } from '@renderer/features/preferences';

const useStyles = makeStyles({
  picture: { flexShrink: 0, objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  small: { width: '56px', height: '70px' },
  large: { width: '64px', height: '80px' },
  // The catalogue's blur (docs/product-rules.md §Shell, blur_nsfw); a thumbnail this small offers no reveal: the figure's page does.
  blurred: { filter: 'blur(12px)' },
});

/**
 * The small picture of a quote's or an order's line: 56×70 px (`small`, the checkout) or 64×80 px
 * (`large`, the order page), decorative (alt ""; the line's name is beside it). An adult figure's
 * picture is blurred while ui.blur_nsfw is on, as the catalogue blurs it. No image: an empty tile.
 */
export function LineThumbnail({ line, size }: { line: Pick<QuoteLine, 'image' | 'adult'>; size: 'small' | 'large' }) {
  const styles = useStyles();
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const className = mergeClasses(styles.picture, styles[size], line.adult && blur && styles.blurred);
  if (!line.image) return <span className={className} />;
  return <img className={className} src={line.image.url} width={line.image.width} height={line.image.height} alt="" loading="lazy" decoding="async" data-blurred={line.adult && blur ? '' : undefined} />;
}
