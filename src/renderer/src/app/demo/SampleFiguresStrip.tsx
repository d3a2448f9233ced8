import { useState } from 'react';
import { Badge, Body1Strong, Button, Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { EyeOff20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { THEME_SECONDARY_COLOR } from '@shared/constants';
import { Price, RatesNote } from '@renderer/features/currency';
import { usePreference } from '@renderer/features/preferences';
import { Paper, PaperPreview } from '@renderer/features/ui';
import { placeholderImage } from './placeholder-image';
import { sampleFigures, type SampleFigure } from './sample-figures';

const useStyles = makeStyles({
  strip: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  },
  card: { height: '100%' },
  imageBox: { position: 'relative', aspectRatio: '4 / 5', overflow: 'hidden' },
  image: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  blurred: { filter: 'blur(18px)', transform: 'scale(1.1)' },
  reveal: { position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' },
  nsfw: { alignSelf: 'flex-start', backgroundColor: THEME_SECONDARY_COLOR, color: '#ffffff' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

function FigureCard({ figure, blur }: { figure: SampleFigure; blur: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const hidden = figure.nsfw && blur && !revealed;
  return (
    <li>
      <Paper className={styles.card} aria-label={figure.name} role="article">
        <PaperPreview>
          {/* The wrapper positions the reveal button over the picture at its own size. */}
          <div className={styles.imageBox}>
            <img
              src={placeholderImage(figure.name, figure.hue)}
              alt={hidden ? t('home.blurredImage', { name: figure.name }) : t('home.figureImage', { name: figure.name })}
              className={mergeClasses(styles.image, hidden && styles.blurred)}
              data-blurred={hidden ? 'true' : 'false'}
            />
            {hidden && (
              <Button className={styles.reveal} icon={<EyeOff20Regular />} onClick={() => setRevealed(true)} aria-label={t('home.revealNamed', { name: figure.name })}>
                {t('home.reveal')}
              </Button>
            )}
          </div>
        </PaperPreview>
        <div className={styles.body}>
          <Body1Strong>{figure.name}</Body1Strong>
          {figure.nsfw && (
            <Badge className={styles.nsfw} appearance="filled" size="small">
              {t('home.nsfw')}
            </Badge>
          )}
          <Price amount={figure.price} currency={figure.currency} />
        </div>
      </Paper>
    </li>
  );
}

/**
 * The home page's clearly labelled sample strip (issue 4, demo mode only): bundled sample figures
 * with their prices, obeying show_prices, show_nsfw (NSFW figures left out when false) and
 * blur_nsfw (NSFW pictures blurred until "Show" is pressed, by mouse or keyboard).
 */
export function SampleFiguresStrip() {
  const styles = useStyles();
  const { t } = useTranslation();
  const showNsfw = usePreference((p) => p.content.show_nsfw);
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const figures = sampleFigures.filter((figure) => showNsfw || !figure.nsfw);
  return (
    <section className={styles.strip} aria-labelledby="sample-figures-title">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="sample-figures-title">
          {t('home.samplesTitle')}
        </Subtitle1>
        <Badge appearance="outline" color="informative">
          {t('home.samplesBadge')}
        </Badge>
      </div>
      <Caption1>{t('home.samplesNote')}</Caption1>
      <ul className={styles.list}>
        {figures.map((figure) => (
          <FigureCard key={figure.id} figure={figure} blur={blur} />
        ))}
      </ul>
      <RatesNote />
    </section>
  );
}
