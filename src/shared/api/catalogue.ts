/**
 * The figure catalogue (docs/product-rules.md §Catalogue): GET /api/figures/ (search, filters,
 * ordering, DRF pagination, facet counts), GET /api/figures/{slug}/, GET /api/series/,
 * GET /api/manufacturers/. Query parameters are snake_case as django-filter names them; the client
 * builds its URLs from the same schema the demo API parses them with.
 */
import { z } from 'zod/mini';
import { figureCurrencies, figureScales, figureStatuses } from './catalogue-constants';
import { paginatedSchema } from './notifications';

export * from './catalogue-constants';
export * from './catalogue-query';

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

/** A generated picture: absolute URL (cacheable, versioned), its size in CSS pixels. */
export const figureImageSchema = z.object({
  url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type FigureImage = z.infer<typeof figureImageSchema>;

/** A named reference (manufacturer, line, series, character). */
export const catalogueRefSchema = z.object({ slug: z.string(), name: z.string() });
export type CatalogueRef = z.infer<typeof catalogueRefSchema>;

/** A price in the figure's own currency (whole units; JPY or CNY). */
export const figurePriceSchema = z.object({ amount: z.number().check(z.nonnegative()), currency: z.enum(figureCurrencies) });
export type FigurePrice = z.infer<typeof figurePriceSchema>;

/** A figure as a list card. `images` holds the first picture only. */
export const figureCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_ja: z.string(),
  /** What tells same-named figures apart on a card, with the maker and release month; optional so an older server's card still parses. */
  series: z.optional(catalogueRefSchema),
  manufacturer: catalogueRefSchema,
  line: catalogueRefSchema,
  scale: z.enum(figureScales),
  status: z.enum(figureStatuses),
  /** YYYY-MM-DD, set only when status is preorder. */
  preorder_closes_at: z.nullable(z.iso.date()),
  /** Units in stock, set only when status is in_stock. */
  stock: z.nullable(z.int().check(z.nonnegative())),
  /** Pre-order units left to reserve, set only when status is preorder (docs/product-rules.md §Cart). */
  allocation: z.nullable(z.int().check(z.nonnegative())),
  /** Most units of this figure one order may hold (1–3 for popular figures; docs/product-rules.md §Cart). */
  max_per_order: z.int().check(z.positive()),
  price: figurePriceSchema,
  adult: z.boolean(),
  /** Release month, YYYY-MM. */
  release: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  popularity: z.int().check(z.nonnegative()),
  images: z.array(figureImageSchema),
});
export type FigureCard = z.infer<typeof figureCardSchema>;

/** GET /api/figures/{slug}/: the card plus every picture, series, characters and specifications. */
export const figureDetailSchema = z.extend(figureCardSchema, {
  series: catalogueRefSchema,
  characters: z.array(catalogueRefSchema),
  height_mm: z.int().check(z.positive()),
  /** Shipping weight with its box, in grams. */
  weight_g: z.int().check(z.positive()),
  /** The box's outer size in millimetres (width × height × depth), for the carriers' size limits. */
  box_mm: z.object({ width: z.int().check(z.positive()), height: z.int().check(z.positive()), depth: z.int().check(z.positive()) }),
  material: z.string(),
  sculptor: z.string(),
  /** JAN (EAN-13) barcode number. */
  jan: z.string().check(z.regex(/^\d{13}$/)),
  description: z.string(),
  /** Up to 8 figures of the same series (adult ones only when asked for). */
  related: z.array(figureCardSchema),
});
export type FigureDetail = z.infer<typeof figureDetailSchema>;

/** One facet value with the number of figures the current filters (minus this facet's own) leave. */
export const facetEntrySchema = z.object({ slug: z.string(), name: z.string(), count: z.int().check(z.positive()) });
export type FacetEntry = z.infer<typeof facetEntrySchema>;

export const figureFacetsSchema = z.object({
  series: z.array(facetEntrySchema),
  manufacturer: z.array(facetEntrySchema),
  line: z.array(facetEntrySchema),
  scale: z.array(facetEntrySchema),
  status: z.array(facetEntrySchema),
});
export type FigureFacets = z.infer<typeof figureFacetsSchema>;

/**
 * GET /api/figures/: DRF page plus `facets`. `corrected_search`: present when the search as sent matched no figure and the answer is for the
 * search with its typos corrected (docs/product-rules.md §Catalogue 2: "homra" → "homura").
 */
export const figuresListResponseSchema = z.extend(paginatedSchema(figureCardSchema), { facets: figureFacetsSchema, corrected_search: z.optional(z.string()) });
export type FiguresListResponse = z.infer<typeof figuresListResponseSchema>;

/** A series with the number of figures listed under the request's adult setting. */
export const seriesSchema = z.object({ slug: z.string(), name: z.string(), name_ja: z.string(), figure_count: z.int().check(z.nonnegative()) });
export type Series = z.infer<typeof seriesSchema>;
export const seriesListResponseSchema = paginatedSchema(seriesSchema);
export type SeriesListResponse = z.infer<typeof seriesListResponseSchema>;

/** A manufacturer: its country (ISO 3166-1) and the currency its figures are priced in. */
export const manufacturerSchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_ja: z.string(),
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  currency: z.enum(figureCurrencies),
  figure_count: z.int().check(z.nonnegative()),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export const manufacturersListResponseSchema = paginatedSchema(manufacturerSchema);
export type ManufacturersListResponse = z.infer<typeof manufacturersListResponseSchema>;
