import type { HttpClient } from './http';
import {
  apiPaths,
  notificationReadResponseSchema,
  notificationsCountResponseSchema,
  notificationsListResponseSchema,
  notificationsReadAllResponseSchema,
} from '@shared/api';
import { parseAnswer } from './errors';

/** The list's query as sent: 1-based page, page size, and `kind` as one comma-joined string (docs/product-rules.md §Notifications 3). */
export interface NotificationsListParams {
  page?: number;
  page_size?: number;
  kind?: string;
}

/**
 * The notifications endpoints (signed-in users only: docs/product-rules.md §Notifications 1), parsed with the
 * shared contract. Rejects with the axios error of a failed call, or ApiContractError.
 */
export function createNotificationsApi(http: HttpClient) {
  return {
    /** GET /api/notifications/?page=&page_size=&kind= → DRF page {count, next, previous, results}, newest first. */
    async list(params: NotificationsListParams = {}) {
      const { kind, ...rest } = params;
      const { data } = await http.get(apiPaths.notifications, { params: kind ? { ...rest, kind } : rest });
      return parseAnswer(notificationsListResponseSchema, data, `GET ${apiPaths.notifications}`);
    },
    /** GET /api/notifications/count/ → {unread}. */
    async count() {
      const { data } = await http.get(apiPaths.notificationsCount);
      return parseAnswer(notificationsCountResponseSchema, data, `GET ${apiPaths.notificationsCount}`);
    },
    /** POST /api/notifications/{id}/read/ (empty body) → the notification, now read. */
    async markRead(id: number) {
      const path = apiPaths.notificationRead(id);
      const { data } = await http.post(path);
      return parseAnswer(notificationReadResponseSchema, data, `POST ${path}`);
    },
    /** POST /api/notifications/read-all/ (empty body) → {updated}: every unread one is now read (docs/product-rules.md §Notifications 4). */
    async markAllRead() {
      const { data } = await http.post(apiPaths.notificationsReadAll);
      return parseAnswer(notificationsReadAllResponseSchema, data, `POST ${apiPaths.notificationsReadAll}`);
    },
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
