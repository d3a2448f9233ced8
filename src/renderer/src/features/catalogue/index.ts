/**
 * Public surface of the catalogue feature: the header's search and
 * the home page's shelves, the figure card; the catalogue and figure pages are lazy-loaded from `./pages`.
 */
export { HeaderSearch } from './components/HeaderSearch';
export { HomeShelves, preloadHomeShelves } from './HomeShelvesLazy';
export { catalogueKeys } from './catalogue-queries';
export { figurePath, cataloguePath, useFigureName } from './display';
// A figure in another list's row (the cart page, composed by the app).
export { FigureSummary, type FigureSummaryProps } from './components/FigureSummary';
// The card itself is a lazy chunk: this index is on the first route (the header's search).
export { FigureCard, loadFigureCard } from './FigureCardLazy';
// What the pre-rendered pages ask for, to start before hydration.
export { catalogueGridQuery, contentSettingsOf, figurePageQuery, homeShelfQueries, type QueryContentSettings } from './page-queries';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { CatalogueServices } from './services';
