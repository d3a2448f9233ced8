import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationParamsMigration, priceDropParamsFromBody } from '../../../../src/demo-api/notifications/migration';
import { listNotifications } from '../../../../src/demo-api/notifications/repository';
import { openDatabase, run, type Database } from '../../../../src/demo-api/storage/db';
import { migrate, migrations } from '../../../../src/demo-api/storage/migrations';

// Migration 17 (docs/product-rules.md §Notifications 5): price drops sent before parameters were stored get them from their English body.

const NOW = '2026-04-13T09:00:00.000Z';
let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'figure-shop-notification-params-'));
  db = await openDatabase(dir);
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('priceDropParamsFromBody', () => {
  it('reads the body alerts wrote, and nothing else', () => {
    expect(priceDropParamsFromBody('Now 5,200 JPY (was 5,800 JPY).')).toEqual({ old_price: 5_800, new_price: 5_200, currency: 'JPY' });
    expect(priceDropParamsFromBody('Now 98 CNY (was 120 CNY).')).toEqual({ old_price: 120, new_price: 98, currency: 'CNY' });
    expect(priceDropParamsFromBody('Now 98 CNY (was 120 JPY).')).toBeNull();
    expect(priceDropParamsFromBody('Cheaper now!')).toBeNull();
    expect(priceDropParamsFromBody('')).toBeNull();
  });
});

describe('migration 17', () => {
  it('gives older price drops their parameters and leaves the rest without', async () => {
    await migrate(db, NOW, migrations.filter((m) => m.version < notificationParamsMigration.version));
    await run(db, "INSERT INTO users (email, username, password_hash, date_joined) VALUES ('a@b.test', 'a', 'x', ?)", [NOW]);
    const insert = (kind: string, body: string) =>
      run(db, "INSERT INTO notifications (user_id, title, body, kind, created_at) VALUES (1, 'Price drop: Rem', ?, ?, ?)", [body, kind, NOW]);
    await insert('price_drop', 'Now 5,200 JPY (was 5,800 JPY).');
    await insert('price_drop', 'Something else.');
    await insert('info', 'Now 5,200 JPY (was 5,800 JPY).');

    expect(await migrate(db, NOW)).toContain(17);
    const { results } = await listNotifications(db, 1, 1, 20);
    expect(results.map((n) => [n.kind, n.body, n.params])).toEqual([
      ['info', 'Now 5,200 JPY (was 5,800 JPY).', null],
      ['price_drop', 'Something else.', null],
      ['price_drop', 'Now 5,200 JPY (was 5,800 JPY).', { old_price: 5_800, new_price: 5_200, currency: 'JPY' }],
    ]);
  });

  it('a stored parameter text that is not JSON, or not flat values, reads as none', async () => {
    await migrate(db, NOW);
    await run(db, "INSERT INTO users (email, username, password_hash, date_joined) VALUES ('a@b.test', 'a', 'x', ?)", [NOW]);
    for (const params of ['{not json', '[1,2]', '{"a":{"b":1}}']) {
      await run(db, "INSERT INTO notifications (user_id, title, body, kind, created_at, params) VALUES (1, 't', 'b', 'price_drop', ?, ?)", [NOW, params]);
    }
    const { results } = await listNotifications(db, 1, 1, 20);
    expect(results.map((n) => n.params)).toEqual([null, null, null]);
  });
});
