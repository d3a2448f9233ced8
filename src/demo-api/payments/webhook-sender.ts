/**
 * The demo provider's webhook delivery (docs/product-rules.md §Payment 4), as Stripe's: each event is
 * written to an outbox in the same SQLite write as the payment outcome it reports, then POSTed by real
 * HTTP to this server's own webhook endpoint (the listening origin + orderPaths.paymentWebhook), signed
 * afresh at each attempt (signature.ts). It goes right after the outcome (never holding up the
 * browser's redirect) and, until an answer is 2xx, again after 1 s, 2 s, 4 s … (doubling) up to
 * `maxAttempts` attempts in all. Timers are unref'd and stop on app.close(); events still due when the
 * server stops are sent again once it listens next. While the server does not listen (tests on
 * `inject`), events wait in the outbox.
 */
import { randomBytes } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_SIGNATURE_HEADER, type PaymentEvent } from '../../shared/api/orders';

import { orderPaths } from '../../shared/api/orders';
import { nowIso, type DemoContext } from '../context';
import { queryAll, queryOne, run } from '../storage/db';
import { listeningOrigin } from '../periodic';
import { signatureHeader, webhookSecret } from './signature';

/** Delivery settings; server option `payments.webhook` replaces any of them (tests use short delays). */
export interface WebhookSenderSettings {
  /** Delay before the second attempt in ms; each later one doubles it. */
  firstRetryDelayMs: number;
  /** Attempts in all, the first included; after the last failure the event stays in the outbox, undelivered. */
  maxAttempts: number;
  /** How long one attempt waits for an answer, in ms. */
  timeoutMs: number;
}

/** Stripe-like defaults: 1 s, 2 s, 4 s … for 8 attempts (about 2 minutes in all). */
export const DEFAULT_WEBHOOK_SENDER: WebhookSenderSettings = { firstRetryDelayMs: 1000, maxAttempts: 8, timeoutMs: 10_000 };

/** A new event id: `evt_` + 24 random bytes, base64url. */
export function newEventId(): string {
  return `evt_${randomBytes(24).toString('base64url')}`;
}

/**
 * The statement that puts `event` in the outbox, due at once. It is written only when the statement
 * before it in the same batch changed a row (SQLite `changes()`): the session update it reports.
 */
export function enqueueAfterChange(event: PaymentEvent, nowMs: number): InStatement {
  return {
    sql: `INSERT INTO payment_webhook_outbox (event_id, session_id, payload, attempts, next_attempt_at, created_at)
          SELECT ?, ?, ?, 0, ?, ? WHERE changes() = 1`,
    args: [event.id, event.data.session_id, JSON.stringify(event), nowMs, new Date(nowMs).toISOString()],
  };
}

/** Sends the outbox; `deliverSoon` after writing an event. */
export interface WebhookSender {
  /** Attempts the event now (in the background) when the server listens; else it waits in the outbox. */
  deliverSoon(eventId: string): void;
}

/** Starts the sender of `app` (see the file header); it stops when the app closes. */
export function startWebhookSender(app: FastifyInstance, ctx: DemoContext, settings: WebhookSenderSettings): WebhookSender {
  const secret = webhookSecret(ctx.secret);
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();

  /** One attempt: POST the stored payload, record the answer, schedule the next attempt on failure. */
  const attempt = async (eventId: string): Promise<void> => {
    const row = await queryOne(ctx.db, 'SELECT payload, attempts FROM payment_webhook_outbox WHERE event_id = ? AND delivered_at IS NULL', [eventId]);
    if (!row || Number(row.attempts) >= settings.maxAttempts) return;
    const payload = String(row.payload);
    let error: string | null;
    try {
      const answer = await fetch(`${listeningOrigin(app, ctx)}${orderPaths.paymentWebhook}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signatureHeader(secret, payload, ctx.now()) },
        body: payload,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(settings.timeoutMs)]),
      });
      await answer.arrayBuffer();
      error = answer.ok ? null : `HTTP ${answer.status}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    if (stopping.signal.aborted) return; // stopped mid-attempt: not counted, sent again after the next start
    const attempts = Number(row.attempts) + 1;
    if (error === null) {
      await run(ctx.db, 'UPDATE payment_webhook_outbox SET attempts = ?, delivered_at = ?, last_error = NULL WHERE event_id = ?', [attempts, nowIso(ctx), eventId]);
      return;
    }
    const delay = settings.firstRetryDelayMs * 2 ** (attempts - 1);
    await run(ctx.db, 'UPDATE payment_webhook_outbox SET attempts = ?, last_error = ?, next_attempt_at = ? WHERE event_id = ?', [attempts, error.slice(0, 500), ctx.now() + delay, eventId]);
    if (attempts < settings.maxAttempts) schedule(eventId, delay);
  };

  /** Attempts `eventId` after `delayMs`, once: an event already waiting keeps its timer. */
  function schedule(eventId: string, delayMs: number): void {
    if (stopping.signal.aborted || timers.has(eventId) || !app.server.listening) return;
    const timer = setTimeout(() => {
      timers.delete(eventId);
      const work = attempt(eventId).catch((error: unknown) => app.log.error({ err: error, eventId }, 'payment webhook delivery failed'));
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    }, Math.max(0, delayMs));
    timer.unref();
    timers.set(eventId, timer);
  }

  // Events left undelivered when the server last stopped (or queued before it listened) go now, or when due.
  app.addHook('onListen', async () => {
    const due = await queryAll(ctx.db, 'SELECT event_id, next_attempt_at FROM payment_webhook_outbox WHERE delivered_at IS NULL AND attempts < ?', [settings.maxAttempts]);
    for (const row of due) schedule(String(row.event_id), Number(row.next_attempt_at) - ctx.now());
  });
  app.addHook('preClose', async () => {
    stopping.abort();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    await Promise.allSettled([...inFlight]);
  });

  return { deliverSoon: (eventId) => schedule(eventId, 0) };
}
