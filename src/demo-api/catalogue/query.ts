/**
 * Pure parsing of the catalogue's query strings (docs/product-rules.md §Catalogue 2, 5): the shared zod schema
 * (src/shared/api/catalogue.ts), then slugs resolved to ids against the catalogue's lookups and
 * `price_currency` checked against the ECB rates. Every failure is a 400 `{"<parameter>": [message]}`.
 */
import {
  CATALOGUE_PAGE_SIZE,
  catalogueIndexQuerySchema,
  catalogueMessages,
  figuresListQuerySchema,
  type AdultMode,
  type CatalogueIndexQuery,
  type FigureCurrency,
  type FigureOrdering,
  type FigureScale,
  type FigureStatus,
} from '../../shared/api/catalogue';
import { drfMessages } from '../../shared/api/fields';
import type { RatesResponse } from '../../shared/api/rates';
import { fieldErrors } from '../http/errors';
import { parseInput } from '../http/validate';

/** A named row of the catalogue (manufacturer, line, series, character). */
export interface LookupEntry {
  id: number;
  slug: string;
  name: string;
}

/** Slug → entry and id → entry for each filterable table (the catalogue never changes while the API runs). */
export interface CatalogueLookups {
  series: Map<string, LookupEntry>;
  character: Map<string, LookupEntry>;
  manufacturer: Map<string, LookupEntry>;
  line: Map<string, LookupEntry>;
  byId: { series: Map<number, LookupEntry>; character: Map<number, LookupEntry>; manufacturer: Map<number, LookupEntry>; line: Map<number, LookupEntry> };
}

/** Builds the lookups from rows of each table. */
export function buildLookups(rows: Record<'series' | 'character' | 'manufacturer' | 'line', LookupEntry[]>): CatalogueLookups {
  const bySlug = (list: LookupEntry[]) => new Map(list.map((entry) => [entry.slug, entry]));
  const byId = (list: LookupEntry[]) => new Map(list.map((entry) => [entry.id, entry]));
  return {
    series: bySlug(rows.series),
    character: bySlug(rows.character),
    manufacturer: bySlug(rows.manufacturer),
    line: bySlug(rows.line),
    byId: { series: byId(rows.series), character: byId(rows.character), manufacturer: byId(rows.manufacturer), line: byId(rows.line) },
  };
}

/** Price bounds in one currency (inclusive; undefined = open). */
export interface PriceBounds {
  min?: number;
  max?: number;
}

/** What the list filters on; ids already resolved. Empty arrays never occur (absent instead). */
export interface FigureFilter {
  /** Trimmed, non-empty. */
  search?: string;
  series?: number[];
  character?: number[];
  manufacturer?: number[];
  line?: number[];
  scale?: FigureScale[];
  status?: FigureStatus[];
  /** Bounds per figure currency: the same numbers for both without price_currency, else converted. */
  price?: Record<FigureCurrency, PriceBounds>;
  /** YYYY-MM, inclusive. */
  releasedAfter?: string;
  releasedBefore?: string;
  adult: AdultMode;
  /** Set by the repository: the ids `search` matches (ascending), computed once per request. */
  matchingIds?: number[];
  /** Set by the repository for relevance ordering: the same ids in relevance order (SQLite's ORDER BY, FTS5's rank). */
  rankedIds?: number[];
}

/** The facets (each ignores its own filter when counted). */
export const facetNames = ['series', 'manufacturer', 'line', 'scale', 'status'] as const;
export type FacetName = (typeof facetNames)[number];

/** A parsed GET /api/figures/ request. `relevance` is the default ordering when searching. */
export interface FigureListRequest {
  filter: FigureFilter;
  ordering: FigureOrdering | 'relevance';
  page: number;
  pageSize: number;
  /** The day `closing` orders against (YYYY-MM-DD, UTC; the API's clock); today when absent. */
  today?: string;
}

/** The rate tables conversion runs through (§Currency 4: JPY and CNY). */
export type RateTables = Record<FigureCurrency, RatesResponse>;

function resolveSlugs(name: 'series' | 'character' | 'manufacturer' | 'line', slugs: string[] | undefined, lookups: CatalogueLookups): number[] | undefined {
  if (!slugs || slugs.length === 0) return undefined;
  return slugs.map((slug) => {
    const entry = lookups[name].get(slug);
    if (!entry) throw fieldErrors({ [name]: [catalogueMessages.unknownChoice(slug)] });
    return entry.id;
  });
}

/**
 * Price bounds per figure currency. Without `currency` the numbers apply in each figure's own
 * currency; with it they are converted through the JPY and CNY rate tables (amount in X / units
 * of X per 1 JPY = JPY). @throws a 400 on price_currency when the rates have no such currency.
 */
export function priceBounds(min: number | undefined, max: number | undefined, currency: string | undefined, rates: RateTables): Record<FigureCurrency, PriceBounds> {
  const convert = (target: FigureCurrency, amount: number | undefined) => {
    if (amount === undefined || currency === undefined || currency === target) return amount;
    return amount / rates[target].rates[currency]!;
  };
  if (currency !== undefined && (rates.JPY.rates[currency] === undefined || rates.CNY.rates[currency] === undefined)) {
    throw fieldErrors({ price_currency: [drfMessages.invalidChoice(currency)] });
  }
  return {
    JPY: { min: convert('JPY', min), max: convert('JPY', max) },
    CNY: { min: convert('CNY', min), max: convert('CNY', max) },
  };
}

/** Parses GET /api/figures/'s query (already split by Fastify). @throws ApiError 400 naming the parameter. */
export function parseFiguresQuery(raw: unknown, lookups: CatalogueLookups, rates: RateTables): FigureListRequest {
  const query = parseInput(figuresListQuerySchema(), raw ?? {});
  const filter: FigureFilter = { adult: query.adult ?? 'false' };
  if (query.search) filter.search = query.search;
  for (const name of ['series', 'character', 'manufacturer', 'line'] as const) {
    const ids = resolveSlugs(name, query[name], lookups);
    if (ids) filter[name] = ids;
  }
  if (query.scale?.length) filter.scale = query.scale;
  if (query.status?.length) filter.status = query.status;
  if (query.price_min !== undefined || query.price_max !== undefined) {
    filter.price = priceBounds(query.price_min, query.price_max, query.price_currency, rates);
  } else if (query.price_currency !== undefined) {
    priceBounds(undefined, undefined, query.price_currency, rates); // still checked
  }
  if (query.released_after) filter.releasedAfter = query.released_after;
  if (query.released_before) filter.releasedBefore = query.released_before;
  return {
    filter,
    ordering: query.ordering ?? (filter.search ? 'relevance' : '-created'),
    page: query.page ?? 1,
    pageSize: query.page_size ?? CATALOGUE_PAGE_SIZE,
  };
}

/** Parses the query of GET /api/series/ and /api/manufacturers/. @throws ApiError 400. */
export function parseIndexQuery(raw: unknown): Required<Pick<CatalogueIndexQuery, 'page' | 'page_size' | 'adult'>> & { search?: string } {
  const query = parseInput(catalogueIndexQuerySchema(), raw ?? {});
  return { page: query.page ?? 1, page_size: query.page_size ?? CATALOGUE_PAGE_SIZE, adult: query.adult ?? 'false', ...(query.search ? { search: query.search } : {}) };
}

/** The search's distinct terms (split on white space): 3+ characters (`long`, FTS5 trigram) and shorter ones (`short`). */
export function splitSearch(search: string): { long: string[]; short: string[] } {
  const terms = [...new Set(search.split(/\s+/u).filter(Boolean))];
  return { long: terms.filter((term) => [...term].length >= 3), short: terms.filter((term) => [...term].length < 3) };
}

/**
 * The search split into FTS5 and LIKE parts. Trigram FTS needs at least 3 characters per term, so
 * shorter terms (common in Japanese: 白川, 葵) go to a LIKE over the same text. `match` quotes every
 * term as an FTS5 string (a quote inside doubled), so no input is FTS syntax.
 */
export function searchTerms(search: string): { match?: string; like: string[] } {
  const { long, short } = splitSearch(search);
  return {
    ...(long.length > 0 ? { match: ftsMatch(long) } : {}),
    like: short.map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  };
}

/** The FTS5 query of `terms` (each 3+ characters): every term quoted as an FTS5 string (a quote inside doubled), AND between. */
export function ftsMatch(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' AND ');
}
