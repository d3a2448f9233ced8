import { makeStaticStyles } from '@fluentui/react-components';
import { FONT_SCALE_MAX_VIEWPORT_PX, FONT_SCALE_MIN_VIEWPORT_PX, FONT_SIZE_MAX_PX, FONT_SIZE_MIN_PX } from '@shared/constants';

/** The root font size, in px, growing linearly from the min to the max size across the scaling viewports (docs/product-rules.md §Shell 3). */
const fluidRootFontSize = `clamp(${FONT_SIZE_MIN_PX}px, calc(${FONT_SIZE_MIN_PX}px + ${FONT_SIZE_MAX_PX - FONT_SIZE_MIN_PX} * (100vw - ${FONT_SCALE_MIN_VIEWPORT_PX}px) / ${FONT_SCALE_MAX_VIEWPORT_PX - FONT_SCALE_MIN_VIEWPORT_PX}), ${FONT_SIZE_MAX_PX}px)`;

/**
 * Page-level styles Fluent components do not own: no default body margin, the page background
 * behind the app, and the fluid base size of docs/product-rules.md §Shell 3 (14 px at 768 px width up to 16 px at
 * 1600 px), which rem-based text follows.
 */
export const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0 },
  html: { fontSize: fluidRootFontSize },
  body: { minHeight: '100vh' },
});
