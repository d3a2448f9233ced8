/** Shared visual conventions (docs/product-rules.md §Shell) that Fluent cannot take from the theme alone. */
export { dialogBackdropMotion, dialogSurfaceMotion } from './dialog-motion';
export { LazyTooltip, type LazyTooltipProps } from './LazyTooltip';
export { PageContainer, type PageContainerProps, type PageContainerSize } from './PageContainer';
export { PageHeading } from './PageHeading';
export { Paper, PaperPreview } from './Paper';
export { SignedOutPanel } from './SignedOutPanel';
export { cardListStyle, iconLinkStyle, pressedSubtleStyle, textLinkStyle } from './shared-styles';
