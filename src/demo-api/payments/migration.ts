/**
 * The demo payment provider's tables (docs/product-rules.md §Payment): its checkout sessions, its
 * webhook outbox, and the shop's record of the webhook events it has handled. No card number is
 * ever stored (not even its last digits). Appended to the migrations list (migrations.ts).
 */
import type { Migration } from '../storage/migrations';

export const paymentsMigration: Migration = {
  version: 12,
  name: 'payments',
  statements: [
    // A checkout session for one order: amount_jpy is what was due when it opened. Dates are ISO 8601
    // (they compare as text). authenticating_name holds the name typed before the confirmation step
    // while that step is pending, so a failed step can show it again; NULL otherwise.
    `CREATE TABLE payment_sessions (
       id TEXT PRIMARY KEY,
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       user_id INTEGER NOT NULL,
       order_number TEXT NOT NULL,
       amount_jpy INTEGER NOT NULL CHECK (amount_jpy > 0),
       return_url TEXT NOT NULL,
       status TEXT NOT NULL CHECK (status IN ('open', 'succeeded', 'expired')),
       created_at TEXT NOT NULL,
       expires_at TEXT NOT NULL,
       completed_at TEXT,
       authenticating_name TEXT
     )`,
    'CREATE INDEX payment_sessions_order ON payment_sessions(order_id, status)',
    // Nothing is charged twice: at most one succeeded session per order, whatever the code above it does.
    "CREATE UNIQUE INDEX payment_sessions_one_success ON payment_sessions(order_id) WHERE status = 'succeeded'",
    // Webhook events waiting for (or past) delivery; next_attempt_at in ms on the server clock.
    `CREATE TABLE payment_webhook_outbox (
       event_id TEXT PRIMARY KEY,
       session_id TEXT NOT NULL REFERENCES payment_sessions(id) ON DELETE CASCADE,
       payload TEXT NOT NULL,
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at INTEGER NOT NULL,
       delivered_at TEXT,
       last_error TEXT,
       created_at TEXT NOT NULL
     )`,
    'CREATE INDEX payment_webhook_outbox_pending ON payment_webhook_outbox(next_attempt_at) WHERE delivered_at IS NULL',
    // The shop's side: each webhook event id it acted on, so a replay changes nothing.
    `CREATE TABLE payment_events_handled (
       event_id TEXT PRIMARY KEY,
       session_id TEXT NOT NULL REFERENCES payment_sessions(id) ON DELETE CASCADE,
       type TEXT NOT NULL,
       handled_at TEXT NOT NULL
     )`,
  ],
};
