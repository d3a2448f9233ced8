/**
 * The payment tests' harness: the orders' harness (a demo API on a temporary SQLite file, orders
 * placed through POST /api/orders/) plus the payment calls: POST /api/orders/{id}/payment/, the
 * provider's pages (the card form posted as a browser posts it, urlencoded), the webhook outbox as
 * stored, and webhook requests signed here with node:crypto by the documented scheme (not with the
 * code under test).
 */
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiPaths, demoPaths, orderPagePath, paymentEventSchema, paymentSessionSchema, PAYMENT_SIGNATURE_HEADER, type Order, type PaymentEvent, type PaymentSession, orderPaths } from '@shared/api';
import { loadOrCreateSecret } from '../../../../src/demo-api/storage/secret';
import { json } from '../helpers';
import { orderHarness, orderOf, type OrderHarness } from '../orders/support';

export const WEB = 'http://127.0.0.1:5173';
export const SCHEME = 'com.figureshop.app';
export const START = Date.parse('2026-04-13T09:00:00Z');

/** The test cards (docs/product-rules.md §Payment 3), as a person types them. */
export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  confirm: '4000 0027 6000 3184',
} as const;

/** The rest of a good card form on the test clock's day (April 2026). */
export const GOOD = { expiry: '12/30', cvc: '123', name: 'Mika Tanaka' } as const;

/** The web return URL of an order. */
export const webReturn = (orderId: number) => `${WEB}${orderPagePath(orderId)}`;

/** A stored webhook event of the outbox. */
export interface OutboxRow {
  event: PaymentEvent;
  payload: string;
  attempts: number;
  delivered: boolean;
  lastError: string | null;
}

export interface PaymentHarness extends OrderHarness {
  /** A new order of `token` (default the collector) with one in-stock unit due now. */
  dueOrder(token?: string): Promise<Order>;
  /** POST /api/orders/{id}/payment/ with `returnUrl` (default the web return URL). */
  requestSession(orderId: number, returnUrl?: string, token?: string): Promise<LightMyRequestResponse>;
  /** A new session of the order (201, parsed) and its page's path. */
  session(orderId: number, token?: string): Promise<PaymentSession & { path: string }>;
  /** GET a provider page. */
  page(path: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST a form to a provider page, urlencoded as a browser does. */
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The outbox, oldest first. */
  outbox(): Promise<OutboxRow[]>;
  /** The data dir's server secret (storage/secret.ts). */
  serverSecret(): Promise<Buffer>;
  /** POST the webhook with `body` and `signature` (no header when undefined). */
  webhook(body: string, signature: string | undefined, contentType?: string): Promise<LightMyRequestResponse>;
  /** The order as its owner reads it. */
  read(orderId: number, token?: string): Promise<Order>;
}

/** The webhook secret by the documented rule: HMAC-SHA256(server secret, "figure-pay webhook"). */
export function webhookSecretOf(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('figure-pay webhook').digest();
}

/** `t=<t>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with `secret`, computed here. */
export function signed(secret: Buffer, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** The test clock in whole seconds, moved by `offsetS`. */
export const clockSeconds = (nowMs: number, offsetS = 0) => Math.floor(nowMs / 1000) + offsetS;

/** jsdom (a dev dependency without type declarations): enough of it to read a page. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

/** A provider page parsed as a browser would, to read its elements. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The text of the page's role=alert message, or null. */
export function alertOf(html: string): string | null {
  return parseHtml(html).querySelector('[role="alert"]')?.textContent ?? null;
}

/** Starts the harness; `options` go to the demo API. */
export async function paymentHarness(catalogueSize = 60, options: Parameters<typeof orderHarness>[1] = {}): Promise<PaymentHarness> {
  const h = await orderHarness(catalogueSize, { webOrigins: [WEB], ...options });
  const app = h.server.app;
  let orders = 0;
  const requestSession: PaymentHarness['requestSession'] = (orderId, returnUrl = webReturn(orderId), token = h.token) =>
    json(app, 'POST', orderPaths.payment(orderId), { return_url: returnUrl }, token);
  return {
    ...h,
    async dueOrder(token = h.token) {
      orders += 1;
      const [slug] = await h.figures(1);
      return h.order([[slug, 1]], `payment-test-${orders}`, token);
    },
    requestSession,
    async session(orderId, token = h.token) {
      const res = await requestSession(orderId, webReturn(orderId), token);
      expect(res.statusCode, res.body).toBe(201);
      const session = paymentSessionSchema.parse(res.json());
      return { ...session, path: demoPaths.paymentPage(session.session_id) };
    },
    page: (path, headers = {}) => app.inject({ method: 'GET', url: path, headers }),
    post: (path, fields, headers = {}) =>
      app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() }),
    async outbox() {
      const rows = (await h.db.execute('SELECT payload, attempts, delivered_at, last_error FROM payment_webhook_outbox ORDER BY created_at, rowid')).rows;
      return rows.map((row) => ({
        event: paymentEventSchema.parse(JSON.parse(String(row.payload))),
        payload: String(row.payload),
        attempts: Number(row.attempts),
        delivered: row.delivered_at !== null,
        lastError: row.last_error === null ? null : String(row.last_error),
      }));
    },
    serverSecret: () => loadOrCreateSecret(h.server.dataDir),
    webhook: (body, signature, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: orderPaths.paymentWebhook,
        headers: { 'content-type': contentType, ...(signature === undefined ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature }) },
        payload: body,
      }),
    read: async (orderId, token = h.token) => orderOf(await json(app, 'GET', apiPaths.order(orderId), undefined, token), 200),
  };
}
