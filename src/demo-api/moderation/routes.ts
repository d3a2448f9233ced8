/**
 * Moderator endpoints (docs/product-rules.md §Moderation): PATCH /api/moderation/figures/{slug}/, POST
 * /api/moderation/announcements/, GET /api/moderation/log/. Every call: 401 without a valid token,
 * 403 DRF PermissionDenied for a signed-in non-moderator, checked before the body is read, so a
 * collector's forged request changes nothing. A figure change empties the catalogue's list cache
 * and alerts the collectors wishing for it (alerts/); a figure put on sale has its reserved
 * pre-orders invoiced (orders/release.ts). Shapes in src/shared/api/moderation.ts.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { drfErrorMessages } from '../../shared/api/errors';
import {
  MODERATION_LOG_PAGE_SIZE,
  announcementRequestSchema,
  figureModerationRequestSchema,
  moderationLogQuerySchema,
  moderationMessages,
  type AnnouncementResponse,
  type ModerationLogEntry,
  type FigureModerationResponse,
  type ModerationLogResponse,
} from '../../shared/api/moderation';
import { apiRoutePatterns } from '../../shared/api/paths';
import { moderationPaths } from '../../shared/api/moderation';
import { alertsForChange } from '../alerts/rules';
import { sendFigureAlerts } from '../alerts/repository';
import { authenticate, currentUser } from '../auth/auth-guard';
import { drfPage, type Catalogue } from '../catalogue/routes';
import { nowIso, requestOrigin, type DemoContext } from '../context';
import { detailError, fieldErrors } from '../http/errors';
import { KeyedLock } from '../storage/keyed-lock';
import { parseBody, parseInput } from '../http/validate';
import { createAnnouncement, findModeratedFigure, listModerationLog, saveFigureChange, saveReleaseChange, type ModeratedFigure } from './repository';
import { resolveFigureChange } from './rules';
import { announceReleaseMove, invoiceRelease } from '../orders/release';
import { orderMailSettings } from '../orders/order-mail';

/** onRequest hook (before the body is parsed): a signed-in moderator (`is_moderator`, read from the database on every call), else 401/403 in DRF shape. */
export function makeModeratorGuard(ctx: DemoContext): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await authenticate(ctx, request);
    if (!user.isModerator) throw detailError(403, drfErrorMessages.permissionDenied);
    request.authUser = user;
  };
}

/**
 * Moves a pre-order's release month (its change record) and tells every holder of a reserved line
 * of it (orders/release.ts announceReleaseMove). Resolves the change record.
 */
async function moveRelease(ctx: DemoContext, moderatorId: number, figure: ModeratedFigure, release: string, nowMs: number): Promise<ModerationLogEntry[]> {
  const records = await saveReleaseChange(ctx.db, moderatorId, figure, release, new Date(nowMs).toISOString());
  await announceReleaseMove(ctx.db, figure.id, { figure: figure.name, from: figure.release, to: release }, nowMs, orderMailSettings(ctx.config));
  return records;
}

export function registerModerationRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue): void {
  const guard = makeModeratorGuard(ctx);
  // One change of a figure at a time, so each change record's old value is the value it replaced.
  const lock = new KeyedLock();

  app.patch<{ Params: { slug: string } }>(apiRoutePatterns.moderationFigure, { onRequest: guard }, async (request): Promise<FigureModerationResponse> => {
    const changes = parseBody(figureModerationRequestSchema, request.body);
    const moderator = currentUser(request);
    return lock.run(`figure:${request.params.slug}`, async () => {
      const figure = await findModeratedFigure(ctx.db, request.params.slug);
      if (!figure) throw detailError(404, drfErrorMessages.notFound);
      const now = ctx.now();
      const result = resolveFigureChange(figure.state, changes, new Date(now).toISOString().slice(0, 10));
      if (!result.ok) throw fieldErrors(result.errors);
      const moves = changes.release !== undefined && changes.release !== figure.release;
      if (moves && result.next.status !== 'preorder') throw fieldErrors({ release: [moderationMessages.releaseNeedsPreorder] });
      const at = new Date(now).toISOString();
      const records = await saveFigureChange(ctx.db, moderator.id, figure, result.next, at);
      if (moves) records.push(...(await moveRelease(ctx, moderator.id, figure, changes.release!, now)));
      if (records.length > 0) catalogue.invalidate();
      const kinds = alertsForChange(figure.state, result.next, now);
      const alerts: FigureModerationResponse['alerts'] = await sendFigureAlerts(ctx.db, figure, kinds, figure.state, result.next, at);
      // On sale now (in stock or released): its reserved pre-orders are invoiced (orders/release.ts).
      if (result.next.status === 'in_stock' || result.next.status === 'released') {
        const invoiced = await invoiceRelease(ctx.db, figure.id, now, orderMailSettings(ctx.config));
        if (invoiced.length > 0) alerts.push({ kind: 'preorder_invoiced', notified: new Set(invoiced.map(({ order }) => order.userId)).size });
      }
      const [card] = await catalogue.repository.cardsByIds([figure.id], requestOrigin(ctx, request));
      return { figure: card!, changes: records, alerts };
    });
  });

  app.post(moderationPaths.announcements, { onRequest: guard }, async (request, reply): Promise<AnnouncementResponse> => {
    const body = parseBody(announcementRequestSchema, request.body);
    const createdAt = nowIso(ctx);
    const { id, recipients } = await createAnnouncement(ctx.db, currentUser(request).id, body.title, body.body, createdAt);
    void reply.code(201);
    return { id, title: body.title, body: body.body, created_at: createdAt, recipients };
  });

  app.get(moderationPaths.log, { onRequest: guard }, async (request): Promise<ModerationLogResponse> => {
    const query = parseInput(moderationLogQuerySchema, request.query ?? {});
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? MODERATION_LOG_PAGE_SIZE;
    const { count, results } = await listModerationLog(ctx.db, page, pageSize);
    return drfPage(requestOrigin(ctx, request), request.url, page, pageSize, count, results);
  });
}
