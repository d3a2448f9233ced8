/**
 * Notifications calls of spec point 7: GET /api/notifications/ (list), GET …/count/,
 * POST …/{notificationId}/read/. Shapes are "not shown" in the spec; decided as DRF would
 * render them (PageNumberPagination; a ModelSerializer per notification).
 */
import { z } from 'zod';
import { drfInteger, drfMessages } from './fields';

/** Default and maximum page size of the list (decided). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/** One notification. `kind` is free text (e.g. "info", "stock", "order", "system") so new kinds parse. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  kind: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** DRF PageNumberPagination envelope: next/previous are absolute URLs or null. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/**
 * GET /api/notifications/ query string (DRF PageNumberPagination: `?page=N&page_size=M`),
 * newest first. Query values arrive as strings, hence the coercion.
 */
export const notificationsListRequestSchema = z.object({
  page: z.coerce.number({ error: drfMessages.notInteger }).pipe(drfInteger(1)).optional(),
  page_size: z.coerce.number({ error: drfMessages.notInteger }).pipe(drfInteger(1).max(NOTIFICATIONS_MAX_PAGE_SIZE)).optional(),
});
export type NotificationsListRequest = z.infer<typeof notificationsListRequestSchema>;
export const notificationsListResponseSchema = paginatedSchema(notificationSchema);
export type NotificationsListResponse = z.infer<typeof notificationsListResponseSchema>;

/** GET /api/notifications/count/ — decided: {unread} (the number of unread notifications). */
export const notificationsCountResponseSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationsCountResponse = z.infer<typeof notificationsCountResponseSchema>;

/** POST /api/notifications/{notificationId}/read/ — the path id; the body is empty (decided). */
export const notificationReadRequestSchema = z.object({
  id: z.coerce.number({ error: drfMessages.notInteger }).pipe(drfInteger(1)),
});
export type NotificationReadRequest = z.infer<typeof notificationReadRequestSchema>;
/** Decided: answers the notification, now with read = true. */
export const notificationReadResponseSchema = notificationSchema;
export type NotificationReadResponse = Notification;
