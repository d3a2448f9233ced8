import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import {
  RADIUS_DIALOG_PX,
  RADIUS_PAPER_PX,
  THEME_FONT_FAMILY,
  THEME_LIGHT_BACKGROUND_COLOR,
  THEME_PRIMARY_COLOR,
  THEME_SECONDARY_COLOR,
} from '@shared/constants';
import { brandRamp } from './brand-ramp';
import { typeRamp } from './typography';

/** Shape (docs/product-rules.md §Shell 11): 8 px paper (Card size large, borderRadiusLarge), 12 px dialogs (DialogSurface uses borderRadiusXLarge). */
const shape: Partial<Theme> = {
  borderRadiusLarge: `${RADIUS_PAPER_PX}px`,
  borderRadiusXLarge: `${RADIUS_DIALOG_PX}px`,
};

/** The light brand ramp: #2E70C7 at shade 80 (buttons, links; white text on it is 4.9:1). */
export const lightBrand: BrandVariants = brandRamp(THEME_PRIMARY_COLOR);

/** The light theme (docs/product-rules.md §Shell 2–3, 11): blue brand ramp, white background, Poppins, rem type ramp, 8/12 px radii. */
export const lightTheme: Theme = {
  ...createLightTheme(lightBrand),
  ...typeRamp,
  ...shape,
  fontFamilyBase: THEME_FONT_FAMILY,
  colorNeutralBackground1: THEME_LIGHT_BACKGROUND_COLOR,
};

/**
 * The dark brand ramp: Material's deep orange (#FF5722 family). Fluent's dark theme puts brand
 * backgrounds on shade 70 (#BF360C, white text 5.6:1) and brand text and links on shade 100
 * (#FF8A65, 7.4:1 on the surfaces below).
 */
export const darkBrand: BrandVariants = {
  10: '#1F0902',
  20: '#331006',
  30: '#4A1709',
  40: '#611D0B',
  50: '#7A240C',
  60: '#942B0D',
  70: '#BF360C',
  80: '#B3320B',
  90: '#E64A19',
  100: '#FF8A65',
  110: '#FF9E80',
  120: '#FFAB91',
  130: '#FFBCA6',
  140: '#FFCCBC',
  150: '#FFDDD2',
  160: '#FBE9E7',
};

/**
 * Warm, deep orange-brown neutrals for dark mode (docs/product-rules.md §Shell 2: "dark mode uses
 * a deep orange palette"). Text stays at AA or better: Foreground1 15.8:1, Foreground2 11:1, Foreground3 7.3:1
 * on Background1 (checked by tests/unit/renderer/theme.test.ts).
 */
const darkNeutrals: Partial<Theme> = {
  colorNeutralBackground1: '#2B1610',
  colorNeutralBackground1Hover: '#3A1F16',
  colorNeutralBackground1Pressed: '#24120C',
  colorNeutralBackground1Selected: '#351C14',
  colorNeutralBackground2: '#22110B',
  colorNeutralBackground2Hover: '#321A12',
  colorNeutralBackground2Pressed: '#1C0E09',
  colorNeutralBackground2Selected: '#2C170F',
  colorNeutralBackground3: '#1C0E09',
  colorNeutralBackground3Hover: '#2C170F',
  colorNeutralBackground3Pressed: '#170B07',
  colorNeutralBackground3Selected: '#26130C',
  colorNeutralBackground4: '#170B07',
  colorNeutralBackground5: '#120805',
  colorNeutralBackground6: '#331B13',
  colorNeutralForeground1: '#FFF3EE',
  colorNeutralForeground2: '#F3D9CF',
  colorNeutralForeground3: '#D9B3A5',
  colorNeutralForeground4: '#C9A092',
  colorNeutralStroke1: '#8A5A48',
  colorNeutralStroke2: '#5A3326',
  colorNeutralStroke3: '#4A2A1F',
  colorSubtleBackgroundHover: '#3A1F16',
  colorSubtleBackgroundPressed: '#24120C',
  colorSubtleBackgroundSelected: '#351C14',
};

/** The dark theme: Fluent's dark theme on the deep orange brand and neutrals above, same type and shape. */
export const darkTheme: Theme = {
  ...createDarkTheme(darkBrand),
  ...typeRamp,
  ...shape,
  ...darkNeutrals,
  fontFamilyBase: THEME_FONT_FAMILY,
};

/** The theme for a colour mode. */
export function themeFor(mode: 'light' | 'dark'): Theme {
  return mode === 'dark' ? darkTheme : lightTheme;
}

/** The secondary colour (#C54949, docs/product-rules.md §Shell 2), for accents Fluent has no slot for. */
export const secondaryColour = THEME_SECONDARY_COLOR;
