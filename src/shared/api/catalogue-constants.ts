/**
 * The catalogue's constants (docs/product-rules.md §Catalogue): page sizes, statuses, scales,
 * currencies, orderings, adult modes, error codes and messages. Schema-free, so code that needs
 * only these (the app's first route, which must stay small) does not bring the catalogue's zod
 * schemas (catalogue.ts re-exports all of it).
 */
/** Default and maximum page size of the catalogue lists. */
export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_MAX_PAGE_SIZE = 100;
/** Longest `search` accepted, in characters (decided: longer input is a typo or an attack). */
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;
/** Most figures in a detail's `related` list (decided). */
export const CATALOGUE_RELATED_LIMIT = 8;

/**
 * Longest catalogue slug (figure, series, character, manufacturer, line), in characters: the API
 * answers a longer path segment 414 before any route (Fastify's maxParamLength, 100).
 */
export const CATALOGUE_SLUG_MAX_LENGTH = 100;
/** The catalogue's slug grammar: lower-case letters and digits in runs joined by single '-' or '_'. */
export const CATALOGUE_SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * Whether `value` can be a catalogue slug: CATALOGUE_SLUG_PATTERN, at most CATALOGUE_SLUG_MAX_LENGTH
 * characters. The one check for the API's slug filters, deep links and the web server's figure
 * addresses. Pure.
 */
export function isCatalogueSlug(value: string): boolean {
  return value.length <= CATALOGUE_SLUG_MAX_LENGTH && CATALOGUE_SLUG_PATTERN.test(value);
}

/** A figure's sale status: pre-order (with its closing date), in stock (with a count), sold out, released. */
export const figureStatuses = ['preorder', 'in_stock', 'sold_out', 'released'] as const;
export type FigureStatus = (typeof figureStatuses)[number];
/** Display names of the statuses (facet `name`). */
export const figureStatusNames: Record<FigureStatus, string> = {
  preorder: 'Pre-order',
  in_stock: 'In stock',
  sold_out: 'Sold out',
  released: 'Released',
};

/** Scales (real scales are facts, not demo data). */
export const figureScales = ['1/4', '1/6', '1/7', '1/8', 'non-scale'] as const;
export type FigureScale = (typeof figureScales)[number];

/** Currencies figures are priced in: JPY for most, CNY for Chinese makers (docs/product-rules.md §Currency 7). */
export const figureCurrencies = ['JPY', 'CNY'] as const;
export type FigureCurrency = (typeof figureCurrencies)[number];

/**
 * `ordering` values (DRF OrderingFilter style; "-" = descending): newest, release date up/down,
 * price up/down, popularity, and `closing`: the pre-orders still open (closing date today or later,
 * UTC, by the API's clock) soonest first, then the rest (docs/product-rules.md §Catalogue 3).
 * Without `ordering`: relevance when searching, else `-created`.
 */
export const figureOrderings = ['-created', 'release', '-release', 'price', '-price', '-popularity', 'closing'] as const;
export type FigureOrdering = (typeof figureOrderings)[number];

/** `adult`: false (default: adult figures are not listed, counted or suggested), true (all), only. */
export const adultModes = ['false', 'true', 'only'] as const;
export type AdultMode = (typeof adultModes)[number];

/**
 * The `adult` mode to ask the catalogue for, given whether adult figures are wanted: a collector's
 * `content.show_nsfw` preference (the renderer's lists, shelves, figure page and wishlist) or
 * GraphQL's `figure(adult: Boolean)`. `true` → 'true' (adult figures listed beside the others),
 * `false` → 'false' (left out, not counted, not suggested). Never 'only': that mode is asked for
 * by name, not derived from a preference. Pure. The one place this rule is written
 * (docs/product-rules.md §Adult 1–2: the app sends `adult=true` only while show_nsfw is on).
 */
export function adultModeOf(showAdult: boolean): AdultMode {
  return showAdult ? 'true' : 'false';
}

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
