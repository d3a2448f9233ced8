import { ToggleButton, Tooltip } from '@fluentui/react-components';
import { WeatherMoon24Regular, WeatherSunny24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useColourMode } from './ColourModeProvider';

/** The header's light/dark switch (spec point 2): a toggle button named "Dark mode", pressed when dark. */
export function ColourModeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColourMode();
  const dark = mode === 'dark';
  return (
    <Tooltip content={dark ? t('colourMode.switchToLight') : t('colourMode.switchToDark')} relationship="description" withArrow>
      <ToggleButton
        appearance="subtle"
        checked={dark}
        onClick={toggle}
        aria-label={t('colourMode.darkMode')}
        icon={dark ? <WeatherSunny24Regular /> : <WeatherMoon24Regular />}
      />
    </Tooltip>
  );
}
