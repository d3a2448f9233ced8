import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { THEME_PRIMARY_COLOR, THEME_SECONDARY_COLOR } from '@shared/constants';
import { brandRamp } from './brand-ramp';

const brand = brandRamp(THEME_PRIMARY_COLOR);
const fontFamily = "'Poppins', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";

/** The light theme of spec point 9: primary #2E70C7 as the brand ramp, white background, Poppins. */
export const lightTheme: Theme = {
  ...createLightTheme(brand),
  fontFamilyBase: fontFamily,
  colorNeutralBackground1: '#ffffff',
};

/** The dark theme (spec point 9: a deep orange palette; refined in the theme issue). */
export const darkTheme: Theme = {
  ...createDarkTheme(brand),
  fontFamilyBase: fontFamily,
};

/** The secondary colour of spec point 9 (#C54949), for accents Fluent has no slot for. */
export const secondaryColour = THEME_SECONDARY_COLOR;
