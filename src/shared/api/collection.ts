/**
 * The collector's collection (docs/product-rules.md §Collection): every figure a signed-in user
 * has is in one state, derived on the server from the wishlist, the order lines and delivered
 * shipments, plus figures bought elsewhere entered by hand. Endpoints: GET
 * /api/account/collection/ (a DRF page of cards with their state, plus counts per state),
 * GET /api/account/collection/states/ (slug → state, to badge cards anywhere), GET, PUT and DELETE
 * /api/account/collection/owned/{slug}/ (a figure bought elsewhere). Shapes as DRF would render them.
 */
import { z } from 'zod/mini';
import { adultModes, CATALOGUE_MAX_PAGE_SIZE, figureCardSchema } from './catalogue';
import { collectionMessages, collectionOrderings, collectionStates, OWNED_NOTE_MAX, OWNED_PRICE_MAX, OWNED_SHOP_MAX } from './collection-fields';
import { importOutcomes } from './collection-import';
import { drfChoice, drfInteger, drfMessages, drfTypeError } from './fields';
import { paginatedSchema } from './notifications';

export * from './collection-fields';
export * from './collection-import';

/** GET /api/account/collection/ query: one state or all, an ordering, `adult` as the catalogue's, DRF paging. */
export const collectionListQuerySchema = z.object({
  state: z.optional(drfChoice(collectionStates)),
  ordering: z.optional(drfChoice(collectionOrderings)),
  adult: z.optional(drfChoice(adultModes)),
  page: z.optional(z.pipe(z.coerce.number({ error: drfMessages.notInteger }), drfInteger(1))),
  page_size: z.optional(
    z.pipe(
      z.coerce.number({ error: drfMessages.notInteger }),
      drfInteger(1).check(z.lte(CATALOGUE_MAX_PAGE_SIZE, { error: `Ensure this value is less than or equal to ${CATALOGUE_MAX_PAGE_SIZE}.` })),
    ),
  ),
});
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

/** GET /api/account/collection/summary/ query: `adult` as the catalogue's. */
export const collectionSummaryQuerySchema = z.object({ adult: z.optional(drfChoice(adultModes)) });

/** A price in any currency, whole units (e.g. 89.99 EUR). */
export const paidPriceSchema = z.object({ amount: z.number(), currency: z.string() });
export type PaidPrice = z.infer<typeof paidPriceSchema>;

/** What the collector said about a figure bought elsewhere (every field optional). */
export const ownedDetailsSchema = z.object({
  price_paid: z.nullable(paidPriceSchema),
  /** YYYY-MM-DD. */
  acquired_on: z.nullable(z.iso.date()),
  shop: z.string(),
  note: z.string(),
});
export type OwnedDetails = z.infer<typeof ownedDetailsSchema>;

/**
 * A figure of the collection: its card, its state and since when (ISO 8601: added to the
 * wishlist, ordered, delivered, or acquired), the order it came from (ordered, or owned by a
 * delivery), and what the collector entered when it was bought elsewhere.
 */
export const collectionItemSchema = z.extend(figureCardSchema, {
  state: z.enum(collectionStates),
  since: z.string(),
  order_number: z.nullable(z.string()),
  owned: z.nullable(ownedDetailsSchema),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** How many figures are in each state under the adult setting. */
export const collectionCountsSchema = z.object({ wished: z.int(), ordered: z.int(), owned: z.int() });
export type CollectionCounts = z.infer<typeof collectionCountsSchema>;

/** GET /api/account/collection/: a DRF page, the counts per state, and how many the adult setting hides. */
export const collectionListResponseSchema = z.extend(paginatedSchema(collectionItemSchema), {
  counts: collectionCountsSchema,
  hidden: z.int().check(z.nonnegative()),
});
export type CollectionListResponse = z.infer<typeof collectionListResponseSchema>;

/** An amount in whole units of a currency, summed exactly (the server adds integer minor units). */
export const moneySchema = z.object({ amount: z.number(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/**
 * GET /api/account/collection/summary/: what the owned figures cost and would cost today
 * (docs/product-rules.md §Collection 5). `paid`: per currency, the shop's delivered order lines (in
 * JPY, what was charged) and every price entered for a figure bought elsewhere; `unpriced`: figures
 * bought elsewhere with no price; `value`: each owned figure's current price once, per the figure's
 * currency. Amounts are left in their currencies: the app converts them at the rates it shows.
 */
export const collectionSummarySchema = z.object({
  owned: z.int().check(z.nonnegative()),
  paid: z.array(moneySchema),
  unpriced: z.int().check(z.nonnegative()),
  value: z.array(moneySchema),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** One row of an import as read: its line in the file, what it named, the figure it matched, and what the import does with it. */
export const importRowSchema = z.object({
  line: z.int().check(z.positive()),
  jan: z.string(),
  name: z.string(),
  state: z.string(),
  slug: z.nullable(z.string()),
  outcome: z.enum(importOutcomes),
  /** Why a row is skipped or cannot be imported (English; the app words the known ones). */
  reason: z.nullable(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/**
 * POST /api/account/collection/import/ (the file as the body): each row with its outcome, the
 * counts, the encoding the file was read in, and whether it was written (`?confirm=true`) or only
 * previewed (docs/product-rules.md §Collection 6).
 */
export const collectionImportResponseSchema = z.object({
  applied: z.boolean(),
  encoding: z.enum(['utf-8', 'shift_jis']),
  rows: z.array(importRowSchema),
  counts: z.object({ add: z.int(), update: z.int(), unchanged: z.int(), skipped: z.int(), error: z.int() }),
});
export type CollectionImportResponse = z.infer<typeof collectionImportResponseSchema>;

/** GET/POST /api/account/collection/share/: the collection's share token, or null while it is private (§Collection 7). */
export const collectionShareSchema = z.object({ token: z.nullable(z.string()) });
export type CollectionShare = z.infer<typeof collectionShareSchema>;

/** A figure of a shared collection: its card and its state, nothing the owner paid or when. */
export const sharedCollectionItemSchema = z.extend(figureCardSchema, { state: z.enum(collectionStates) });
export type SharedCollectionItem = z.infer<typeof sharedCollectionItemSchema>;

/**
 * GET /api/shared/collections/{token}/ (no sign-in): the owner's user name (never the e-mail), a DRF
 * page of their figures with states, the counts per state and how many the visitor's adult setting
 * hides. 404 for a token that is not (or no longer) shared.
 */
export const sharedCollectionResponseSchema = z.extend(paginatedSchema(sharedCollectionItemSchema), {
  owner: z.string(),
  counts: collectionCountsSchema,
  hidden: z.int().check(z.nonnegative()),
});
export type SharedCollectionResponse = z.infer<typeof sharedCollectionResponseSchema>;

/** GET /api/account/collection/states/: every figure of the collection, slug → state (adult ones too: a badge shows only where its card does). */
export const collectionStatesResponseSchema = z.object({ states: z.record(z.string(), z.enum(collectionStates)) });
export type CollectionStatesResponse = z.infer<typeof collectionStatesResponseSchema>;

const optionalText = (max: number) =>
  z.optional(z.string({ error: drfTypeError(drfMessages.notString) }).check(z.trim(), z.maxLength(max, { error: drfMessages.maxLength(max) })));

/**
 * PUT /api/account/collection/owned/{slug}/ body: a figure bought elsewhere, every field optional.
 * The price's currency and decimal places, and the date against today, are checked by the server
 * (it knows the exchange rates and the day).
 */
export const ownedRequestSchema = z.object({
  price_paid: z.optional(
    z.nullable(
      z.object({
        amount: z.number({ error: drfTypeError('A valid number is required.') }).check(
          z.gte(0, { error: collectionMessages.negativePrice }),
          z.lte(OWNED_PRICE_MAX, { error: collectionMessages.absurdPrice }),
        ),
        currency: z.string({ error: drfTypeError(drfMessages.notString) }).check(z.regex(/^[A-Z]{3}$/, { error: collectionMessages.unknownCurrency })),
      }),
    ),
  ),
  acquired_on: z.optional(z.nullable(z.iso.date({ error: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.' }))),
  shop: optionalText(OWNED_SHOP_MAX),
  note: optionalText(OWNED_NOTE_MAX),
});
export type OwnedRequest = z.infer<typeof ownedRequestSchema>;
