/**
 * The figure catalogue (issue 12 "A real storefront"): GET /api/figures/ (search, filters,
 * ordering, DRF pagination, facet counts), GET /api/figures/{slug}/, GET /api/series/,
 * GET /api/manufacturers/. Query parameters are snake_case as django-filter names them; the client
 * builds its URLs from the same schema the demo API parses them with.
 */
import { z } from 'zod/mini';
import { currencyCodeSchema, drfChoice, drfInteger, drfMessages } from './fields';
import { paginatedSchema } from './notifications';

/** Default and maximum page size of the catalogue lists (issue 12: "page size at most 100"). */
export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_MAX_PAGE_SIZE = 100;
/** Longest `search` accepted, in characters (decided: longer input is a typo or an attack). */
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;
/** Most figures in a detail's `related` list (decided). */
export const CATALOGUE_RELATED_LIMIT = 8;

/** A figure's sale status (issue 12): pre-order (with its closing date), in stock (with a count), sold out, released. */
export const figureStatuses = ['preorder', 'in_stock', 'sold_out', 'released'] as const;
export type FigureStatus = (typeof figureStatuses)[number];
/** Display names of the statuses (facet `name`). */
export const figureStatusNames: Record<FigureStatus, string> = {
  preorder: 'Pre-order',
  in_stock: 'In stock',
  sold_out: 'Sold out',
  released: 'Released',
};

/** Scales (issue 12: real scales are facts). */
export const figureScales = ['1/4', '1/6', '1/7', '1/8', 'non-scale'] as const;
export type FigureScale = (typeof figureScales)[number];

/** Currencies figures are priced in: JPY for most, CNY for Chinese makers (spec point 9). */
export const figureCurrencies = ['JPY', 'CNY'] as const;
export type FigureCurrency = (typeof figureCurrencies)[number];

/**
 * `ordering` values (DRF OrderingFilter style; "-" = descending): newest, release date up/down,
 * price up/down, popularity. Without `ordering`: relevance when searching, else `-created`.
 */
export const figureOrderings = ['-created', 'release', '-release', 'price', '-price', '-popularity'] as const;
export type FigureOrdering = (typeof figureOrderings)[number];

/** `adult`: false (default: adult figures are not listed, counted or suggested), true (all), only. */
export const adultModes = ['false', 'true', 'only'] as const;
export type AdultMode = (typeof adultModes)[number];

/** Error codes of the catalogue (DRF `code`). */
export const catalogueErrorCodes = {
  /**
   * 403 on an adult figure's detail asked for without `adult=true` (decided: a 404 would make the
   * app say "not found"; the app says "hidden by your settings" instead).
   */
  adultHidden: 'adult_hidden',
} as const;

/** Messages of the catalogue's own 400s and 403 (shared by the demo API and the tests). */
export const catalogueMessages = {
  invalidSlug: 'Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.',
  unknownChoice: (value: string) => `Select a valid choice. ${value} is not one of the available choices.`,
  invalidMonth: 'Enter a month as YYYY-MM.',
  priceRange: 'Ensure this value is greater than or equal to price_min.',
  releaseRange: 'Ensure this month is not before released_after.',
  adultHidden: 'This figure is for adults and hidden by your content settings.',
  invalidPage: 'Invalid page.',
} as const;

// ── Query parameters ────────────────────────────────────────────────────────────────────────────

/** Django's QueryDict.get: a repeated single-valued parameter counts with its last value. */
const lastValue = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * A multi-valued parameter: repeated (`?series=a&series=b`) and/or comma-separated
 * (`?series=a,b`); empty items are dropped; every item must match `item` (errors name the parameter).
 */
function multiValue(check: (item: string) => string | undefined) {
  return z.pipe(
    z.union([z.string(), z.array(z.string())], { error: drfMessages.notString }),
    z.transform((value: string | string[], ctx) => {
      const items = [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))];
      for (const item of items) {
        const message = check(item);
        if (message) {
          // zod/mini's transform context has no addIssue: the issue goes on the payload directly.
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        }
      }
      return items;
    }),
  );
}

const slugList = () => multiValue((item) => (SLUG.test(item) && item.length <= 100 ? undefined : catalogueMessages.invalidSlug));
function choiceList<T extends string>(values: readonly T[]) {
  return z.pipe(
    multiValue((item) => ((values as readonly string[]).includes(item) ? undefined : drfMessages.invalidChoice(item))),
    z.transform((items: string[]) => items as T[]),
  );
}

/** zod/mini has no `z.preprocess`: the same pipe, `fn` first (last value of a repeated parameter). */
const lastValueOf = <S extends z.ZodMiniType>(schema: S) => z.pipe(z.transform(lastValue), schema);

const intParam = (min: number, max?: number) =>
  lastValueOf(
    z.pipe(
      z.pipe(
        z.string({ error: drfMessages.notInteger }).check(z.trim(), z.regex(/^\d+$/, { error: drfMessages.notInteger })),
        z.transform(Number),
      ),
      max === undefined ? drfInteger(min) : drfInteger(min).check(z.lte(max, { error: `Ensure this value is less than or equal to ${max}.` })),
    ),
  );

const priceParam = () =>
  lastValueOf(
    z.pipe(
      z.string({ error: drfMessages.notNumber }).check(z.trim(), z.regex(/^\d{1,12}(\.\d{1,2})?$/, { error: drfMessages.notNumber })),
      z.transform(Number),
    ),
  );

const monthParam = () =>
  lastValueOf(z.string({ error: catalogueMessages.invalidMonth }).check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: catalogueMessages.invalidMonth })));

/**
 * GET /api/figures/ query string (issue 12). Every value arrives as a string (or an array when
 * repeated); a bad value is a 400 `{"<parameter>": ["message"]}`. Unknown parameters are ignored,
 * as DRF does. Pure; the demo API additionally checks that slugs and `price_currency` exist.
 */
export const figuresListQuerySchema = z
  .object({
    search: z.optional(
      lastValueOf(
        z.string({ error: drfMessages.notString }).check(z.trim(), z.maxLength(CATALOGUE_SEARCH_MAX_LENGTH, { error: drfMessages.maxLength(CATALOGUE_SEARCH_MAX_LENGTH) })),
      ),
    ),
    series: z.optional(slugList()),
    character: z.optional(slugList()),
    manufacturer: z.optional(slugList()),
    line: z.optional(slugList()),
    scale: z.optional(choiceList(figureScales)),
    status: z.optional(choiceList(figureStatuses)),
    price_min: z.optional(priceParam()),
    price_max: z.optional(priceParam()),
    price_currency: z.optional(lastValueOf(currencyCodeSchema)),
    released_after: z.optional(monthParam()),
    released_before: z.optional(monthParam()),
    adult: z.optional(lastValueOf(drfChoice(adultModes))),
    ordering: z.optional(lastValueOf(drfChoice(figureOrderings))),
    page: z.optional(intParam(1)),
    page_size: z.optional(intParam(1, CATALOGUE_MAX_PAGE_SIZE)),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.price_min !== undefined && query.price_max !== undefined && query.price_max < query.price_min) {
        ctx.addIssue({ code: 'custom', path: ['price_max'], message: catalogueMessages.priceRange });
      }
      if (query.released_after !== undefined && query.released_before !== undefined && query.released_before < query.released_after) {
        ctx.addIssue({ code: 'custom', path: ['released_before'], message: catalogueMessages.releaseRange });
      }
    }),
  );
/** The parsed query (what the demo API works with). */
export type FiguresListQuery = z.output<typeof figuresListQuerySchema>;
/** What a client may put in the URL (each value as a string or list of strings). */
export type FiguresListQueryInput = z.input<typeof figuresListQuerySchema>;

/** GET /api/figures/{slug}/ query string: `adult=true` lets an adult figure (and adult related figures) through. */
export const figureDetailQuerySchema = z.object({
  adult: z.optional(lastValueOf(drfChoice(adultModes))),
});
export type FigureDetailQuery = z.output<typeof figureDetailQuerySchema>;

/** GET /api/series/ and /api/manufacturers/ query string: name search, adult counting, paging. */
export const catalogueIndexQuerySchema = z.object({
  search: figuresListQuerySchema.shape.search,
  adult: z.optional(lastValueOf(drfChoice(adultModes))),
  page: z.optional(intParam(1)),
  page_size: z.optional(intParam(1, CATALOGUE_MAX_PAGE_SIZE)),
});
export type CatalogueIndexQuery = z.output<typeof catalogueIndexQuerySchema>;

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
  manufacturer: catalogueRefSchema,
  line: catalogueRefSchema,
  scale: z.enum(figureScales),
  status: z.enum(figureStatuses),
  /** YYYY-MM-DD, set only when status is preorder. */
  preorder_closes_at: z.nullable(z.iso.date()),
  /** Units in stock, set only when status is in_stock. */
  stock: z.nullable(z.int().check(z.nonnegative())),
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

/** GET /api/figures/: DRF page plus `facets`. */
export const figuresListResponseSchema = z.extend(paginatedSchema(figureCardSchema), { facets: figureFacetsSchema });
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
