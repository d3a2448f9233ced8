/**
 * Notifications calls: GET /api/notifications/ (list), GET …/count/, POST …/{notificationId}/read/,
 * POST …/read-all/ (docs/product-rules.md §Notifications 1–4). Shapes decided as DRF would
 * render them (PageNumberPagination; a ModelSerializer per notification).
 */
import { z } from 'zod/mini';
import { drfInteger, drfMessages } from './fields';

/** Default and maximum page size of the list (decided). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/**
 * The kinds the demo API writes (docs/product-rules.md §Notifications 5). `kind` stays free text in
 * the schema so a kind added later still parses; the client localises the known ones and shows the
 * stored English text otherwise. Alerts for a wished figure: price_drop, preorder_open,
 * preorder_closing (within 48 h), back_in_stock, released. announcement: a moderator's message to
 * everyone. moderation: work for moderators. info, order, system: older general kinds.
 */
export const notificationKinds = [
  'price_drop',
  'preorder_open',
  'preorder_closing',
  'back_in_stock',
  'released',
  'announcement',
  'moderation',
  'order',
  'info',
  'system',
  'stock',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
/** The alert kinds about one wished figure (docs/product-rules.md §Wishlist 6). */
export const figureAlertKinds = ['price_drop', 'preorder_open', 'preorder_closing', 'back_in_stock', 'released'] as const;
export type FigureAlertKind = (typeof figureAlertKinds)[number];

/**
 * A web-app path a notification leads to: starts with one "/" (never "//" or "/\\", which a browser
 * reads as another host), at most 200 characters. Decided, so a stored target can never
 * become an open redirect.
 */
export const appPathSchema = z.string().check(z.maxLength(200), z.regex(/^\/(?![/\\])[^\s]*$/));

/**
 * What clicking a notification opens (docs/product-rules.md §Notifications 6–7): a figure's page
 * (`/figures/<slug>`) or another page of the app (e.g. `/moderation`). null: nothing to open
 * (marking it read is all).
 */
export const notificationTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('figure'), slug: z.string().check(z.minLength(1), z.maxLength(200)) }),
  z.object({ type: z.literal('page'), path: appPathSchema }),
]);
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

/**
 * What the app words a notification from (docs/product-rules.md §Notifications 5): flat values, at most
 * 20 keys. Figure alerts: price_drop {old_price, new_price, currency} (whole units of the figure's
 * currency), preorder_open and preorder_closing {closes_at} (YYYY-MM-DD), back_in_stock {stock}; each
 * also {name_ja}, the figure's Japanese name.
 * Order notifications: {event, number, …the event's own parameters} as the order timeline keeps them.
 * Other notifications may name a `message` the app knows ("weekly_news"). Anything else is ignored.
 */
export const notificationParamsSchema = z.record(z.string().check(z.maxLength(40)), z.nullable(z.union([z.string().check(z.maxLength(500)), z.number()])));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/**
 * A price drop's parameters: the old and new price in whole units of the figure's `currency` (ISO 4217).
 * The figure page opened from the alert shows the old price struck through while the new one is still
 * the figure's price (docs/product-rules.md §Wishlist 8).
 */
export const priceDropParamsSchema = z.object({
  old_price: z.number().check(z.nonnegative()),
  new_price: z.number().check(z.nonnegative()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});
export type PriceDropParams = z.infer<typeof priceDropParamsSchema>;

/**
 * One notification. `kind` is free text (see notificationKinds) so new kinds parse. `target`,
 * `figure_slug` and `figure_name` came later than the rest; optional so an older server's answer
 * (without them) still parses. `figure_slug`/`figure_name` name the figure of a figure alert so
 * the client can word it in the user's language; `params` hold what the words need (see
 * notificationParamsSchema); `title`/`body` hold the English text, shown when the app cannot word it.
 */
export const notificationSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  kind: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  read: z.boolean(),
  target: z.optional(z.nullable(notificationTargetSchema)),
  figure_slug: z.optional(z.nullable(z.string())),
  figure_name: z.optional(z.nullable(z.string())),
  params: z.optional(z.nullable(notificationParamsSchema)),
});
export type Notification = z.infer<typeof notificationSchema>;

/** DRF PageNumberPagination envelope: next/previous are absolute URLs or null. */
export function paginatedSchema<T extends z.core.SomeType>(item: T) {
  return z.object({
    count: z.int().check(z.nonnegative()),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}

/**
 * GET /api/notifications/ query string (DRF PageNumberPagination: `?page=N&page_size=M`),
 * newest first. Query values arrive as strings, hence the coercion.
 */
export const notificationsListRequestSchema = z.object({
  page: z.optional(z.pipe(z.coerce.number({ error: drfMessages.notInteger }), drfInteger(1))),
  page_size: z.optional(z.pipe(z.coerce.number({ error: drfMessages.notInteger }), drfInteger(1).check(z.lte(NOTIFICATIONS_MAX_PAGE_SIZE)))),
  /**
   * Only these kinds, comma-separated (`?kind=price_drop,back_in_stock`); a kind no
   * notification has gives an empty page. At most 20 kinds of at most 32 characters each.
   */
  kind: z.optional(
    z.pipe(
      z
        .string({ error: drfMessages.notString })
        .check(z.regex(/^ *[a-z_]{1,32}( *, *[a-z_]{1,32}){0,19} *$/, { error: 'Enter up to 20 kinds as lower-case words separated by commas.' })),
      z.transform((value: string) => [...new Set(value.split(',').map((part) => part.trim()))]),
    ),
  ),
});
export type NotificationsListRequest = z.infer<typeof notificationsListRequestSchema>;
export const notificationsListResponseSchema = paginatedSchema(notificationSchema);
export type NotificationsListResponse = z.infer<typeof notificationsListResponseSchema>;

/** GET /api/notifications/count/ — decided: {unread} (the number of unread notifications). */
export const notificationsCountResponseSchema = z.object({ unread: z.int().check(z.nonnegative()) });
export type NotificationsCountResponse = z.infer<typeof notificationsCountResponseSchema>;

/** POST /api/notifications/{notificationId}/read/ — the path id; the body is empty (decided). */
export const notificationReadRequestSchema = z.object({
  id: z.pipe(z.coerce.number({ error: drfMessages.notInteger }), drfInteger(1)),
});
/** Decided: answers the notification, now with read = true. */
export const notificationReadResponseSchema = notificationSchema;

/** POST /api/notifications/read-all/ — decided: the body is empty; answers how many became read. */
export const notificationsReadAllResponseSchema = z.object({ updated: z.int().check(z.nonnegative()) });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;
