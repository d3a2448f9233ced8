import { useId } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { WeatherMoon24Regular, WeatherSunny24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LazyTooltip, pressedSubtleStyle } from '@renderer/features/ui';
import { useColourMode } from './ColourModeProvider';

const usePressedStyles = makeStyles({ pressed: pressedSubtleStyle });

/**
 * The header's light/dark switch (docs/product-rules.md §Shell 5): a toggle button named "Dark mode", pressed when
 * dark, described as what a press does ("Switch to light mode"). The description is a hidden
 * element of its own, so it is there from the first paint while the tooltip that shows it to
 * sighted users loads on first hover or focus (the first-route budget, docs/product-rules.md §Performance 1).
 */
export function ColourModeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColourMode();
  const descriptionId = useId();
  const styles = usePressedStyles();
  const dark = mode === 'dark';
  const description = dark ? t('colourMode.switchToLight') : t('colourMode.switchToDark');
  return (
    <>
      <LazyTooltip content={description} withArrow>
        <Button
          appearance="subtle"
          aria-pressed={dark}
          className={dark ? styles.pressed : undefined}
          onClick={toggle}
          aria-label={t('colourMode.darkMode')}
          aria-describedby={descriptionId}
          icon={dark ? <WeatherSunny24Regular /> : <WeatherMoon24Regular />}
        />
      </LazyTooltip>
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}
