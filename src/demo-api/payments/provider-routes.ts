/**
 * The demo payment provider's pages (docs/product-rules.md §Payment 1, 3), as Stripe Checkout's hosted
 * page: GET /pay/<session> shows the card form; POST /pay/<session> (an HTML form, urlencoded) tries
 * the card (cards.ts). Success: the session is paid, a `payment.succeeded` webhook is queued, and the
 * browser goes (303) to the session's return URL exactly. A failure: the form again with the reason
 * (and the typed name, never the card number), and a `payment.failed` webhook. The confirmation card
 * goes (303) to /pay/<session>/authenticate first, whose two buttons complete or fail it. A form the
 * provider refuses (unknown number, bad expiry format, no name) is shown again and reported to no one.
 * A session already paid, expired, or whose order no longer has that amount due, charges nothing and
 * says so; an unknown one is a 404. The POSTs are throttled per client address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentFailureCode } from '../../shared/api/orders';
import { demoPaths } from '../../shared/api/paths';
import type { Budget } from '../auth/rate-limit';
import type { DemoContext } from '../context';
import { sendHtml } from '../http/html';
import { payableOrder } from '../orders/payment';
import { cardOutcome, type CardForm } from './cards';
import { authenticatePage, noticePage, paymentFormPage } from './provider-pages';
import { pageLanguage, providerText } from './provider-text';
import { beginAuthentication, findSession, hasPaymentDue, recordOutcome, sessionState, type ProviderSession } from './sessions';
import type { WebhookSender } from './webhook-sender';

/** Route patterns of demoPaths.paymentPage and demoPaths.paymentAuthenticate. */
export const PAY_PAGE_ROUTE = '/pay/:session';
export const PAY_AUTHENTICATE_ROUTE = '/pay/:session/authenticate';

type SessionRequest = FastifyRequest<{ Params: { session: string } }>;

/** The posted card form's fields as strings ('' when missing or not text). */
function cardForm(body: unknown): CardForm {
  const field = (name: keyof CardForm) => {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : '';
  };
  return { number: field('number'), expiry: field('expiry'), cvc: field('cvc'), name: field('name') };
}

export function registerProviderPages(app: FastifyInstance, ctx: DemoContext, sender: WebhookSender, postsPerAddress: Budget): void {
  const throttled = { rateLimit: { max: postsPerAddress.max, timeWindow: postsPerAddress.windowMs } };
  const send = (reply: FastifyReply, html: string, status = 200) => sendHtml(reply, html, status, { vary: 'Accept-Language' });
  const languageOf = (request: FastifyRequest) => pageLanguage(request.headers['accept-language']);

  /** The page for a session that cannot be paid (any more), by its state now. */
  const notice = async (request: FastifyRequest, reply: FastifyReply, session: ProviderSession | null, post: boolean) => {
    const language = languageOf(request);
    if (!session) return send(reply, noticePage(language, 'notFound'), 404);
    if (sessionState(session, ctx.now()) === 'succeeded') return send(reply, noticePage(language, 'complete', session), post ? 409 : 200);
    return send(reply, noticePage(language, 'expired', session), 410);
  };

  /** The session when it can take a payment now: open, unexpired, and its invoice is still the order's next to pay, for its amount. */
  const payable = async (request: SessionRequest): Promise<{ session: ProviderSession | null; open: boolean }> => {
    const session = await findSession(ctx.db, request.params.session);
    if (!session || sessionState(session, ctx.now()) !== 'open') return { session, open: false };
    const order = await payableOrder(ctx.db, session.userId, session.orderId);
    return { session, open: order !== null && hasPaymentDue(order) && order.invoiceId === session.invoiceId && order.amountDueJpy === session.amountJpy };
  };

  /** The payment succeeded: the session is paid, the webhook queued, the browser sent back. */
  const approve = async (request: SessionRequest, reply: FastifyReply, session: ProviderSession) => {
    const eventId = await recordOutcome(ctx.db, session, null, ctx.now());
    if (eventId === null) return notice(request, reply, await findSession(ctx.db, session.id), true);
    sender.deliverSoon(eventId);
    return reply.redirect(session.returnUrl, 303);
  };

  /** The payment failed: the webhook queued, the form shown again with the reason and the typed name. */
  const fail = async (request: SessionRequest, reply: FastifyReply, session: ProviderSession, code: PaymentFailureCode, name: string) => {
    const eventId = await recordOutcome(ctx.db, session, code, ctx.now());
    if (eventId === null) return notice(request, reply, await findSession(ctx.db, session.id), true);
    sender.deliverSoon(eventId);
    const language = languageOf(request);
    return send(reply, paymentFormPage(language, session, demoPaths.paymentPage(session.id), { message: providerText(language).failure[code], name }));
  };

  app.get<{ Params: { session: string } }>(PAY_PAGE_ROUTE, async (request, reply) => {
    const { session, open } = await payable(request);
    if (!session || !open) return notice(request, reply, session, false);
    return send(reply, paymentFormPage(languageOf(request), session, demoPaths.paymentPage(session.id)));
  });

  app.post<{ Params: { session: string } }>(PAY_PAGE_ROUTE, { config: { formBody: true, ...throttled } }, async (request, reply) => {
    const { session, open } = await payable(request);
    if (!session || !open) return notice(request, reply, session, true);
    const form = cardForm(request.body);
    const outcome = cardOutcome(form, new Date(ctx.now()));
    switch (outcome.kind) {
      case 'approve':
        return approve(request, reply, session);
      case 'declined':
        return fail(request, reply, session, outcome.code, form.name);
      case 'authenticate':
        if (!(await beginAuthentication(ctx.db, session, form.name, ctx.now()))) return notice(request, reply, await findSession(ctx.db, session.id), true);
        return reply.redirect(demoPaths.paymentAuthenticate(session.id), 303);
      case 'invalid': {
        const language = languageOf(request);
        const state = { message: providerText(language).invalid[outcome.field], invalidField: outcome.field, name: form.name };
        return send(reply, paymentFormPage(language, session, demoPaths.paymentPage(session.id), state));
      }
    }
  });

  // The confirmation step exists only after the confirmation card was posted; otherwise back to the form.
  app.get<{ Params: { session: string } }>(PAY_AUTHENTICATE_ROUTE, async (request, reply) => {
    const { session, open } = await payable(request);
    if (!session || !open) return notice(request, reply, session, false);
    if (session.authenticatingName === null) return reply.redirect(demoPaths.paymentPage(session.id), 303);
    return send(reply, authenticatePage(languageOf(request), session, demoPaths.paymentAuthenticate(session.id)));
  });

  app.post<{ Params: { session: string } }>(PAY_AUTHENTICATE_ROUTE, { config: { formBody: true, ...throttled } }, async (request, reply) => {
    const { session, open } = await payable(request);
    if (!session || !open) return notice(request, reply, session, true);
    if (session.authenticatingName === null) return reply.redirect(demoPaths.paymentPage(session.id), 303);
    const decision = (request.body as Record<string, unknown> | undefined)?.decision;
    if (decision === 'complete') return approve(request, reply, session);
    if (decision === 'fail') return fail(request, reply, session, 'authentication_failed', session.authenticatingName);
    return send(reply, authenticatePage(languageOf(request), session, demoPaths.paymentAuthenticate(session.id)), 400);
  });
}
