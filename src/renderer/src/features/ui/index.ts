/** Shared visual conventions of spec point 9 that Fluent cannot take from the theme alone. */
export { dialogBackdropMotion, dialogSurfaceMotion } from './dialog-motion';
export { Paper, PaperPreview } from './Paper';
export { cardListStyle, iconLinkStyle } from './shared-styles';
