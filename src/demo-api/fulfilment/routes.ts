/**
 * Fulfilment endpoints for staff (docs/product-rules.md §Fulfilment 4), shapes in
 * src/shared/api/fulfilment.ts: GET /api/fulfilment/shipments/?state=&page=, POST
 * /api/fulfilment/orders/{id}/shipments/{position}/ship/ and …/deliver/, POST
 * /api/fulfilment/orders/{id}/lines/{position}/refund/ and …/cancellation/, GET
 * /api/fulfilment/cancellations/, GET /api/fulfilment/log/. Every call needs a moderator, checked
 * before the body is read (the moderation guard): a collector's forged call is a 403 and changes
 * nothing. Each action answers the order as staff now see it (the staff shipment or request lists
 * are read again by the page).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancellationDecisionSchema,
  fulfilmentPaths,
  refundRequestSchema,
  shipRequestSchema,
  staffShipmentsQuerySchema,
  type FulfilmentLog,
  type StaffShipmentList,
} from '../../shared/api/fulfilment';
import { moderationLogQuerySchema, MODERATION_LOG_PAGE_SIZE } from '../../shared/api/moderation';
import { drfErrorMessages } from '../../shared/api/errors';
import { apiRoutePatterns } from '../../shared/api/paths';
import { currentUser } from '../auth/auth-guard';
import { drfPage, type Catalogue } from '../catalogue/routes';
import { requestOrigin, type DemoContext } from '../context';
import { detailError } from '../http/errors';
import { pathId, pathPosition } from '../http/path-ids';
import { parseBody, parseInput } from '../http/validate';
import { makeModeratorGuard } from '../moderation/routes';
import { orderMailSettings } from '../orders/order-mail';
import type { WebhookSender } from '../payments/webhook-sender';
import { decideCancellation, deliverShipment, refundLine, shipShipment, type StaffContext } from './actions';
import { listStaffActions } from './log';
import { listCancellationRequests, listShipments } from './queries';

/** Shipments per page of the fulfilment lists. */
export const FULFILMENT_PAGE_SIZE = 20;

type TargetParams = { Params: { id: string; position: string } };

/** The order id and position of a target path; a malformed one is a 404 like an unknown one. */
function targetOf(request: FastifyRequest<TargetParams>): { id: number; position: number } {
  const id = pathId(request.params.id);
  const position = pathPosition(request.params.position);
  if (id === undefined || position === undefined) throw detailError(404, drfErrorMessages.notFound);
  return { id, position };
}

/** Registers the endpoints. `sender` delivers the refunds' `charge.refunded` events; `catalogue` hears when a refund put units back on sale. */
export function registerFulfilmentRoutes(app: FastifyInstance, ctx: DemoContext, sender: WebhookSender, catalogue: Catalogue): void {
  const guard = makeModeratorGuard(ctx);
  const staffOf = (request: FastifyRequest): StaffContext => ({ staffId: currentUser(request).id, nowMs: ctx.now(), mail: orderMailSettings(ctx.config) });
  const done = { detail: 'Done.' };

  app.get(fulfilmentPaths.shipments, { onRequest: guard }, async (request): Promise<StaffShipmentList> => {
    const query = parseInput(staffShipmentsQuerySchema, request.query ?? {});
    const page = query.page ?? 1;
    const { count, results } = await listShipments(ctx.db, query.state, page, FULFILMENT_PAGE_SIZE);
    return drfPage(requestOrigin(ctx, request), request.url, page, FULFILMENT_PAGE_SIZE, count, results);
  });

  app.post<TargetParams>(apiRoutePatterns.fulfilmentShip, { onRequest: guard }, async (request) => {
    const { id, position } = targetOf(request);
    const body = parseBody(shipRequestSchema, request.body);
    await shipShipment(ctx.db, staffOf(request), id, position, body.carrier, body.tracking_number);
    return done;
  });

  app.post<TargetParams>(apiRoutePatterns.fulfilmentDeliver, { onRequest: guard }, async (request) => {
    const { id, position } = targetOf(request);
    await deliverShipment(ctx.db, staffOf(request), id, position);
    return done;
  });

  app.post<TargetParams>(apiRoutePatterns.fulfilmentRefund, { onRequest: guard }, async (request) => {
    const { id, position } = targetOf(request);
    const body = parseBody(refundRequestSchema, request.body);
    const refund = await refundLine(ctx.db, staffOf(request), id, position, body.amount_jpy, body.note);
    sender.deliverSoon(refund.eventId);
    catalogue.invalidate();
    return done;
  });

  app.get(fulfilmentPaths.cancellations, { onRequest: guard }, async () => ({ results: await listCancellationRequests(ctx.db) }));

  app.post<TargetParams>(apiRoutePatterns.fulfilmentCancellation, { onRequest: guard }, async (request) => {
    const { id, position } = targetOf(request);
    const body = parseBody(cancellationDecisionSchema, request.body);
    const refund = await decideCancellation(ctx.db, staffOf(request), id, position, body.decision, body.message);
    if (refund) {
      sender.deliverSoon(refund.eventId);
      catalogue.invalidate();
    }
    return done;
  });

  app.get(fulfilmentPaths.log, { onRequest: guard }, async (request): Promise<FulfilmentLog> => {
    const query = parseInput(moderationLogQuerySchema, request.query ?? {});
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? MODERATION_LOG_PAGE_SIZE;
    const { count, results } = await listStaffActions(ctx.db, page, pageSize);
    return drfPage(requestOrigin(ctx, request), request.url, page, pageSize, count, results);
  });
}
