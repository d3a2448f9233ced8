/**
 * storage/write-transaction.ts and the database's two connections (storage/db.ts): write
 * transactions run one at a time on the write connection, commit or roll back as a whole, and never
 * replace or disturb the main connection; the file is in WAL mode with full sync.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, writeConnectionOf } from '../../../../src/demo-api/storage/db';
import { inWriteTransaction } from '../../../../src/demo-api/storage/write-transaction';

let root: string;
let db: Client;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'figure-shop-write-'));
  db = await openDatabase(root);
  await db.execute('CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
  await db.execute('INSERT INTO counter (id, n) VALUES (1, 0)');
});
afterEach(async () => {
  db.close();
  await rm(root, { recursive: true, force: true });
});

const count = async (client: Client = db) => Number((await client.execute('SELECT n FROM counter WHERE id = 1')).rows[0]?.n);
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inWriteTransaction', () => {
  it('commits what the work wrote and resolves its value; the main connection reads it at once', async () => {
    const value = await inWriteTransaction(db, async (tx) => {
      await tx.execute('UPDATE counter SET n = n + 5 WHERE id = 1');
      return 'done';
    });
    expect(value).toBe('done');
    expect(await count()).toBe(5);
  });

  it('rolls back everything the work wrote when it throws, and rethrows its error', async () => {
    const refusal = new Error('sold out');
    await expect(
      inWriteTransaction(db, async (tx) => {
        await tx.execute('UPDATE counter SET n = 99 WHERE id = 1');
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await count()).toBe(0);
    // The connection is usable again: the next transaction commits.
    await inWriteTransaction(db, (tx) => tx.execute('UPDATE counter SET n = 1 WHERE id = 1'));
    expect(await count()).toBe(1);
  });

  it('runs transactions one at a time: 20 read-then-write increments that yield to the event loop lose none', async () => {
    const increments = Array.from({ length: 20 }, () =>
      inWriteTransaction(db, async (tx) => {
        const before = Number((await tx.execute('SELECT n FROM counter WHERE id = 1')).rows[0]?.n);
        await pause(); // a real turn of the event loop between the read and the write
        await tx.execute({ sql: 'UPDATE counter SET n = ? WHERE id = 1', args: [before + 1] });
      }),
    );
    await Promise.all(increments);
    expect(await count()).toBe(20);
  });

  it('another connection does not see a write before its commit (readers are not blocked meanwhile)', async () => {
    let seenInside: number | undefined;
    await inWriteTransaction(db, async (tx) => {
      await tx.execute('UPDATE counter SET n = 7 WHERE id = 1');
      seenInside = await count(); // the main connection, during the transaction
    });
    expect(seenInside).toBe(0);
    expect(await count()).toBe(7);
  });

  it('refuses a client that openDatabase did not open, with a message that says so', async () => {
    const other = createClient({ url: `file:${join(root, 'demo.db')}` });
    try {
      await expect(inWriteTransaction(other, async () => undefined)).rejects.toThrow(/no write connection: open it with openDatabase/);
    } finally {
      other.close();
    }
  });
});

describe('openDatabase', () => {
  it('keeps the database in WAL mode with full sync and foreign keys on both connections', async () => {
    for (const client of [db, writeConnectionOf(db)]) {
      expect((await client.execute('PRAGMA journal_mode')).rows[0]?.[0]).toBe('wal');
      expect((await client.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(2); // FULL
      expect((await client.execute('PRAGMA foreign_keys')).rows[0]?.[0]).toBe(1);
    }
  });

  it('closes the write connection with the database', async () => {
    const writer = writeConnectionOf(db);
    db.close();
    expect(writer.closed).toBe(true);
    db = await openDatabase(root); // for afterEach
  });
});
