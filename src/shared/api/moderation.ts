/**
 * Moderator tools (docs/product-rules.md §Moderation): PATCH /api/moderation/figures/{slug}/
 * (price, status, stock, closing date), POST /api/moderation/announcements/ (a notification to
 * every user), GET /api/moderation/log/ (every change: who, when, old and new value; DRF
 * pagination). Every call needs a moderator: 401 without a token, 403 DRF PermissionDenied for
 * anyone else.
 */
import { z } from 'zod/mini';
import { figureCardSchema, figureStatuses, type FigureStatus } from './catalogue';
import { drfChoice, drfInteger, drfMessages, drfString, drfTypeError } from './fields';
import { paginatedSchema } from './notifications';
import { SHOWN_LINE_TEXT, SHOWN_PROSE_TEXT } from '../validation/text-rules';

const seg = (value: string) => encodeURIComponent(value);

/** The moderator endpoints' paths (kept out of apiPaths, which the first route carries: only the moderation page uses them). */
export const moderationPaths = {
  figure: (slug: string) => `/api/moderation/figures/${seg(slug)}/`,
  announcements: '/api/moderation/announcements/',
  log: '/api/moderation/log/',
} as const;

/** Highest price a moderator may set, in whole units of the figure's currency (decided: catches a typo of extra zeros). */
export const MODERATION_MAX_PRICE = 10_000_000;
/** Highest stock count a moderator may set (decided). */
export const MODERATION_MAX_STOCK = 100_000;
/** Latest pre-order closing date a moderator may set, in years from today (decided: catches a typo such as 9999-12-31). */
export const MODERATION_MAX_CLOSING_YEARS = 5;
/** Longest announcement title and body, in characters (decided). */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 2000;
/** Default and maximum page size of the change log. */
export const MODERATION_LOG_PAGE_SIZE = 20;
export const MODERATION_LOG_MAX_PAGE_SIZE = 100;

/**
 * Status changes a moderator may make (decided). A pre-order can open again only for a
 * figure that is sold out or released (a re-run), never for one in stock; released is final
 * except for a restock or a re-run. Keeping a status is always allowed.
 */
export const figureStatusTransitions: Readonly<Record<FigureStatus, readonly FigureStatus[]>> = {
  preorder: ['in_stock', 'sold_out', 'released'],
  in_stock: ['sold_out', 'released'],
  sold_out: ['in_stock', 'preorder', 'released'],
  released: ['in_stock', 'sold_out', 'preorder'],
};

/** True when a figure may go from `from` to `to` (the same status counts as allowed). */
export function isAllowedStatusTransition(from: FigureStatus, to: FigureStatus): boolean {
  return from === to || figureStatusTransitions[from].includes(to);
}

/** Messages of the moderation 400s (shared by the demo API and tests). */
export const moderationMessages = {
  nothingToChange: 'Give at least one of price, status, stock, preorder_closes_at or release.',
  releaseFormat: 'Enter the release month as YYYY-MM.',
  releaseNeedsPreorder: "Only a pre-order's release month can move.",
  closingInPast: 'The closing date must be today or later.',
  closingTooFar: `The closing date must be at most ${MODERATION_MAX_CLOSING_YEARS} years from today.`,
  statusTransition: (from: FigureStatus, to: FigureStatus) => `A figure cannot go from "${from}" to "${to}".`,
  closingNeedsPreorder: 'Only a pre-order has a closing date.',
  preorderNeedsClosing: 'A pre-order needs a closing date.',
  stockNeedsInStock: 'Only a figure in stock has a stock count.',
  inStockNeedsStock: 'A figure in stock needs a stock count.',
  maxPrice: `Ensure this value is less than or equal to ${MODERATION_MAX_PRICE}.`,
  maxStock: `Ensure this value is less than or equal to ${MODERATION_MAX_STOCK}.`,
} as const;

/**
 * PATCH /api/moderation/figures/{slug}/ body: any of the five fields. `release` (YYYY-MM) moves a
 * pre-order's release month; its holders are told (docs/product-rules.md §Fulfilment 1). `price` in whole units of the
 * figure's own currency (as the catalogue stores it), ≥ 0. `preorder_closes_at` YYYY-MM-DD, today
 * (UTC) or later and at most MODERATION_MAX_CLOSING_YEARS years on (checked by the server against
 * its clock). Consistency with the status (a pre-order has a closing date, a figure in stock a
 * count) is checked against the result.
 */
export const figureModerationRequestSchema = z
  .object({
    price: z.optional(drfInteger(0).check(z.lte(MODERATION_MAX_PRICE, { error: moderationMessages.maxPrice }))),
    status: z.optional(drfChoice(figureStatuses)),
    stock: z.optional(drfInteger(0).check(z.lte(MODERATION_MAX_STOCK, { error: moderationMessages.maxStock }))),
    preorder_closes_at: z.optional(z.iso.date({ error: (issue) => (issue.input === null ? drfMessages.null : drfMessages.invalidDate) })),
    release: z.optional(z.string({ error: drfTypeError(drfMessages.notString) }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: moderationMessages.releaseFormat }))),
  })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), { error: moderationMessages.nothingToChange }));
export type FigureModerationRequest = z.infer<typeof figureModerationRequestSchema>;

/** The fields a change record can name: the four figure fields, or "announcement". */
export const moderationFields = ['price', 'status', 'stock', 'preorder_closes_at', 'release', 'announcement'] as const;
export type ModerationField = (typeof moderationFields)[number];

/**
 * One recorded change: who, when, which figure (null for an announcement; with the currency its price
 * is in), old and new value as text: a price in that currency's units ("25100"), a stock count, a
 * status, a closing instant (ISO 8601) or a release month (YYYY-MM).
 */
export const moderationLogEntrySchema = z.object({
  id: z.int(),
  moderator: z.object({ id: z.int(), username: z.string() }),
  figure: z.nullable(z.object({ slug: z.string(), name: z.string(), currency: z.optional(z.string()) })),
  field: z.string(),
  old_value: z.nullable(z.string()),
  new_value: z.nullable(z.string()),
  at: z.iso.datetime({ offset: true }),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** The alerts a change sent: one kind and how many collectors it reached. */
export const moderationAlertSchema = z.object({ kind: z.string(), notified: z.int().check(z.nonnegative()) });
export type ModerationAlert = z.infer<typeof moderationAlertSchema>;

/** PATCH answer (decided): the figure as a card now, the change records written, the alerts sent. */
export const figureModerationResponseSchema = z.object({
  figure: figureCardSchema,
  changes: z.array(moderationLogEntrySchema),
  alerts: z.array(moderationAlertSchema),
});
export type FigureModerationResponse = z.infer<typeof figureModerationResponseSchema>;

/**
 * POST /api/moderation/announcements/ {title, body}: text every user reads, so neither may hold a
 * control character (the body keeps tabs and line breaks) nor bidirectional formatting
 * (validation/text-rules.ts).
 */
export const announcementRequestSchema = z.object({
  title: drfString({ max: ANNOUNCEMENT_TITLE_MAX, text: SHOWN_LINE_TEXT }),
  body: drfString({ max: ANNOUNCEMENT_BODY_MAX, text: SHOWN_PROSE_TEXT }),
});
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;
/** 201 answer (decided): the announcement and how many users it reached. */
export const announcementResponseSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  recipients: z.int().check(z.nonnegative()),
});
export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;

/** GET /api/moderation/log/ query (DRF PageNumberPagination), newest first. */
export const moderationLogQuerySchema = z.object({
  page: z.optional(z.pipe(z.coerce.number({ error: drfTypeError(drfMessages.notInteger) }), drfInteger(1))),
  page_size: z.optional(
    z.pipe(
      z.coerce.number({ error: drfTypeError(drfMessages.notInteger) }),
      drfInteger(1).check(z.lte(MODERATION_LOG_MAX_PAGE_SIZE, { error: `Ensure this value is less than or equal to ${MODERATION_LOG_MAX_PAGE_SIZE}.` })),
    ),
  ),
});
export type ModerationLogQuery = z.infer<typeof moderationLogQuerySchema>;
export const moderationLogResponseSchema = paginatedSchema(moderationLogEntrySchema);
export type ModerationLogResponse = z.infer<typeof moderationLogResponseSchema>;
