/**
 * Order endpoints (docs/product-rules.md §Orders 1, 4), shapes in src/shared/api/orders.ts, all for
 * the signed-in user (the cart's guard): POST /api/orders/ places the reviewed checkout (header
 * Idempotency-Key; place.ts) and answers the order, 201; GET /api/orders/ lists the user's orders
 * (DRF page-number pagination, ORDERS_PAGE_SIZE per page, newest first); GET /api/orders/{id}/
 * answers one. Another user's order, an unknown id and a malformed id are all 404 `Not found.`
 * (never 403: whether an order exists is not told to anyone else).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { drfErrorMessages } from '../../shared/api/errors';
import { notificationsListRequestSchema } from '../../shared/api/notifications';
import { placeOrderRequestSchema, type Order, type OrderList } from '../../shared/api/orders';
import { apiPaths, apiRoutePatterns } from '../../shared/api/paths';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import { checkPage, pageLink, type Catalogue } from '../catalogue/routes';
import { settlementRate } from '../checkout/quote';
import { requestOrigin, type DemoContext } from '../context';
import { detailError } from '../http/errors';
import { parseBody, parseInput } from '../http/validate';
import type { EcbDay } from '../rates/ecb';
import { idempotencyKeyOf } from './idempotency';
import { placeOrder } from './place';
import { listOrders, readOrder } from './repository';

/** Orders per page of GET /api/orders/ (the contract's orderListSchema: 20 per page). */
export const ORDERS_PAGE_SIZE = 20;
/** The header that marks an answer given again for a key already used (Stripe's name). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** ?page as the notifications list takes it (a whole number from 1). */
const ordersListQuerySchema = z.pick(notificationsListRequestSchema, { page: true });

/** A path id as an order id: digits without a leading zero, a safe integer; anything else is no order. */
function orderIdOf(raw: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Registers the order routes. `catalogue` is told when placing changed a figure's stock or
 * allocation (its cached lists show them); `ecb` gives the settlement rate (checkout/quote.ts), the
 * same the review was quoted at.
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: DemoContext, catalogue: Catalogue, ecb: EcbDay): void {
  const guard = makeAuthGuard(ctx);
  const rate = settlementRate(ecb);
  const notFound = () => detailError(404, drfErrorMessages.notFound);

  app.post(apiPaths.orders, { preHandler: guard }, async (request, reply): Promise<Order> => {
    const key = idempotencyKeyOf(request);
    const body = parseBody(placeOrderRequestSchema, request.body);
    const user = currentUser(request);
    const origin = requestOrigin(ctx, request);
    const placed = await placeOrder(ctx.db, { rate, nowMs: ctx.now(), origin }, user.id, key, body);
    if (!placed.replayed) catalogue.invalidate();
    void reply.code(201);
    if (placed.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return placed.order;
  });

  app.get(apiPaths.orders, { preHandler: guard }, async (request): Promise<OrderList> => {
    const page = parseInput(ordersListQuerySchema, request.query ?? {}).page ?? 1;
    const { count, results } = await listOrders(ctx.db, currentUser(request).id, page, ORDERS_PAGE_SIZE);
    const { lastPage } = checkPage(count, page, ORDERS_PAGE_SIZE);
    const origin = requestOrigin(ctx, request);
    return {
      count,
      next: page < lastPage ? pageLink(origin, request.url, page + 1) : null,
      previous: page > 1 ? pageLink(origin, request.url, page - 1) : null,
      results,
    };
  });

  app.get<{ Params: { id: string } }>(apiRoutePatterns.order, { preHandler: guard }, async (request): Promise<Order> => {
    const id = orderIdOf(request.params.id);
    const order = id === undefined ? undefined : await readOrder(ctx.db, currentUser(request).id, id, requestOrigin(ctx, request));
    if (!order) throw notFound();
    return order;
  });
}
