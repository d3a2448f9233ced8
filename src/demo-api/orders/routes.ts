/**
 * Order endpoints (docs/product-rules.md §Orders 1, 4), shapes in src/shared/api/orders.ts, all for
 * the signed-in user (the cart's guard): POST /api/orders/ places the reviewed checkout (header
 * Idempotency-Key; place.ts) and answers the order, 201; GET /api/orders/ lists the user's orders
 * (DRF page-number pagination, ORDERS_PAGE_SIZE per page, newest first); GET /api/orders/{id}/
 * answers one; POST /api/orders/{id}/lines/{position}/cancel/ and …/cancellation-request/ {reason}
 * cancel a line or ask staff to, and POST /api/orders/{id}/ship-together/ {ship_together: false}
 * stops holding what is ready (cancel.ts), each answering the order. Another user's order, an unknown id and a malformed id are all 404 `Not found.`
 * (never 403: whether an order exists is not told to anyone else).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { drfErrorMessages } from '../../shared/api/errors';
import { notificationsListRequestSchema } from '../../shared/api/notifications';
import { lineCancelRequestSchema, placeOrderRequestSchema, shipTogetherRequestSchema, type Order, type OrderList } from '../../shared/api/orders';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { drfPage, type Catalogue } from '../catalogue/routes';
import { settlementRate } from '../checkout/quote';
import { requestOrigin, type DemoContext } from '../context';
import { detailError } from '../http/errors';
import { parseBody, parseInput } from '../http/validate';
import { pathId, pathPosition } from '../http/path-ids';
import { cancelLine, requestCancellation, stopShippingTogether } from './cancel';
import type { ReferenceRates } from '../rates/reference-rates';
import { idempotencyKeyOf } from './idempotency';
import { placeOrder } from './place';
import { orderMailSettings } from './order-mail';
import { listOrders, readOrder } from './repository';

/** Orders per page of GET /api/orders/ (the contract's orderListSchema: 20 per page). */
export const ORDERS_PAGE_SIZE = 20;
/** The header that marks an answer given again for a key already used (Stripe's name). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** ?page as the notifications list takes it (a whole number from 1). */
const ordersListQuerySchema = z.pick(notificationsListRequestSchema, { page: true });

/**
 * Registers the order routes. `catalogue` is told when placing changed a figure's stock or
 * allocation (its cached lists show them); `rates` give the settlement rate (checkout/quote.ts) in
 * use when the order is placed, the one the review was quoted at unless a new rates day came between.
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue, rates: ReferenceRates): void {
  const guard = makeAuthGuard(ctx);
  const notFound = () => detailError(404, drfErrorMessages.notFound);

  app.post(apiPaths.orders, { preHandler: guard }, async (request, reply): Promise<Order> => {
    const key = idempotencyKeyOf(request);
    const body = parseBody(placeOrderRequestSchema, request.body);
    const user = currentUser(request);
    const origin = requestOrigin(ctx, request);
    const placed = await placeOrder(ctx.db, { rate: settlementRate(rates.current()), nowMs: ctx.now(), origin, mail: orderMailSettings(ctx.config) }, user.id, key, body);
    if (!placed.replayed) catalogue.invalidate();
    void reply.code(201);
    if (placed.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return placed.order;
  });

  app.get(apiPaths.orders, { preHandler: guard }, async (request): Promise<OrderList> => {
    const page = parseInput(ordersListQuerySchema, request.query ?? {}).page ?? 1;
    const { count, results } = await listOrders(ctx.db, currentUser(request).id, page, ORDERS_PAGE_SIZE);
    return drfPage(requestOrigin(ctx, request), request.url, page, ORDERS_PAGE_SIZE, count, results);
  });

  /** The user's order as it is now, or a 404. */
  const answer = async (request: FastifyRequest, id: number | undefined): Promise<Order> => {
    const order = id === undefined ? undefined : await readOrder(ctx.db, currentUser(request).id, id, requestOrigin(ctx, request));
    if (!order) throw notFound();
    return order;
  };

  app.get<{ Params: { id: string } }>(apiRoutePatterns.order, { preHandler: guard }, (request) => answer(request, pathId(request.params.id)));

  // The collector's own changes (cancel.ts): 404 for a line that is not theirs, 409 with the reason when its status forbids it.
  type LineParams = { Params: { id: string; position: string } };
  const lineOf = (request: FastifyRequest<LineParams>) => {
    const id = pathId(request.params.id);
    const position = pathPosition(request.params.position);
    if (id === undefined || position === undefined) throw notFound();
    return { id, position };
  };
  app.post<LineParams>(apiRoutePatterns.orderLineCancel, { preHandler: guard }, async (request): Promise<Order> => {
    const { id, position } = lineOf(request);
    const { reason } = parseBody(lineCancelRequestSchema, request.body);
    const cancelled = await cancelLine(ctx.db, orderMailSettings(ctx.config), currentUser(request).id, id, position, reason, ctx.now());
    if (cancelled.unitsBack) catalogue.invalidate();
    return answer(request, id);
  });
  app.post<LineParams>(apiRoutePatterns.orderLineCancellationRequest, { preHandler: guard }, async (request): Promise<Order> => {
    const { id, position } = lineOf(request);
    const { reason } = parseBody(lineCancelRequestSchema, request.body);
    await requestCancellation(ctx.db, orderMailSettings(ctx.config), currentUser(request).id, id, position, reason, ctx.now());
    return answer(request, id);
  });
  app.post<{ Params: { id: string } }>(apiRoutePatterns.orderShipTogether, { preHandler: guard }, async (request): Promise<Order> => {
    const id = pathId(request.params.id);
    if (id === undefined) throw notFound();
    parseBody(shipTogetherRequestSchema, request.body);
    await stopShippingTogether(ctx.db, orderMailSettings(ctx.config), currentUser(request).id, id, ctx.now());
    return answer(request, id);
  });
}
