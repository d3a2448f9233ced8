import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeft24Regular, ChevronRight24Regular } from '@fluentui/react-icons';
import { useCatalogueTranslation } from '../strings';
import type { FigureImage } from '@shared/api';
import { FigurePicture } from './FigurePicture';

/** Horizontal travel, in CSS pixels, that counts as a swipe. */
const SWIPE_PX = 40;

const useStyles = makeStyles({
  gallery: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  stage: {
    position: 'relative',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    touchAction: 'pan-y',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  picture: { aspectRatio: '4 / 5' },
  arrow: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 },
  previous: { left: tokens.spacingHorizontalS },
  next: { right: tokens.spacingHorizontalS },
  thumbs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  thumb: {
    display: 'block',
    width: '64px',
    padding: 0,
    border: `2px solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    cursor: 'pointer',
    // Each thumbnail's box shows before its picture arrives: the strip reads as all its pictures from the first paint.
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  current: { border: `2px solid ${tokens.colorBrandStroke1}` },
  thumbImage: { display: 'block', width: '100%', aspectRatio: '4 / 5', objectFit: 'cover' },
  blurred: { filter: 'blur(8px)' },
  status: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

export interface GalleryProps {
  slug: string;
  name: string;
  images: FigureImage[];
  adult: boolean;
  blur: boolean;
  /** Whether the thumbnails may show (false while the adult pictures are blurred and unrevealed). */
  thumbnailsVisible: boolean;
}

/**
 * A figure's pictures (docs/product-rules.md §Catalogue 11): one large picture; ← and → (Home, End) on the focused picture,
 * a swipe (pointer events, touch or pen), the arrow buttons or a thumbnail button change it. The
 * position is announced politely ("Picture 2 of 5").
 */
export function Gallery({ slug, name, images, adult, blur, thumbnailsVisible }: GalleryProps) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section className={styles.gallery} aria-label={t('catalogue.gallery', { name })}>
      <div
        className={styles.stage}
        tabIndex={0}
        role="group"
        aria-roledescription={t('catalogue.galleryRole')}
        aria-label={t('catalogue.galleryHint', { position: index + 1, count })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-index={index}
      >
        <FigurePicture slug={slug} name={name} image={images[index]} adult={adult} blur={blur} position={index + 1} count={count} className={styles.picture} priority fit="contain" />
        {count > 1 && (
          <>
            <Button className={mergeClasses(styles.arrow, styles.previous)} shape="circular" icon={<ChevronLeft24Regular />} aria-label={t('catalogue.previousPicture')} onClick={() => go(index - 1)} tabIndex={-1} />
            <Button className={mergeClasses(styles.arrow, styles.next)} shape="circular" icon={<ChevronRight24Regular />} aria-label={t('catalogue.nextPicture')} onClick={() => go(index + 1)} tabIndex={-1} />
          </>
        )}
      </div>
      <div className={styles.status} aria-live="polite">
        {t('catalogue.pictureStatus', { position: index + 1, count })}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t('catalogue.thumbnails')}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                className={mergeClasses(styles.thumb, position === index && styles.current)}
                aria-label={t('catalogue.showPicture', { position: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <img src={image.url} alt="" loading="lazy" className={mergeClasses(styles.thumbImage, !thumbnailsVisible && styles.blurred)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
