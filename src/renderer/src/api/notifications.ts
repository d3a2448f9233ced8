import type { AxiosInstance } from 'axios';
import {
  apiPaths,
  notificationReadResponseSchema,
  notificationsCountResponseSchema,
  notificationsListResponseSchema,
  type NotificationsListRequest,
} from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The notifications endpoints of spec point 7 (signed-in users only, spec point 6), parsed with the
 * shared contract. Rejects with the axios error of a failed call, or ApiContractError.
 */
export function createNotificationsApi(http: AxiosInstance) {
  return {
    /** GET /api/notifications/?page=&page_size= → DRF page {count, next, previous, results}, newest first. */
    async list(params: NotificationsListRequest = {}) {
      const { data } = await http.get(apiPaths.notifications, { params });
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
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
