/**
 * Notifications endpoints (docs/product-rules.md §Notifications 1–4): GET /api/notifications/ (DRF page-number
 * pagination, newest first), GET /api/notifications/count/ → {unread},
 * POST /api/notifications/{id}/read/ → the notification; the `?kind=a,b` filter on the list,
 * POST /api/notifications/read-all/ → {updated}. Shapes in src/shared/api/notifications.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { drfErrorMessages } from '../../shared/api/errors';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationReadRequestSchema,
  notificationsListRequestSchema,
  type Notification,
  type NotificationsCountResponse,
  type NotificationsListResponse,
  type NotificationsReadAllResponse,
} from '../../shared/api/notifications';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { detailError } from '../http/errors';
import { countUnread, listNotifications, markAllRead, markRead } from './repository';
import { parseInput } from '../http/validate';

/** DRF's next/previous links: this URL with `page` set (page 1 drops it, as DRF does). */
function pageLink(ctx: DemoContext, request: FastifyRequest, page: number): string {
  const url = new URL(request.url, requestOrigin(ctx, request));
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

export function registerNotificationRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const guard = makeAuthGuard(ctx);

  app.get(apiPaths.notifications, { preHandler: guard }, async (request): Promise<NotificationsListResponse> => {
    const query = parseInput(notificationsListRequestSchema, request.query);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? NOTIFICATIONS_PAGE_SIZE;
    const { count, results } = await listNotifications(ctx.db, currentUser(request).id, page, pageSize, query.kind);
    const lastPage = Math.max(1, Math.ceil(count / pageSize));
    if (page > lastPage) throw detailError(404, 'Invalid page.');
    return {
      count,
      next: page < lastPage ? pageLink(ctx, request, page + 1) : null,
      previous: page > 1 ? pageLink(ctx, request, page - 1) : null,
      results,
    };
  });

  app.get(apiPaths.notificationsCount, { preHandler: guard }, async (request): Promise<NotificationsCountResponse> => ({
    unread: await countUnread(ctx.db, currentUser(request).id),
  }));

  /** Marks every unread notification read ("Mark all as read", §Notifications 4); the body is ignored. */
  app.post(apiPaths.notificationsReadAll, { preHandler: guard }, async (request): Promise<NotificationsReadAllResponse> => ({
    updated: await markAllRead(ctx.db, currentUser(request).id, nowIso(ctx)),
  }));

  /** Marks read; someone else's or a missing notification is 404 (never revealing which). */
  app.post(apiRoutePatterns.notificationRead, { preHandler: guard }, async (request): Promise<Notification> => {
    const { id } = parseInput(notificationReadRequestSchema, request.params);
    const notification = await markRead(ctx.db, currentUser(request).id, id, nowIso(ctx));
    if (!notification) throw detailError(404, drfErrorMessages.notFound);
    return notification;
  });
}
