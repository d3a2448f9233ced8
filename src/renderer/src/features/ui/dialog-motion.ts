import { DIALOG_CLOSE_ANIMATION_MS } from '@shared/constants';

/**
 * Dialogs close with a 300 ms animation (docs/product-rules.md §Shell 6). Fluent's motion durations are JS numbers, not
 * theme tokens, so every dialog passes these slot props: `<Dialog surfaceMotion={dialogSurfaceMotion}>`
 * and `<DialogSurface backdropMotion={dialogBackdropMotion}>` (exit of the surface and the backdrop).
 */
export const dialogSurfaceMotion = Object.freeze({ exitDuration: DIALOG_CLOSE_ANIMATION_MS });
export const dialogBackdropMotion = Object.freeze({ exitDuration: DIALOG_CLOSE_ANIMATION_MS });
