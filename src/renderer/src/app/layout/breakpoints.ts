/**
 * The header's breakpoint (docs/product-rules.md §Shell 13): below 640 px (the `sm` container width, §Shell 10)
 * the header folds its links into a menu. The same width as the catalogue's narrow search
 * (features/catalogue HeaderSearch), so both change together.
 */
export const HEADER_WIDE_MIN_PX = 640;
/** Griffel media keys for narrow (< 640 px) and wide (≥ 640 px) screens. */
export const NARROW_HEADER_MEDIA = `@media (max-width: ${HEADER_WIDE_MIN_PX - 1}px)`;
export const WIDE_HEADER_MEDIA = `@media (min-width: ${HEADER_WIDE_MIN_PX}px)`;
