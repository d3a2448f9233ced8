/**
 * The one way the orders write (docs/product-rules.md §Orders 1–2): placing, paying, a failed
 * payment and the expiry each run in ONE SQLite write transaction (BEGIN IMMEDIATE), and this
 * process runs those transactions one at a time (whatever client: a test's own connection to the
 * file included).
 *
 * Why both. The local @libsql/client is synchronous and `db.transaction()` opens a connection of
 * its own: when two write transactions of one process interleave at an `await`, the second's BEGIN
 * waits for SQLite's lock inside a synchronous call, blocking the event loop the first needs in
 * order to commit: a deadlock until the busy timeout (storage/db.ts), then SQLITE_BUSY. The queue
 * below keeps this process's order writes apart; SQLite's own lock, and the conditional stock
 * UPDATEs inside the transaction (place.ts), keep two processes on one file from selling a unit
 * twice.
 */
import type { Client, Transaction } from '@libsql/client';
import { KeyedLock } from '../storage/keyed-lock';

/** The process's one queue of order writes. */
const queue = new KeyedLock();

/**
 * Runs `work` inside a write transaction of `db`, after every earlier order write of this process
 * has finished; commits when it resolves, rolls back (and rethrows) when it throws, so a refusal
 * thrown inside changes nothing. Resolves what `work` resolved.
 */
export async function inOrderTransaction<T>(db: Client, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return queue.run('orders', async () => {
    const tx = await db.transaction('write');
    try {
      const result = await work(tx);
      await tx.commit();
      return result;
    } catch (error) {
      await tx.rollback();
      throw error;
    } finally {
      tx.close();
    }
  });
}
