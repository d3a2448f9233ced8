/**
 * Orders (docs/product-rules.md §Orders 1–4): an order with a snapshot of what was reviewed (address,
 * rate, totals), its lines and shipments, its timeline, and the Idempotency-Keys that placed orders.
 * Appended to the migrations list (migrations.ts).
 */
import { figureCurrencies } from '../../shared/api/catalogue';
import { orderStatuses } from '../../shared/api/orders';
import { lineKinds, shipmentKinds } from '../../shared/api/checkout';
import { deliveryMethods } from '../../shared/api/shipping';
import type { Migration } from '../storage/migrations';

/** `'a', 'b'` for a CHECK (… IN (…)) from a list the contract owns, so the two never drift. */
const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const ordersMigration: Migration = {
  version: 11,
  name: 'orders',
  statements: [
    // Deleting the account deletes its orders (§Account 12). `number` is what the collector quotes,
    // derived from the id by SQLite itself. Money in whole yen; `cny_jpy` is the ECB rate the CNY
    // prices were converted at (a rate, not money). The address is a JSON snapshot of the fields
    // (addressFieldsSchema): later edits of the address book never change a placed order.
    // payment_due_at: ISO 8601, set when anything is due now. The failure columns hold the last
    // failed attempt (shown while the payment is still due).
    `CREATE TABLE orders (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
       number TEXT GENERATED ALWAYS AS ('FS-' || printf('%06d', id)) STORED,
       created_at TEXT NOT NULL,
       method TEXT NOT NULL CHECK (method IN (${sqlList(deliveryMethods)})),
       ship_together INTEGER NOT NULL CHECK (ship_together IN (0, 1)),
       address TEXT NOT NULL,
       rate_date TEXT NOT NULL,
       cny_jpy REAL NOT NULL CHECK (cny_jpy > 0),
       items_jpy INTEGER NOT NULL CHECK (items_jpy >= 0),
       shipping_jpy INTEGER NOT NULL CHECK (shipping_jpy >= 0),
       total_jpy INTEGER NOT NULL CHECK (total_jpy >= 0),
       due_now_jpy INTEGER NOT NULL CHECK (due_now_jpy >= 0),
       due_later_jpy INTEGER NOT NULL CHECK (due_later_jpy >= 0),
       payment_due_at TEXT,
       paid_at TEXT,
       paid_amount_jpy INTEGER CHECK (paid_amount_jpy >= 0),
       payment_session_id TEXT,
       payment_failure_code TEXT,
       payment_failure_message TEXT,
       payment_failed_at TEXT
     )`,
    'CREATE INDEX orders_user ON orders(user_id, created_at DESC, id DESC)',
    // A line as reviewed: the figure's names, picture and prices then; `figure_id` is NULL if the
    // figure is ever deleted (the order stays). `image` is {width, height, version} or NULL.
    `CREATE TABLE order_lines (
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       figure_id INTEGER REFERENCES figures(id) ON DELETE SET NULL,
       slug TEXT NOT NULL,
       name TEXT NOT NULL,
       name_ja TEXT NOT NULL,
       image TEXT,
       quantity INTEGER NOT NULL CHECK (quantity > 0),
       kind TEXT NOT NULL CHECK (kind IN (${sqlList(lineKinds)})),
       release_month TEXT,
       unit_price NUMERIC NOT NULL CHECK (unit_price >= 0),
       currency TEXT NOT NULL CHECK (currency IN (${sqlList(figureCurrencies)})),
       unit_price_jpy INTEGER NOT NULL CHECK (unit_price_jpy >= 0),
       total_jpy INTEGER NOT NULL CHECK (total_jpy >= 0),
       status TEXT NOT NULL CHECK (status IN (${sqlList(orderStatuses)})),
       shipment INTEGER NOT NULL CHECK (shipment >= 0),
       PRIMARY KEY (order_id, position)
     ) WITHOUT ROWID`,
    // The expiry job looks up only the lines still waiting for payment.
    "CREATE INDEX order_lines_awaiting ON order_lines(order_id) WHERE status = 'awaiting_payment'",
    `CREATE TABLE order_shipments (
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       kind TEXT NOT NULL CHECK (kind IN (${sqlList(shipmentKinds)})),
       release_month TEXT,
       method TEXT NOT NULL CHECK (method IN (${sqlList(deliveryMethods)})),
       weight_g INTEGER NOT NULL CHECK (weight_g > 0),
       shipping_jpy INTEGER NOT NULL CHECK (shipping_jpy >= 0),
       days_min INTEGER NOT NULL CHECK (days_min > 0),
       days_max INTEGER NOT NULL CHECK (days_max > 0),
       charged_now INTEGER NOT NULL CHECK (charged_now IN (0, 1)),
       PRIMARY KEY (order_id, position)
     ) WITHOUT ROWID`,
    // The timeline, oldest first (id order); `text` is the English wording.
    `CREATE TABLE order_events (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       at TEXT NOT NULL,
       kind TEXT NOT NULL,
       text TEXT NOT NULL
     )`,
    'CREATE INDEX order_events_order ON order_events(order_id, id)',
    // The key that placed an order, per user, with the SHA-256 of the request's canonical body
    // (orders/idempotency.ts): the same key again answers that order, with another body a 422.
    `CREATE TABLE idempotency_keys (
       user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
       key TEXT NOT NULL,
       request_hash TEXT NOT NULL,
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       created_at TEXT NOT NULL,
       PRIMARY KEY (user_id, key)
     ) WITHOUT ROWID`,
  ],
};

/**
 * Migration 13: an order line keeps whether its figure is adult content, as it keeps its name and
 * picture, so the order page blurs its picture under ui.blur_nsfw as every other view does. Lines
 * placed before it take the figure's flag as it is now (0 when the figure is gone).
 */
export const orderLineAdultMigration: Migration = {
  version: 13,
  name: 'order-line-adult',
  statements: [
    'ALTER TABLE order_lines ADD COLUMN adult INTEGER NOT NULL DEFAULT 0 CHECK (adult IN (0, 1))',
    'UPDATE order_lines SET adult = COALESCE((SELECT f.adult FROM figures f WHERE f.id = order_lines.figure_id), 0)',
  ],
};

/**
 * Migration 14: orders to the door (docs/product-rules.md §Fulfilment). A charge becomes an invoice
 * of its own (what placing charged now, or what a release invoices later), so an order can be paid
 * in parts; lines take the statuses after payment (shipped, delivered, refunded) and the invoiced
 * one, and keep what was refunded of them; shipments keep their carrier, tracking number and dates;
 * collectors' cancellation requests, the shop's refunds and the staff log get tables; a payment
 * session pays one invoice. The payment columns of `orders` move to the invoice that placing made,
 * and an in-stock line held to ship together (never charged at placing) becomes reserved.
 */
export const fulfilmentMigration: Migration = {
  version: 14,
  name: 'fulfilment',
  statements: [
    // An invoice's amount is not stored: it is its lines not cancelled plus the shipping of the
    // shipments it opened (invoices.ts), so a line cancelled before payment lowers it by itself.
    // reminded_at: when the reminder before the deadline went out (once).
    `CREATE TABLE order_invoices (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       created_at TEXT NOT NULL,
       due_at TEXT NOT NULL,
       paid_at TEXT,
       paid_amount_jpy INTEGER CHECK (paid_amount_jpy >= 0),
       session_id TEXT,
       failure_code TEXT,
       failure_message TEXT,
       failed_at TEXT,
       reminded_at TEXT
     )`,
    'CREATE INDEX order_invoices_order ON order_invoices(order_id, id)',
    'CREATE INDEX order_invoices_unpaid ON order_invoices(due_at) WHERE paid_at IS NULL',
    `INSERT INTO order_invoices (order_id, created_at, due_at, paid_at, paid_amount_jpy, session_id, failure_code, failure_message, failed_at)
     SELECT o.id, o.created_at, o.payment_due_at, o.paid_at, o.paid_amount_jpy, o.payment_session_id, o.payment_failure_code, o.payment_failure_message, o.payment_failed_at
     FROM orders o WHERE o.payment_due_at IS NOT NULL AND EXISTS (SELECT 1 FROM order_shipments s WHERE s.order_id = o.id AND s.charged_now = 1)
     ORDER BY o.id`,
    `CREATE TABLE order_lines_v14 (
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       figure_id INTEGER REFERENCES figures(id) ON DELETE SET NULL,
       slug TEXT NOT NULL,
       name TEXT NOT NULL,
       name_ja TEXT NOT NULL,
       image TEXT,
       adult INTEGER NOT NULL DEFAULT 0 CHECK (adult IN (0, 1)),
       quantity INTEGER NOT NULL CHECK (quantity > 0),
       kind TEXT NOT NULL CHECK (kind IN (${sqlList(lineKinds)})),
       release_month TEXT,
       unit_price NUMERIC NOT NULL CHECK (unit_price >= 0),
       currency TEXT NOT NULL CHECK (currency IN (${sqlList(figureCurrencies)})),
       unit_price_jpy INTEGER NOT NULL CHECK (unit_price_jpy >= 0),
       total_jpy INTEGER NOT NULL CHECK (total_jpy >= 0),
       status TEXT NOT NULL CHECK (status IN (${sqlList(orderStatuses)})),
       shipment INTEGER NOT NULL CHECK (shipment >= 0),
       invoice_id INTEGER REFERENCES order_invoices(id),
       refunded_jpy INTEGER NOT NULL DEFAULT 0 CHECK (refunded_jpy >= 0 AND refunded_jpy <= total_jpy),
       cancel_reason TEXT,
       PRIMARY KEY (order_id, position)
     ) WITHOUT ROWID`,
    `INSERT INTO order_lines_v14 (order_id, position, figure_id, slug, name, name_ja, image, adult, quantity, kind, release_month, unit_price, currency,
       unit_price_jpy, total_jpy, status, shipment, invoice_id)
     SELECT l.order_id, l.position, l.figure_id, l.slug, l.name, l.name_ja, l.image, l.adult, l.quantity, l.kind, l.release_month, l.unit_price, l.currency,
       l.unit_price_jpy, l.total_jpy,
       CASE WHEN l.status = 'awaiting_payment' AND s.charged_now = 0 THEN 'reserved' ELSE l.status END,
       l.shipment,
       CASE WHEN s.charged_now = 1 THEN (SELECT i.id FROM order_invoices i WHERE i.order_id = l.order_id) END
     FROM order_lines l LEFT JOIN order_shipments s ON s.order_id = l.order_id AND s.position = l.shipment`,
    'DROP TABLE order_lines',
    'ALTER TABLE order_lines_v14 RENAME TO order_lines',
    // The expiry and the release invoicing look up lines by status; the release by figure.
    "CREATE INDEX order_lines_unpaid ON order_lines(invoice_id) WHERE status IN ('awaiting_payment', 'invoiced')",
    "CREATE INDEX order_lines_reserved ON order_lines(figure_id) WHERE status = 'reserved'",
    // invoice_id: the invoice that charged this shipment's shipping (the first to charge any of its lines).
    'ALTER TABLE order_shipments ADD COLUMN invoice_id INTEGER REFERENCES order_invoices(id)',
    'ALTER TABLE order_shipments ADD COLUMN carrier TEXT',
    'ALTER TABLE order_shipments ADD COLUMN tracking_number TEXT',
    'ALTER TABLE order_shipments ADD COLUMN shipped_at TEXT',
    'ALTER TABLE order_shipments ADD COLUMN delivered_at TEXT',
    'UPDATE order_shipments SET invoice_id = (SELECT i.id FROM order_invoices i WHERE i.order_id = order_shipments.order_id) WHERE charged_now = 1',
    ...['payment_due_at', 'paid_at', 'paid_amount_jpy', 'payment_session_id', 'payment_failure_code', 'payment_failure_message', 'payment_failed_at'].map(
      (column) => `ALTER TABLE orders DROP COLUMN ${column}`,
    ),
    // The timeline's events keep what the app needs to word them (figure, amounts, dates) as JSON.
    "ALTER TABLE order_events ADD COLUMN params TEXT NOT NULL DEFAULT '{}'",
    // A collector's request to cancel a paid line, and staff's decision.
    `CREATE TABLE cancellation_requests (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       reason TEXT NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('requested', 'approved', 'declined')),
       requested_at TEXT NOT NULL,
       decided_at TEXT,
       decided_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
       message TEXT
     )`,
    // At most one waiting request per line.
    "CREATE UNIQUE INDEX cancellation_requests_waiting ON cancellation_requests(order_id, position) WHERE state = 'requested'",
    // The shop's refunds: one row per refund asked of the provider (refund_id, `re_…`), pending
    // until its charge.refunded webhook confirms it. A line's refunded_jpy counts it at once.
    `CREATE TABLE order_refunds (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       invoice_id INTEGER NOT NULL REFERENCES order_invoices(id),
       refund_id TEXT NOT NULL UNIQUE,
       amount_jpy INTEGER NOT NULL CHECK (amount_jpy > 0),
       status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded')),
       created_at TEXT NOT NULL,
       succeeded_at TEXT
     )`,
    'CREATE INDEX order_refunds_invoice ON order_refunds(invoice_id)',
    // Every staff action (docs/product-rules.md §Fulfilment 4), as the moderation log.
    `CREATE TABLE fulfilment_log (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       staff_id INTEGER NOT NULL REFERENCES users(id),
       action TEXT NOT NULL,
       order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
       target TEXT NOT NULL,
       before_value TEXT,
       after_value TEXT,
       note TEXT NOT NULL DEFAULT '',
       at TEXT NOT NULL
     )`,
    // A session pays one invoice; at most one succeeded session per invoice.
    'ALTER TABLE payment_sessions ADD COLUMN invoice_id INTEGER REFERENCES order_invoices(id) ON DELETE CASCADE',
    'UPDATE payment_sessions SET invoice_id = (SELECT i.id FROM order_invoices i WHERE i.order_id = payment_sessions.order_id)',
    'DROP INDEX payment_sessions_one_success',
    "CREATE UNIQUE INDEX payment_sessions_one_success ON payment_sessions(invoice_id) WHERE status = 'succeeded'",
    // The provider's refunds of a session's charge (never more than it charged: refunds.ts).
    `CREATE TABLE payment_refunds (
       id TEXT PRIMARY KEY,
       session_id TEXT NOT NULL REFERENCES payment_sessions(id) ON DELETE CASCADE,
       amount_jpy INTEGER NOT NULL CHECK (amount_jpy > 0),
       created_at TEXT NOT NULL
     )`,
  ],
};
