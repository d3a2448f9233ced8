/**
 * Write transactions that read before they write (placing an order, paying, expiring, merging a
 * wishlist): each runs in ONE SQLite write transaction (BEGIN IMMEDIATE) on the database's write
 * connection (db.ts `writeConnectionOf`), and this process runs them one at a time.
 *
 * Why a connection of their own, kept open. @libsql/client's `db.transaction()` hands the client's
 * connection to the transaction and opens a new one for what follows: every transaction paid for
 * opening a connection and parsing the schema twice, and the main connection lost its settings
 * (the catalogue's page cache size) and its warm cache. That was most of an order's time
 * (docs/benchmarks.md, Orders).
 *
 * Why one at a time. The local client is synchronous: when two write transactions of one process
 * interleave at an `await`, the second's BEGIN waits for SQLite's lock inside a synchronous call,
 * blocking the event loop the first needs in order to commit: a deadlock until the busy timeout
 * (db.ts), then SQLITE_BUSY. SQLite's own lock, and conditional UPDATEs inside the transaction
 * (orders/stock.ts), keep two processes on one file from selling a unit twice.
 *
 * (Sharing one commit among queued writes was tried and measured: none ever queued, since a
 * transaction runs from BEGIN to COMMIT without giving the event loop a turn.)
 */
import type { Client } from '@libsql/client';
import { writeConnectionOf } from './db';
import { KeyedLock } from './keyed-lock';

/** What a write runs its statements on: the write connection, inside its transaction. */
export type WriteTransaction = Pick<Client, 'execute'>;

/** The process's one queue of write transactions. */
const queue = new KeyedLock();

/**
 * Runs `work` inside a write transaction of `db` (opened with db.ts `openDatabase`), after every
 * earlier write transaction of this process has finished. Commits when `work` resolves and
 * resolves its value; rolls back and rethrows when it throws, so a refusal thrown inside changes
 * nothing. `work` must not start another write transaction (it would wait for itself).
 * @throws what `work` threw, or SQLite's error when the transaction cannot begin or commit.
 */
export async function inWriteTransaction<T>(db: Client, work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
  const connection = writeConnectionOf(db);
  return queue.run('write', async () => {
    await connection.execute('BEGIN IMMEDIATE');
    try {
      const result = await work(connection);
      await connection.execute('COMMIT');
      return result;
    } catch (error) {
      await connection.execute('ROLLBACK').catch(() => undefined); // SQLite may have rolled back already (SQLITE_FULL)
      throw error;
    }
  });
}
