import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../src/demo-api/storage/db';
import { currentSchemaVersion, migrate, migrations, type Migration } from '../../../../src/demo-api/storage/migrations';

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'figure-shop-migrations-'));
  db = await openDatabase(dir);
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('applies every migration once, in order; a second run applies none', async () => {
    expect(await migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(await currentSchemaVersion(db)).toBe(migrations.at(-1)!.version);
    expect(await migrate(db)).toEqual([]);
  });
  it('rolls a failing migration back entirely and reports it', async () => {
    const list: Migration[] = [
      { version: 1, name: 'ok', statements: ['CREATE TABLE a (x INTEGER)'] },
      { version: 2, name: 'broken', statements: ['CREATE TABLE b (x INTEGER)', 'THIS IS NOT SQL'] },
    ];
    await expect(migrate(db, undefined, list)).rejects.toThrow(/migration 2 \(broken\) failed/);
    expect(await currentSchemaVersion(db)).toBe(1);
    const tables = await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b')");
    expect(tables.rows.map((r) => r.name)).toEqual(['a']);
  });
});
