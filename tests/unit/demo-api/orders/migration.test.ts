/**
 * Migration 13 (orders/migration.ts): order lines placed before it take their figure's adult flag,
 * so the order page blurs an adult figure's picture under ui.blur_nsfw for old orders too.
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

  expect(await migrate(db)).toEqual([13]);
  const rows = await db.execute('SELECT position, adult FROM order_lines ORDER BY position');
  expect(rows.rows.map((row) => [Number(row.position), Number(row.adult)])).toEqual([
    [0, 1],
    [1, 0],
    [2, 0],
  ]);
});
