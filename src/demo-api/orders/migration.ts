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
