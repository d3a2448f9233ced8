/**
 * Migrations 13 and 14 (orders/migration.ts): order lines placed before 13 take their figure's adult
 * flag, so the order page blurs an adult figure's picture under ui.blur_nsfw for old orders too; 14
 * moves each order's payment to an invoice, keeps every line, and turns an in-stock line held to
 * ship together (never charged at placing) into a reserved one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../src/demo-api/storage/db';
import { migrate, migrations } from '../../../../src/demo-api/storage/migrations';

let dir: string;
let db: Database;
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

it('migration 13 gives old order lines their figure’s adult flag (0 when the figure is gone)', async () => {
  dir = await mkdtemp(join(tmpdir(), 'figure-shop-migration-13-'));
  db = await openDatabase(dir);
  await migrate(db, undefined, migrations.filter((m) => m.version < 13));
  // Rows as an older version wrote them; only the columns the backfill reads matter, so the
  // catalogue's references are left out (foreign keys off while staging).
  await db.execute('PRAGMA foreign_keys = OFF');
  const figure = (id: number, adult: number) =>
    db.execute({
      sql: `INSERT INTO figures (id, slug, name, name_ja, series_id, manufacturer_id, line_id, scale, height_mm, material, sculptor, jan, release, price, currency, status, adult, popularity, description, created_at)
            VALUES (?, ?, 'F', 'F', 1, 1, 1, '1/7', 200, 'PVC', 'S', ?, '2026-01', 1000, 'JPY', 'in_stock', ?, 0, '', '2026-01-01')`,
      args: [id, `figure-${id}`, `45${String(id).padStart(11, '0')}`, adult],
    });
  await figure(1, 1);
  await figure(2, 0);
  await db.execute("INSERT INTO users (id, email, username, date_joined) VALUES (1, 'a@example.com', 'a', '2026-01-01')");
  await db.execute(`INSERT INTO orders (id, user_id, created_at, method, ship_together, address, rate_date, cny_jpy, items_jpy, shipping_jpy, total_jpy, due_now_jpy, due_later_jpy)
                    VALUES (1, 1, '2026-01-01', 'ems', 0, '{}', '2026-01-01', 20, 0, 0, 0, 0, 0)`);
  const line = (position: number, figureId: number | null) =>
    db.execute({
      sql: `INSERT INTO order_lines (order_id, position, figure_id, slug, name, name_ja, quantity, kind, unit_price, currency, unit_price_jpy, total_jpy, status, shipment)
            VALUES (1, ?, ?, 'x', 'x', 'x', 1, 'buy', 1000, 'JPY', 1000, 1000, 'paid', 0)`,
      args: [position, figureId],
    });
  await line(0, 1);
  await line(1, 2);
  await line(2, null);
  await db.execute('PRAGMA foreign_keys = ON');

  expect(await migrate(db, undefined, migrations.filter((m) => m.version <= 13))).toEqual([13]);
  const rows = await db.execute('SELECT position, adult FROM order_lines ORDER BY position');
  expect(rows.rows.map((row) => [Number(row.position), Number(row.adult)])).toEqual([
    [0, 1],
    [1, 0],
    [2, 0],
  ]);
});

it('migration 14 moves the payment to an invoice and keeps every line; a held in-stock line becomes reserved', async () => {
  dir = await mkdtemp(join(tmpdir(), 'figure-shop-migration-14-'));
  db = await openDatabase(dir);
  await migrate(db, undefined, migrations.filter((m) => m.version < 14));
  await db.execute('PRAGMA foreign_keys = OFF');
  await db.execute("INSERT INTO users (id, email, username, date_joined) VALUES (1, 'a@example.com', 'a', '2026-01-01')");
  const order = (id: number, together: number, dueAt: string | null, paidAt: string | null) =>
    db.execute({
      sql: `INSERT INTO orders (id, user_id, created_at, method, ship_together, address, rate_date, cny_jpy, items_jpy, shipping_jpy, total_jpy, due_now_jpy,
              due_later_jpy, payment_due_at, paid_at, paid_amount_jpy, payment_session_id)
            VALUES (?, 1, '2026-01-01T00:00:00.000Z', 'ems', ?, '{}', '2026-01-01', 20, 0, 0, 0, 3000, 0, ?, ?, ?, ?)`,
      args: [id, together, dueAt, paidAt, paidAt ? 3000 : null, paidAt ? 'cs_old' : null],
    });
  const shipment = (orderId: number, kind: string, chargedNow: number) =>
    db.execute({
      sql: `INSERT INTO order_shipments (order_id, position, kind, release_month, method, weight_g, shipping_jpy, days_min, days_max, charged_now)
            VALUES (?, 0, ?, NULL, 'ems', 500, 1000, 3, 6, ?)`,
      args: [orderId, kind, chargedNow],
    });
  const line = (orderId: number, position: number, kind: string, status: string) =>
    db.execute({
      sql: `INSERT INTO order_lines (order_id, position, figure_id, slug, name, name_ja, quantity, kind, unit_price, currency, unit_price_jpy, total_jpy, status, shipment)
            VALUES (?, ?, NULL, 'x', 'x', 'x', 1, ?, 2000, 'JPY', 2000, 2000, ?, 0)`,
      args: [orderId, position, kind, status],
    });
  // 1: paid at placing; 2: shipping together, its in-stock line awaiting a payment of 0 (the old flaw).
  await order(1, 0, '2026-01-04T00:00:00.000Z', '2026-01-02T00:00:00.000Z');
  await shipment(1, 'now', 1);
  await line(1, 0, 'buy', 'paid');
  await order(2, 1, '2026-01-04T00:00:00.000Z', null);
  await shipment(2, 'together', 0);
  await line(2, 0, 'buy', 'awaiting_payment');
  await line(2, 1, 'preorder', 'reserved');
  await db.execute(`INSERT INTO payment_sessions (id, order_id, user_id, order_number, amount_jpy, return_url, status, created_at, expires_at)
                    VALUES ('cs_old', 1, 1, 'FS-000001', 3000, 'x', 'succeeded', '2026-01-02T00:00:00.000Z', '2026-01-02T01:00:00.000Z')`);
  await db.execute('PRAGMA foreign_keys = ON');

  expect(await migrate(db)).toEqual([14, 15, 16, 17, 18, 19]); // and every later one
  const invoices = await db.execute('SELECT order_id, due_at, paid_at, paid_amount_jpy, session_id FROM order_invoices ORDER BY id');
  expect(invoices.rows.map((row) => ({ ...row }))).toEqual([
    { order_id: 1, due_at: '2026-01-04T00:00:00.000Z', paid_at: '2026-01-02T00:00:00.000Z', paid_amount_jpy: 3000, session_id: 'cs_old' },
  ]);
  const lines = await db.execute('SELECT order_id, position, status, invoice_id FROM order_lines ORDER BY order_id, position');
  expect(lines.rows.map((row) => [row.order_id, row.position, row.status, row.invoice_id])).toEqual([
    [1, 0, 'paid', 1],
    [2, 0, 'reserved', null],
    [2, 1, 'reserved', null],
  ]);
  expect((await db.execute("SELECT invoice_id FROM payment_sessions WHERE id = 'cs_old'")).rows[0]!.invoice_id).toBe(1);
  expect((await db.execute('SELECT invoice_id FROM order_shipments ORDER BY order_id')).rows.map((row) => row.invoice_id)).toEqual([1, null]);
  const columns = (await db.execute('PRAGMA table_info(orders)')).rows.map((row) => String(row.name));
  expect(columns).not.toContain('payment_due_at');
  expect(columns).not.toContain('paid_at');
});
