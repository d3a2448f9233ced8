/**
 * Payment (docs/product-rules.md §Payment), as Stripe Checkout + webhooks: POST /api/orders/{id}/payment/
 * {return_url} opens a session at the demo provider "Figure Pay" and answers its page's URL; the
 * collector pays there (provider-routes.ts); the provider's signed webhook (webhook-sender.ts →
 * webhook-routes.ts) is the only thing that makes the order paid. Shapes in src/shared/api/orders.ts.
 */
import type { FastifyInstance } from 'fastify';
import { drfErrorMessages } from '../../shared/api/errors';
import { orderMessages, paymentSessionRequestSchema, type PaymentSession } from '../../shared/api/orders';
import { apiRoutePatterns, demoPaths } from '../../shared/api/paths';
import { currentUser, makeAuthGuard } from '../auth/auth-guard';
import type { Budget } from '../auth/rate-limit';
import { requestOrigin, type DemoContext } from '../context';
import { detailError, fieldErrors } from '../http/errors';
import { parseBody } from '../http/validate';
import { pathId } from '../http/path-ids';
import { payableOrder } from '../orders/payment';
import { registerProviderPages } from './provider-routes';
import { hasPaymentDue, openSession, registeredReturnUrls } from './sessions';
import { registerPaymentWebhookRoute } from './webhook-routes';
import { DEFAULT_WEBHOOK_SENDER, startWebhookSender, type WebhookSender, type WebhookSenderSettings } from './webhook-sender';

/** Settings of the payment provider; server option `payments` replaces any of them (tests use short ones). */
export interface PaymentSettings {
  /** Webhook delivery: retry delays, attempts, timeout (webhook-sender.ts). */
  webhook: Partial<WebhookSenderSettings>;
  /** Card form and confirmation posts per client address (a person tries a few cards; a card-testing script many). */
  payPostsPerAddress: Budget;
}

export const DEFAULT_PAY_POSTS_PER_ADDRESS: Budget = { max: 60, windowMs: 60_000 };

/**
 * POST /api/orders/{id}/payment/ {return_url} (signed in): 404 `Not found.` when the order is unknown or
 * another user's; 409 `nothing_to_pay` when nothing is due (paid, cancelled, pre-orders only, or
 * already paid at the provider and the webhook not yet handled); 400 `{"return_url": [...]}` unless
 * the URL is one of the order's registered return URLs exactly. Else 201 PaymentSession: a new session
 * for the amount due (an hour long; the order's other open sessions expire) and its page's URL on
 * this server's origin.
 */
function registerSessionRoute(app: FastifyInstance, ctx: DemoContext): void {
  const guard = makeAuthGuard(ctx);
  app.post<{ Params: { id: string } }>(apiRoutePatterns.orderPayment, { preHandler: guard }, async (request, reply): Promise<PaymentSession> => {
    const user = currentUser(request);
    const orderId = pathId(request.params.id);
    const order = orderId === undefined ? null : await payableOrder(ctx.db, user.id, orderId);
    if (!order) throw detailError(404, drfErrorMessages.notFound);
    if (!hasPaymentDue(order)) throw detailError(409, orderMessages.nothingToPay, 'nothing_to_pay');
    const body = parseBody(paymentSessionRequestSchema, request.body);
    if (!registeredReturnUrls(ctx.config, order.id).has(body.return_url)) throw fieldErrors({ return_url: [orderMessages.returnUrlNotAllowed] });
    const session = await openSession(ctx.db, order, body.return_url, ctx.now());
    if (!session) throw detailError(409, orderMessages.nothingToPay, 'nothing_to_pay');
    void reply.code(201);
    return { session_id: session.id, url: `${requestOrigin(ctx, request)}${demoPaths.paymentPage(session.id)}`, expires_at: session.expiresAt };
  });
}

/**
 * Registers the session call, the provider's pages and the webhook receiver, and starts the webhook
 * sender; resolves the sender, which the shop's refunds hand their `charge.refunded` events to.
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: DemoContext, overrides: Partial<PaymentSettings> = {}): WebhookSender {
  const sender = startWebhookSender(app, ctx, { ...DEFAULT_WEBHOOK_SENDER, ...overrides.webhook });
  registerSessionRoute(app, ctx);
  registerProviderPages(app, ctx, sender, overrides.payPostsPerAddress ?? DEFAULT_PAY_POSTS_PER_ADDRESS);
  registerPaymentWebhookRoute(app, ctx, sender);
  return sender;
}
