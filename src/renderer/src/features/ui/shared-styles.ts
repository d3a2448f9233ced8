import { tokens, type GriffelStyle } from '@fluentui/react-components';

/**
 * A 40 × 40 px icon link of the header (notifications, wishlist, settings): subtle hover and the
 * theme's focus ring. Spread it into a `makeStyles` slot and add what differs.
 */
export const iconLinkStyle: GriffelStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: tokens.borderRadiusMedium,
  color: tokens.colorNeutralForeground2,
  ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
  ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
};

/**
 * A `<ul>` of figure cards: no bullets, a grid of two columns on the narrowest screens. Spread it
 * and add `@media` column counts per page (disjoint ranges: Griffel orders media queries by text).
 */
export const cardListStyle: GriffelStyle = {
  listStyleType: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: tokens.spacingHorizontalL,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
};

/** A text link (a router link, a link in a table or a panel) in the theme's link colours. Spread it or use it as a slot. */
export const textLinkStyle: GriffelStyle = { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } };

/**
 * Fluent's ToggleButton look for a pressed subtle button, on a plain Button with `aria-pressed`:
 * ToggleButton's own styles (every appearance, ~4 kB gzip) would weigh on every page showing one
 * (the header's colour mode, every card's heart: docs/product-rules.md §Performance 1–2).
 */
export const pressedSubtleStyle: GriffelStyle = {
  backgroundColor: tokens.colorSubtleBackgroundSelected,
  color: tokens.colorNeutralForeground2BrandSelected,
  ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2BrandHover },
  ':hover:active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground2BrandPressed },
  '@media (forced-colors: active)': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
};
