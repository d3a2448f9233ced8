/**
 * The catalogue page's state in its URL (docs/product-rules.md §Catalogue 10: every choice lives
 * in the URL, so a link can be shared and back/forward works). Pure: parse and serialise go through the contract's own
 * query schema (src/shared/api/catalogue.ts), so the page never sends what the API would refuse.
 */
import {
  figuresListQuerySchema,
  type AdultMode,
  type FigureOrdering,
  type FigureScale,
  type FigureStatus,
  type FiguresListQueryInput,
} from '@shared/api';

/** The facets the page filters by, in the order the panel shows them. */
export const catalogueFacets = ['status', 'scale', 'manufacturer', 'series', 'line'] as const;
export type CatalogueFacet = (typeof catalogueFacets)[number];

/** What the catalogue page shows: search, facet choices and ordering (null = the API's default). */
export interface CatalogueUrlState {
  /** Trimmed; '' for none. */
  search: string;
  status: FigureStatus[];
  scale: FigureScale[];
  manufacturer: string[];
  series: string[];
  line: string[];
  /** Release months, YYYY-MM, both ends included (the API's `released_after` / `released_before`); null for open. */
  releasedAfter: string | null;
  releasedBefore: string | null;
  /**
   * Price bounds, both included, in major units of `priceCurrency` (ISO 4217; the API's `price_min`,
   * `price_max`, `price_currency`): the collector's currency when they were set, kept in the URL so a
   * shared link means the same range. null for an open end; the currency null when no bound is set.
   */
  priceMin: number | null;
  priceMax: number | null;
  priceCurrency: string | null;
  ordering: FigureOrdering | null;
}

/** The state of `/figures` with nothing chosen. */
export const emptyCatalogueState: CatalogueUrlState = { search: '', status: [], scale: [], manufacturer: [], series: [], line: [], releasedAfter: null, releasedBefore: null, priceMin: null, priceMax: null, priceCurrency: null, ordering: null };

/**
 * A search as the API takes it: control characters (a pasted tab, say, which a text field keeps)
 * become spaces, then the ends are trimmed. The API refuses control characters in any parameter
 * (src/shared/validation/text-rules.ts); a person typing or pasting one meant a space.
 */
export function searchText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what this removes
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
}

/** One parameter's values through its contract schema; undefined when absent or invalid (a bad link loses that choice only). */
function field<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, values: string[]): T | undefined {
  if (values.length === 0) return undefined;
  const result = schema.safeParse(values.length === 1 ? values[0] : values);
  return result.success ? result.data : undefined;
}

/**
 * Reads the state from a URL query (`?search=miku&status=preorder,in_stock&ordering=-price`).
 * Multi-valued parameters may be repeated or comma-separated; an invalid value is dropped, never
 * thrown. Values are de-duplicated and sorted, so equal choices give equal states.
 */
export function parseCatalogueUrl(params: URLSearchParams): CatalogueUrlState {
  const list = <T extends string>(values: T[] | undefined): T[] => [...new Set(values ?? [])].sort();
  const shape = figuresListQuerySchema().shape;
  const releasedAfter = field(shape.released_after, params.getAll('released_after')) ?? null;
  const releasedBefore = field(shape.released_before, params.getAll('released_before')) ?? null;
  const priceMin = field(shape.price_min, params.getAll('price_min')) ?? null;
  const priceMax = field(shape.price_max, params.getAll('price_max')) ?? null;
  const pricedBy = field(shape.price_currency, params.getAll('price_currency')) ?? null;
  return {
    search: field(shape.search, params.getAll('search').map(searchText)) ?? '',
    status: list(field(shape.status, params.getAll('status'))),
    scale: list(field(shape.scale, params.getAll('scale'))),
    manufacturer: list(field(shape.manufacturer, params.getAll('manufacturer'))),
    series: list(field(shape.series, params.getAll('series'))),
    line: list(field(shape.line, params.getAll('line'))),
    releasedAfter,
    // A range that ends before it starts (the API's 400) keeps its start only.
    releasedBefore: releasedAfter !== null && releasedBefore !== null && releasedBefore < releasedAfter ? null : releasedBefore,
    priceMin,
    // Likewise a price range that ends below its start keeps its start.
    priceMax: priceMin !== null && priceMax !== null && priceMax < priceMin ? null : priceMax,
    priceCurrency: priceMin !== null || priceMax !== null ? pricedBy : null,
    ordering: field(shape.ordering, params.getAll('ordering')) ?? null,
  };
}

/**
 * The canonical query string of a state, without `?` ('' for the empty state): search first,
 * then the facets in panel order (comma-joined, sorted), the release months, the price range, then ordering. Inverse of
 * {@link parseCatalogueUrl} for every valid state.
 */
export function serialiseCatalogueUrl(state: CatalogueUrlState): string {
  const params = new URLSearchParams();
  const search = searchText(state.search);
  if (search) params.set('search', search);
  for (const facet of catalogueFacets) {
    const values = [...new Set<string>(state[facet])].sort();
    if (values.length > 0) params.set(facet, values.join(','));
  }
  if (state.releasedAfter) params.set('released_after', state.releasedAfter);
  if (state.releasedBefore) params.set('released_before', state.releasedBefore);
  for (const [name, value] of priceParams(state)) params.set(name, value);
  if (state.ordering) params.set('ordering', state.ordering);
  return params.toString();
}

/** The price range's parameters, in URL order: price_min, price_max, price_currency (none without a bound). */
function priceParams(state: CatalogueUrlState): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (state.priceMin !== null) params.push(['price_min', String(state.priceMin)]);
  if (state.priceMax !== null) params.push(['price_max', String(state.priceMax)]);
  if (params.length > 0 && state.priceCurrency) params.push(['price_currency', state.priceCurrency]);
  return params;
}

/** Orderings by price, which do not exist while content.show_prices is off (docs/product-rules.md §Currency 8). */
export const priceOrderings: readonly FigureOrdering[] = ['price', '-price'];

/**
 * The ordering actually used: the state's, except a price ordering while prices are hidden
 * (then the API's default: relevance when searching, else newest). null = default.
 */
export function effectiveOrdering(state: CatalogueUrlState, showPrices: boolean): FigureOrdering | null {
  if (state.ordering && !showPrices && priceOrderings.includes(state.ordering)) return null;
  return state.ordering;
}

/**
 * The GET /api/figures/ query for a state: `adult` from content.show_nsfw (docs/product-rules.md §Adult 1–2:
 * adult figures are never listed or counted when off), the effective ordering, and paging.
 */
export function listQueryOf(state: CatalogueUrlState, options: { adult: AdultMode; showPrices: boolean; page?: number; pageSize?: number }): FiguresListQueryInput {
  const query: FiguresListQueryInput = { adult: options.adult };
  const search = searchText(state.search);
  if (search) query.search = search;
  for (const facet of catalogueFacets) if (state[facet].length > 0) query[facet] = [...state[facet]];
  if (state.releasedAfter) query.released_after = state.releasedAfter;
  if (state.releasedBefore) query.released_before = state.releasedBefore;
  // A price range means nothing while prices are hidden (docs/product-rules.md §Currency 8).
  if (options.showPrices) for (const [name, value] of priceParams(state)) query[name as 'price_min' | 'price_max' | 'price_currency'] = value;
  const ordering = effectiveOrdering(state, options.showPrices);
  if (ordering) query.ordering = ordering;
  if (options.page !== undefined && options.page > 1) query.page = String(options.page);
  if (options.pageSize !== undefined) query.page_size = String(options.pageSize);
  return query;
}
