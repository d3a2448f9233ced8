/**
 * Changes to the catalogue page's URL state (url-state.ts) made by its filters: a facet value ticked,
 * a release or price range set, and how many filters are chosen. Pure. Apart from url-state.ts so the
 * first route, which reads and writes catalogue URLs (header search, home shelves, page data), does
 * not carry the filters' code (docs/product-rules.md §Performance 1).
 */
import { catalogueFacets, type CatalogueFacet, type CatalogueUrlState } from './url-state';

/** The state with one facet value added or removed. */
export function toggleFacet(state: CatalogueUrlState, facet: CatalogueFacet, value: string, on: boolean): CatalogueUrlState {
  const current = state[facet] as string[];
  const next = on ? [...new Set([...current, value])].sort() : current.filter((item) => item !== value);
  return { ...state, [facet]: next };
}

/** How many facet values, release-range ends and price-range ends are chosen (the "Filters (n)" count). */
export function activeFilterCount(state: CatalogueUrlState): number {
  const ends = [state.releasedAfter, state.releasedBefore, state.priceMin, state.priceMax].filter((end) => end !== null).length;
  return catalogueFacets.reduce((sum, facet) => sum + state[facet].length, 0) + ends;
}

/**
 * The state with a new release range (YYYY-MM months, null for an open end). A start after the end
 * swaps them, so the range always means what the person chose.
 */
export function withReleaseRange(state: CatalogueUrlState, after: string | null, before: string | null): CatalogueUrlState {
  const [from, to] = after !== null && before !== null && before < after ? [before, after] : [after, before];
  return { ...state, releasedAfter: from, releasedBefore: to };
}

/**
 * The state with a new price range in `currency` (major units, null for an open end; a negative or
 * non-finite bound counts as open). A start above the end swaps them.
 */
export function withPriceRange(state: CatalogueUrlState, min: number | null, max: number | null, currency: string): CatalogueUrlState {
  const bound = (value: number | null) => (value !== null && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null);
  const [low, high] = [bound(min), bound(max)];
  const [from, to] = low !== null && high !== null && high < low ? [high, low] : [low, high];
  return { ...state, priceMin: from, priceMax: to, priceCurrency: from !== null || to !== null ? currency : null };
}
