import type { HttpClient } from './http';
import { announcementResponseSchema, figureModerationResponseSchema, moderationLogResponseSchema, type AnnouncementRequest, type FigureModerationRequest, type ModerationLogQuery, moderationPaths } from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The moderator endpoints (docs/product-rules.md §Moderation; moderators only: 401 without a token, 403 DRF
 * PermissionDenied for anyone else), parsed with the shared contract. Rejects with the axios error
 * of a failed call (a 400 carries DRF field errors), or ApiContractError.
 */
export function createModerationApi(http: HttpClient) {
  return {
    /** PATCH /api/moderation/figures/{slug}/ with any of price, status, stock, preorder_closes_at → {figure, changes, alerts}. */
    async updateFigure(slug: string, changes: FigureModerationRequest) {
      const path = moderationPaths.figure(slug);
      const { data } = await http.patch(path, changes);
      return parseAnswer(figureModerationResponseSchema, data, `PATCH ${path}`);
    },
    /** POST /api/moderation/announcements/ {title, body} → 201 the announcement and its recipient count. */
    async announce(body: AnnouncementRequest) {
      const { data } = await http.post(moderationPaths.announcements, body);
      return parseAnswer(announcementResponseSchema, data, `POST ${moderationPaths.announcements}`);
    },
    /** GET /api/moderation/log/?page=&page_size= → DRF page of change records, newest first. */
    async log(query: ModerationLogQuery = {}) {
      const { data } = await http.get(moderationPaths.log, { params: query });
      return parseAnswer(moderationLogResponseSchema, data, `GET ${moderationPaths.log}`);
    },
  };
}

export type ModerationApi = ReturnType<typeof createModerationApi>;
