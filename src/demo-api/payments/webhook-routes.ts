/**
 * POST /api/payments/webhook/ (docs/product-rules.md §Payment 4): the shop's receiver of the provider's
 * signed events, the only thing that makes an order paid. No account: the signature is the
 * authentication, checked over the RAW body (a JSON parse and re-serialisation would change the
 * bytes), so this route alone, in an encapsulated plugin, takes `application/json` as a string and
 * any other type as a 415. In order: a missing or wrong signature is a 400 `signature_invalid`; one
 * outside PAYMENT_SIGNATURE_TOLERANCE_S a 400 `signature_too_old`; a body that is not a payment event a
 * 400; an unknown session a 404; an event already handled a 200 `{received: true}` changing nothing.
 * Otherwise the order's payment hook runs (orders/payment.ts: markInvoicePaid for `payment.succeeded`,
 * recordPaymentFailure for `payment.failed`, confirmRefund for `charge.refunded`; a payment for an
 * invoice cancelled meanwhile is given back in full by the provider), then the event id is recorded. The hooks are idempotent
 * themselves and one order's events are handled one at a time, so a retry that comes between the two
 * still changes the order once.
 */
import type { FastifyInstance } from 'fastify';
import { drfErrorMessages } from '../../shared/api/errors';
import { drfMessages } from '../../shared/api/fields';
import { orderMessages, paymentEventSchema, PAYMENT_SIGNATURE_HEADER, type PaymentEvent } from '../../shared/api/orders';

import { orderPaths } from '../../shared/api/orders';
import { nowIso, type DemoContext } from '../context';
import { detailError, fieldErrors } from '../http/errors';
import { parseBody } from '../http/validate';
import { confirmRefund, markInvoicePaid, recordPaymentFailure } from '../orders/payment';
import { orderMailSettings } from '../orders/order-mail';
import { refundSession } from './refunds';
import type { WebhookSender } from './webhook-sender';
import { KeyedLock } from '../storage/keyed-lock';
import { queryOne, run } from '../storage/db';
import { findSession, type ProviderSession } from './sessions';
import { verifySignature, webhookSecret } from './signature';

/** Largest webhook body in bytes: an event is a few hundred. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The body as JSON; a 400 parse_error when it is not. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw detailError(400, drfErrorMessages.parseError, 'parse_error');
  }
}

/** Applies `event` to its session's invoice through the orders' payment hooks. */
async function applyEvent(ctx: DemoContext, app: FastifyInstance, sender: WebhookSender, event: PaymentEvent, session: ProviderSession): Promise<void> {
  const at = new Date(event.created * 1000).toISOString();
  const mail = orderMailSettings(ctx.config);
  if (event.type === 'payment.succeeded') {
    const result = await markInvoicePaid(ctx.db, session.invoiceId, { amountJpy: event.data.amount_jpy, at, sessionId: session.id }, mail);
    // Paid after its lines were cancelled: nothing changes, and the provider gives the money back.
    if (result === 'cancelled') {
      app.log.warn({ orderId: session.orderId, invoiceId: session.invoiceId, eventId: event.id }, 'payment received for a cancelled invoice: refunded');
      const refund = await refundSession(ctx.db, session.id, event.data.amount_jpy, ctx.now());
      if (refund) sender.deliverSoon(refund.eventId);
    }
    return;
  }
  if (event.type === 'charge.refunded') {
    if (event.data.refund_id === undefined) throw fieldErrors({ 'data.refund_id': [drfMessages.required] });
    await confirmRefund(ctx.db, event.data.refund_id, at, mail);
    return;
  }
  const failure = event.data.failure;
  if (failure === null) throw fieldErrors({ 'data.failure': [drfMessages.null] });
  await recordPaymentFailure(ctx.db, session.invoiceId, { code: failure.code, message: failure.message, at }, mail);
}

/** Registers the receiver (see the file header). */
export function registerPaymentWebhookRoute(app: FastifyInstance, ctx: DemoContext, sender: WebhookSender): void {
  const secret = webhookSecret(ctx.secret);
  const perOrder = new KeyedLock();
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(orderPaths.paymentWebhook, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = verifySignature(secret, request.headers[PAYMENT_SIGNATURE_HEADER.toLowerCase()], raw, ctx.now());
      if (check === 'invalid') throw detailError(400, orderMessages.signatureInvalid, 'signature_invalid');
      if (check === 'outside_tolerance') throw detailError(400, orderMessages.signatureTooOld, 'signature_too_old');
      const event = parseBody(paymentEventSchema, parseJson(raw));
      const session = await findSession(ctx.db, event.data.session_id);
      if (!session) throw detailError(404, drfErrorMessages.notFound);
      return perOrder.run(String(session.orderId), async () => {
        if (await queryOne(ctx.db, 'SELECT 1 FROM payment_events_handled WHERE event_id = ?', [event.id])) return { received: true };
        await applyEvent(ctx, app, sender, event, session);
        await run(ctx.db, 'INSERT OR IGNORE INTO payment_events_handled (event_id, session_id, type, handled_at) VALUES (?, ?, ?, ?)', [event.id, session.id, event.type, nowIso(ctx)]);
        return { received: true };
      });
    });
  });
}
