/**
 * The harness of the orders-to-the-door tests: the payment harness (a demo API on a temporary
 * SQLite file, orders placed through POST /api/orders/, the provider's pages) plus what the
 * fulfilment rules need: the seeded moderator's token, a moderator's release of a figure (PATCH
 * /api/moderation/figures/{slug}/), a payment made as a collector makes it (POST
 * /api/orders/{id}/payment/, the provider's card form, then the signed webhook: sent by the
 * provider itself when the server listens, else taken from its outbox and signed here), ship-together
 * orders, the mailbox and the order notifications, and the staff calls of /api/fulfilment/.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { apiPaths, figureModerationResponseSchema, fulfilmentLogSchema, notificationsListResponseSchema, orderPagePath, staffCancellationListSchema, staffShipmentListSchema, type CancellationReason, type FigureModerationResponse, type FulfilmentLogEntry, type Notification, type Order, type StaffCancellation, type StaffShipment, fulfilmentPaths, orderPaths, moderationPaths } from '@shared/api';
import { listMail, type Mail } from '../../../../src/demo-api/mail/mailbox';
import { cartCalls } from '../cart/support';
import { MODERATOR, json, login } from '../helpers';
import { orderOf } from '../orders/support';
import { CARDS, GOOD, START, WEB, clockSeconds, paymentHarness, signed, webhookSecretOf, type PaymentHarness } from '../payments/support';

export { START, WEB };
/** Where the order e-mails link (the harness's first web origin). */
export const MAIL = { appOrigin: WEB } as const;
/** Access tokens that outlive the days a test moves the clock on. */
const LONG_TOKENS_S = 365 * 24 * 3600;

/** Waits for an asynchronous outcome (a webhook delivered, a mail written). */
export const eventually = <T>(check: () => Promise<T> | T): Promise<T> => vi.waitFor(check, { timeout: 10_000, interval: 25 });

/** A collector of the test's own: its token, e-mail address and username. */
export interface Collector {
  token: string;
  email: string;
  username: string;
}

export interface DoorHarness extends PaymentHarness {
  /** The seeded moderator's access token (staff). */
  moderator: string;
  /** Whether the server listens (the provider then sends its webhooks itself). */
  listening: boolean;
  /** The server clock now (ms since the epoch). */
  now(): number;
  /** Moves the server clock on by `ms`. */
  advance(ms: number): void;
  /** A new verified collector. */
  newCollectorAccount(label: string): Promise<Collector>;
  /** A figure's name and id. */
  figure(slug: string): Promise<{ id: number; name: string }>;
  /** A moderator's PATCH putting `slug` in stock with `stock` units (200, parsed). */
  release(slug: string, stock?: number): Promise<FigureModerationResponse>;
  /** Places `lines` reviewed with "ship everything together". */
  orderTogether(lines: ReadonlyArray<[string, number]>, key: string, token?: string): Promise<Order>;
  /** Pays the order's next invoice as the collector does, and resolves the order once the webhook made it paid. */
  pay(orderId: number, token?: string): Promise<Order>;
  /** Signs and posts the provider's queued event `eventId` to the webhook (as the provider would). */
  deliverQueued(eventId: string): Promise<LightMyRequestResponse>;
  /** The mailbox of `email`, newest first. */
  mail(email: string): Promise<Mail[]>;
  /** The `order` notifications of `token` about order `orderId`, newest first. */
  orderNotes(orderId: number, token?: string): Promise<Notification[]>;
  /** POST …/lines/{position}/cancel/ {reason}. */
  cancelLine(orderId: number, position: number, reason?: unknown, token?: string): Promise<LightMyRequestResponse>;
  /** POST …/lines/{position}/cancellation-request/ {reason}. */
  requestCancellation(orderId: number, position: number, reason?: CancellationReason, token?: string): Promise<LightMyRequestResponse>;
  /** The staff calls, as the moderator unless `token` says otherwise. */
  staff: {
    /** Every page of the shipments in `state` (default ready). */
    shipments(state?: string, token?: string): Promise<StaffShipment[]>;
    ship(orderId: number, position: number, body: unknown, token?: string): Promise<LightMyRequestResponse>;
    deliver(orderId: number, position: number, token?: string): Promise<LightMyRequestResponse>;
    refund(orderId: number, position: number, body: unknown, token?: string): Promise<LightMyRequestResponse>;
    cancellations(token?: string): Promise<StaffCancellation[]>;
    decide(orderId: number, position: number, body: unknown, token?: string): Promise<LightMyRequestResponse>;
    /** The staff log's entries (about order `orderId` when given), newest first. */
    log(orderId?: number): Promise<FulfilmentLogEntry[]>;
  };
}

/** Starts the harness; `listen` makes the server listen on a loopback port (real webhook delivery). */
export async function doorHarness({ listen }: { listen: boolean }): Promise<DoorHarness> {
  const h = await paymentHarness(120, { accessTokenTtlSeconds: LONG_TOKENS_S, webOrigins: [WEB], payments: { webhook: { firstRetryDelayMs: 50, maxAttempts: 5 } } });
  const app = h.server.app;
  if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
  const moderator = (await login(app, MODERATOR)).access_token;
  const secret = webhookSecretOf(await h.serverSecret());
  let clock = START;
  const profileOf = async (token: string): Promise<Collector> => {
    const profile = (await json(app, 'GET', apiPaths.profile, undefined, token)).json() as { email: string; username: string };
    return { token, email: profile.email, username: profile.username };
  };
  const deliverQueued: DoorHarness['deliverQueued'] = async (eventId) => {
    const row = (await h.outbox()).find((candidate) => candidate.event.id === eventId);
    if (!row) throw new Error(`no event ${eventId} in the outbox`);
    return h.webhook(row.payload, signed(secret, row.payload, clockSeconds(clock)));
  };
  const read = (orderId: number, token = h.token) => h.read(orderId, token);
  const staffList = async (url: string, token: string) => {
    const res = await json(app, 'GET', url, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };
  return {
    ...h,
    moderator,
    listening: listen,
    now: () => clock,
    advance(ms) {
      clock += ms;
      h.server.advance(ms);
    },
    async newCollectorAccount(label) {
      return profileOf(await h.newCollector(label));
    },
    async figure(slug) {
      const row = (await h.db.execute({ sql: 'SELECT id, name FROM figures WHERE slug = ?', args: [slug] })).rows[0]!;
      return { id: Number(row.id), name: String(row.name) };
    },
    async release(slug, stock = 5) {
      const res = await json(app, 'PATCH', moderationPaths.figure(slug), { status: 'in_stock', stock }, moderator);
      expect(res.statusCode, res.body).toBe(200);
      return figureModerationResponseSchema.parse(res.json());
    },
    async orderTogether(lines, key, token = h.token) {
      const cart = cartCalls(h, token);
      for (const [slug, quantity] of lines) expect((await cart.add(slug, quantity)).statusCode).toBeLessThan(300);
      const { request } = await h.review(token, { together: true });
      expect(request.ship_together).toBe(true);
      return orderOf(await h.place(request, key, token));
    },
    async pay(orderId, token = h.token) {
      const before = await read(orderId, token);
      const invoice = before.invoices.find((candidate) => candidate.state === 'open' && candidate.due_at === before.payment.due_at);
      if (!invoice) throw new Error(`order ${orderId} has nothing to pay`);
      const session = await h.session(orderId, token);
      const paid = await h.post(session.path, { number: CARDS.pays, ...GOOD });
      expect(paid.statusCode, paid.body).toBe(303);
      if (!listen) {
        const row = (await h.outbox()).find((candidate) => candidate.event.data.session_id === session.session_id && candidate.event.type === 'payment.succeeded');
        expect((await deliverQueued(row!.event.id)).statusCode).toBe(200);
      }
      return eventually(async () => {
        const order = await read(orderId, token);
        expect(order.invoices.find((candidate) => candidate.id === invoice.id)?.state).toBe('paid');
        return order;
      });
    },
    deliverQueued,
    mail: (email) => listMail(h.db, email),
    async orderNotes(orderId, token = h.token) {
      const res = await json(app, 'GET', '/api/notifications/?kind=order&page_size=100', undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return notificationsListResponseSchema.parse(res.json()).results.filter((note) => note.target?.type === 'page' && note.target.path === orderPagePath(orderId));
    },
    cancelLine: (orderId, position, reason = 'changed_mind', token = h.token) => json(app, 'POST', orderPaths.lineCancel(orderId, position), { reason }, token),
    requestCancellation: (orderId, position, reason = 'changed_mind', token = h.token) =>
      json(app, 'POST', orderPaths.lineCancellationRequest(orderId, position), { reason }, token),
    staff: {
      async shipments(state = 'ready', token = moderator) {
        const all: StaffShipment[] = [];
        for (let page = 1; ; page += 1) {
          const list = staffShipmentListSchema.parse(await staffList(`${fulfilmentPaths.shipments}?state=${state}&page=${page}`, token));
          all.push(...list.results);
          if (list.next === null) return all;
        }
      },
      ship: (orderId, position, body, token = moderator) => json(app, 'POST', fulfilmentPaths.ship(orderId, position), body, token),
      deliver: (orderId, position, token = moderator) => json(app, 'POST', fulfilmentPaths.deliver(orderId, position), {}, token),
      refund: (orderId, position, body, token = moderator) => json(app, 'POST', fulfilmentPaths.refund(orderId, position), body, token),
      cancellations: async (token = moderator) => staffCancellationListSchema.parse(await staffList(fulfilmentPaths.cancellations, token)).results,
      decide: (orderId, position, body, token = moderator) => json(app, 'POST', fulfilmentPaths.cancellation(orderId, position), body, token),
      async log(orderId) {
        const entries = fulfilmentLogSchema.parse(await staffList(`${fulfilmentPaths.log}?page_size=100`, moderator)).results;
        return orderId === undefined ? entries : entries.filter((entry) => entry.order_id === orderId);
      },
    },
  };
}
