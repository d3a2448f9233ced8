import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Eye20Regular } from '@fluentui/react-icons';
import { useCatalogueTranslation } from '../strings';
import type { FigureImage } from '@shared/api';
import { useRevealed } from '../content-settings';

const useStyles = makeStyles({
  box: { position: 'relative', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground3 },
  image: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  whole: { objectFit: 'contain' },
  blurred: { filter: 'blur(18px)', transform: 'scale(1.1)' },
  // Above the card's stretched link, so it stays the one thing the click reaches.
  reveal: { position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: 1 },
});

export interface FigurePictureProps {
  slug: string;
  /** The figure's name in the UI language, for the alternative text and the reveal button. */
  name: string;
  image: FigureImage | undefined;
  adult: boolean;
  /** ui.blur_nsfw. */
  blur: boolean;
  /** 1-based position, for "picture n of m" in a gallery. */
  position?: number;
  count?: number;
  className?: string;
  /** Load at once (the first screen) rather than lazily. */
  eager?: boolean;
  /**
   * The page's first visible picture, its likely Largest Contentful Paint: loaded at once and
   * fetched before other pictures (`fetchpriority="high"`, docs/product-rules.md §Web 11).
   */
  priority?: boolean;
  /** 'contain' shows the whole picture inside the box (the gallery: nothing of it cropped); default 'cover' fills the box (cards). */
  fit?: 'cover' | 'contain';
}

/**
 * A figure's picture (docs/product-rules.md §Adult 6): an adult figure's is blurred while ui.blur_nsfw is
 * on, until the person presses "Show" (a button named after the figure); then every picture of
 * that figure shows, in every card and the gallery.
 */
export function FigurePicture({ slug, name, image, adult, blur, position, count, className, eager, priority, fit = 'cover' }: FigurePictureProps) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const [revealed, reveal] = useRevealed(slug);
  const hidden = adult && blur && !revealed;
  const alt = hidden
    ? t('catalogue.blurredPicture', { name })
    : position !== undefined && count !== undefined
      ? t('catalogue.pictureOf', { name, position, count })
      : t('catalogue.picture', { name });
  return (
    <div className={mergeClasses(styles.box, className)}>
      {image && (
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          className={mergeClasses(styles.image, fit === 'contain' && styles.whole, hidden && styles.blurred)}
          data-blurred={hidden ? 'true' : 'false'}
        />
      )}
      {hidden && (
        <Button className={styles.reveal} icon={<Eye20Regular />} onClick={reveal} aria-label={t('catalogue.revealNamed', { name })}>
          {t('catalogue.reveal')}
        </Button>
      )}
    </div>
  );
}
