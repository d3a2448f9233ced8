/**
 * The catalogue feature's pages, its second public entry (for app/router.tsx only): each loads on
 * demand in the shape React.lazy takes, so each stays its own chunk, off the first route (each
 * ≤ 40 kB gzip of its own JavaScript: docs/product-rules.md §Performance 2).
 */
export const loadCataloguePage = async () => ({ default: (await import('./CataloguePage')).CataloguePage });
export const loadFigurePage = async () => ({ default: (await import('./FigurePage')).FigurePage });
