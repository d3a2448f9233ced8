/**
 * The demo provider's checkout sessions (docs/product-rules.md §Payment 1–3), as Stripe Checkout's:
 * a session pays one invoice's amount due, once, within an hour, and sends the browser back to a
 * registered return URL. Each change is one SQLite batch (one transaction, run without yielding),
 * guarded by the session's status, so two requests never both pay it: opening a session expires the
 * invoice's other open ones, a payment needs the session still open and unexpired, and a partial
 * UNIQUE index allows one succeeded session per invoice (migration.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Client, Row } from '@libsql/client';
import { orderPagePath, type PaymentEvent, type PaymentFailureCode } from '../../shared/api/orders';
import { buildOrderReturnUrl } from '../../shared/deep-link/scheme';
import type { DemoConfig } from '../context';
import type { PayableOrder } from '../orders/payment';
import { queryOne, run } from '../storage/db';
import { failureMessage } from './provider-text';
import { enqueueAfterChange, newEventId } from './webhook-sender';

/** A session lasts one hour (Stripe Checkout's shortest expiry is 30 minutes, its default 24 hours). */
export const SESSION_TTL_MS = 3_600_000;
/** `cs_` + 24 random bytes in base64url (32 characters). */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_-]{32}$/;

export interface ProviderSession {
  id: string;
  orderId: number;
  /** The invoice of the order it pays. */
  invoiceId: number;
  userId: number;
  orderNumber: string;
  amountJpy: number;
  returnUrl: string;
  status: 'open' | 'succeeded' | 'expired';
  expiresAt: string;
  /** The name typed before a pending confirmation step; null when none is pending. */
  authenticatingName: string | null;
}

/**
 * The return URLs registered for an order (docs/product-rules.md §Payment 2): `<web origin>/orders/<id>`
 * for each configured web origin and `<desktop scheme>:/orders/<id>`; a client names one by exact
 * string match only, as auth/redirects.ts does for the other redirect doors (RFC 9700 §4.1.3).
 */
export function registeredReturnUrls(config: Pick<DemoConfig, 'webOrigins' | 'desktopScheme'>, orderId: number): ReadonlySet<string> {
  return new Set([...config.webOrigins.map((origin) => `${origin}${orderPagePath(orderId)}`), buildOrderReturnUrl(config.desktopScheme, orderId)]);
}

function sessionOf(row: Row): ProviderSession {
  return {
    id: String(row.id),
    orderId: Number(row.order_id),
    invoiceId: Number(row.invoice_id),
    userId: Number(row.user_id),
    orderNumber: String(row.order_number),
    amountJpy: Number(row.amount_jpy),
    returnUrl: String(row.return_url),
    status: String(row.status) as ProviderSession['status'],
    expiresAt: String(row.expires_at),
    authenticatingName: row.authenticating_name === null ? null : String(row.authenticating_name),
  };
}

/** The session `id`, or null when unknown (or not shaped like a session id). */
export async function findSession(db: Client, id: string): Promise<ProviderSession | null> {
  if (!SESSION_ID_PATTERN.test(id)) return null;
  const row = await queryOne(db, 'SELECT * FROM payment_sessions WHERE id = ?', [id]);
  return row ? sessionOf(row) : null;
}

/** The session's state at `nowMs`: an open session past its expiry is expired. */
export function sessionState(session: ProviderSession, nowMs: number): ProviderSession['status'] {
  return session.status === 'open' && session.expiresAt <= new Date(nowMs).toISOString() ? 'expired' : session.status;
}

/**
 * Opens a session for the amount due now on `order`'s next invoice, returning to `returnUrl` (already
 * checked against registeredReturnUrls), and expires that invoice's other open sessions, in one
 * transaction.
 * @returns the session, or null (nothing written) when nothing is open to pay or the invoice already
 *   has a succeeded session (paid at the provider, the webhook not yet handled): it must not be
 *   charged again.
 */
export async function openSession(db: Client, order: PayableOrder, returnUrl: string, nowMs: number): Promise<ProviderSession | null> {
  if (order.invoiceId === null) return null;
  const id = `cs_${randomBytes(24).toString('base64url')}`;
  const noSuccess = "NOT EXISTS (SELECT 1 FROM payment_sessions WHERE invoice_id = ? AND status = 'succeeded')";
  const [, inserted] = await db.batch(
    [
      { sql: `UPDATE payment_sessions SET status = 'expired', authenticating_name = NULL WHERE invoice_id = ? AND status = 'open' AND ${noSuccess}`, args: [order.invoiceId, order.invoiceId] },
      {
        sql: `INSERT INTO payment_sessions (id, order_id, invoice_id, user_id, order_number, amount_jpy, return_url, status, created_at, expires_at)
              SELECT ?, ?, ?, ?, ?, ?, ?, 'open', ?, ? WHERE ${noSuccess}`,
        args: [
          id, order.id, order.invoiceId, order.userId, order.number, order.amountDueJpy, returnUrl,
          new Date(nowMs).toISOString(), new Date(nowMs + SESSION_TTL_MS).toISOString(), order.invoiceId,
        ],
      },
    ],
    'write',
  );
  return inserted?.rowsAffected === 1 ? findSession(db, id) : null;
}

/** The event reporting an outcome of `session` at `nowMs`. */
function paymentEvent(session: ProviderSession, nowMs: number, failure: PaymentFailureCode | null): PaymentEvent {
  return {
    id: newEventId(),
    type: failure === null ? 'payment.succeeded' : 'payment.failed',
    created: Math.floor(nowMs / 1000),
    data: { session_id: session.id, amount_jpy: session.amountJpy, failure: failure === null ? null : { code: failure, message: failureMessage(failure) } },
  };
}

/** `WHERE` of a session that can still take a payment at the second argument (ISO 8601). */
const STILL_OPEN = "id = ? AND status = 'open' AND expires_at > ?";

/**
 * Records an outcome of `session` and queues its webhook event in one transaction: a success makes
 * the session succeeded; a failure leaves it open (another card may be tried). Either clears a
 * pending confirmation step.
 * @returns the queued event's id, or null (nothing written) when the session was no longer open.
 */
export async function recordOutcome(db: Client, session: ProviderSession, failure: PaymentFailureCode | null, nowMs: number): Promise<string | null> {
  const event = paymentEvent(session, nowMs, failure);
  const now = new Date(nowMs).toISOString();
  const update =
    failure === null
      ? { sql: `UPDATE payment_sessions SET status = 'succeeded', completed_at = ?, authenticating_name = NULL WHERE ${STILL_OPEN}`, args: [now, session.id, now] }
      : { sql: `UPDATE payment_sessions SET authenticating_name = NULL WHERE ${STILL_OPEN}`, args: [session.id, now] };
  const [changed] = await db.batch([update, enqueueAfterChange(event, nowMs)], 'write');
  return changed?.rowsAffected === 1 ? event.id : null;
}

/** Starts the confirmation step, keeping the typed name to show again if it fails. @returns false when the session is no longer open. */
export async function beginAuthentication(db: Client, session: ProviderSession, name: string, nowMs: number): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
  return (await run(db, `UPDATE payment_sessions SET authenticating_name = ? WHERE ${STILL_OPEN}`, [name, session.id, now])) === 1;
}

/**
 * True when `order` owes something now (docs/product-rules.md §Payment 1): its payment is due or its
 * last attempt failed, for a positive amount. Paid, cancelled and pre-order-only orders owe nothing.
 */
export function hasPaymentDue(order: PayableOrder): boolean {
  return (order.paymentState === 'due' || order.paymentState === 'failed') && order.invoiceId !== null && order.amountDueJpy > 0;
}
