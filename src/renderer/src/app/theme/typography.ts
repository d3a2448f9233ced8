import type { Theme } from '@fluentui/react-components';
import { FONT_SIZE_BASE_PX, FONT_SIZE_HEADING_PX, FONT_SIZE_MAX_PX } from '@shared/constants';

/** A size in px at full scale as rem: the root is FONT_SIZE_MAX_PX there (see useGlobalStyles). */
const rem = (px: number) => `${px / FONT_SIZE_MAX_PX}rem`;

/**
 * Fluent's type ramp in rem (docs/product-rules.md §Shell 3), so it follows the page's fluid root size (14 px at
 * 768 px wide, 16 px from 1600 px, see useGlobalStyles). Shifted one step up from Fluent's
 * default: body text (fontSizeBase300, used by Body1 and most controls) is 1 rem = 16 px at full
 * size, and fontSizeBase600 (Title3, the page headings) is 1.5 rem = 24 px.
 */
export const typeRamp: Partial<Theme> = {
  fontSizeBase100: '0.75rem',
  fontSizeBase200: '0.875rem',
  fontSizeBase300: rem(FONT_SIZE_BASE_PX),
  fontSizeBase400: '1.125rem',
  fontSizeBase500: '1.25rem',
  fontSizeBase600: rem(FONT_SIZE_HEADING_PX),
  fontSizeHero700: '1.75rem',
  fontSizeHero800: '2rem',
  fontSizeHero900: '2.5rem',
  fontSizeHero1000: '4rem',
  lineHeightBase100: '1rem',
  lineHeightBase200: '1.25rem',
  lineHeightBase300: '1.5rem',
  lineHeightBase400: '1.625rem',
  lineHeightBase500: '1.75rem',
  lineHeightBase600: '2rem',
  lineHeightHero700: '2.25rem',
  lineHeightHero800: '2.5rem',
  lineHeightHero900: '3.25rem',
  lineHeightHero1000: '5.5rem',
};
