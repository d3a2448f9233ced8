/**
 * The catalogue's query strings (docs/product-rules.md §Catalogue 2): GET /api/figures/,
 * /api/figures/{slug}/, /api/series/ and /api/manufacturers/ parameters, parsed by the demo API and
 * by the catalogue page from its own URL, apart from the answers' schemas, which only the API
 * client needs (each lazy page stays within its 40 kB: docs/product-rules.md §Performance 2).
 * catalogue.ts re-exports all of it.
 */
import { z } from 'zod/mini';
import { adultModes, CATALOGUE_MAX_PAGE_SIZE, CATALOGUE_SEARCH_MAX_LENGTH, catalogueMessages, figureOrderings, figureScales, figureStatuses, isCatalogueSlug } from './catalogue-constants';
import { lazySchema } from '../validation/lazy-schema';
import { QUERY_TEXT, textRuleIssue } from '../validation/text-rules';
import { currencyCodeSchema, drfChoice, drfInteger, drfMessages } from './fields';

// ── Query parameters ────────────────────────────────────────────────────────────────────────────

/** Django's QueryDict.get: a repeated single-valued parameter counts with its last value. */
const lastValue = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);

/**
 * The query text rule (validation/text-rules.ts: no control characters, no lone surrogates) over
 * a parameter's raw strings, before any trimming: the first refused one puts its message on
 * `ctx` (naming the parameter) and answers false. Every parameter goes through it, in REST and
 * GraphQL alike (GraphQL's `figures` arguments are parsed as this query string).
 */
function allowedText(values: readonly unknown[], ctx: z.core.ParsePayload): boolean {
  for (const value of values) {
    const message = typeof value === 'string' ? textRuleIssue(value, QUERY_TEXT) : undefined;
    if (message) {
      // zod/mini's transform context has no addIssue: the issue goes on the payload directly.
      ctx.issues.push({ code: 'custom', message, input: value });
      return false;
    }
  }
  return true;
}

/**
 * A multi-valued parameter: repeated (`?series=a&series=b`) and/or comma-separated
 * (`?series=a,b`); empty items are dropped; every item must match `item` (errors name the parameter).
 */
function multiValue(check: (item: string) => string | undefined) {
  return z.pipe(
    z.union([z.string(), z.array(z.string())], { error: drfMessages.notString }),
    z.transform((value: string | string[], ctx) => {
      if (!allowedText(Array.isArray(value) ? value : [value], ctx)) return z.NEVER;
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

const slugList = () => multiValue((item) => (isCatalogueSlug(item) ? undefined : catalogueMessages.invalidSlug));
function choiceList<T extends string>(values: readonly T[]) {
  return z.pipe(
    multiValue((item) => ((values as readonly string[]).includes(item) ? undefined : drfMessages.invalidChoice(item))),
    z.transform((items: string[]) => items as T[]),
  );
}

/** zod/mini has no `z.preprocess`: the same pipe, `fn` first (last value of a repeated parameter, checked by `allowedText`). */
const lastValueOf = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((value: unknown, ctx) => {
      const last = lastValue(value);
      return allowedText([last], ctx) ? last : z.NEVER;
    }),
    schema,
  );

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
 * GET /api/figures/ query string. Every value arrives as a string (or an array when
 * repeated); a bad value is a 400 `{"<parameter>": ["message"]}`. Unknown parameters are ignored,
 * as DRF does. Pure; the demo API additionally checks that slugs and `price_currency` exist.
 * Built on first use (lazySchema): every page's entry holds this module, and its fifty-odd zod
 * constructors would otherwise run at start-up on pages that never read a catalogue URL.
 */
export const figuresListQuerySchema = lazySchema(() =>
    z
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
    ),
);
/** The parsed query (what the demo API works with). */
export type FiguresListQuery = z.output<ReturnType<typeof figuresListQuerySchema>>;
/** What a client may put in the URL (each value as a string or list of strings). */
export type FiguresListQueryInput = z.input<ReturnType<typeof figuresListQuerySchema>>;

/** GET /api/figures/{slug}/ query string: `adult=true` lets an adult figure (and adult related figures) through. */
export const figureDetailQuerySchema = lazySchema(() =>
  z.object({
    adult: z.optional(lastValueOf(drfChoice(adultModes))),
  }),
);
export type FigureDetailQuery = z.output<ReturnType<typeof figureDetailQuerySchema>>;

/** GET /api/series/ and /api/manufacturers/ query string: name search, adult counting, paging. */
export const catalogueIndexQuerySchema = lazySchema(() =>
  z.object({
    search: figuresListQuerySchema().shape.search,
    adult: z.optional(lastValueOf(drfChoice(adultModes))),
    page: z.optional(intParam(1)),
    page_size: z.optional(intParam(1, CATALOGUE_MAX_PAGE_SIZE)),
  }),
);
export type CatalogueIndexQuery = z.output<ReturnType<typeof catalogueIndexQuerySchema>>;
