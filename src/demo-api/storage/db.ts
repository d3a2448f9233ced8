/**
 * The demo API's SQLite database through @libsql/client: default file `<dataDir>/demo.db`.
 * The data dir is private to its owner (docs/product-rules.md §Security 12): the folder 0700, demo.db (which holds
 * the mailbox's live links and the password hashes) and every other file in it 0600.
 */
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient, type Client, type InArgs, type Row } from '@libsql/client';
import { SECRET_FILE_NAME } from './secret';

export type { Client as Database } from '@libsql/client';

export const DATABASE_FILE_NAME = 'demo.db';
export const UPLOADS_DIR_NAME = 'uploads';

/** Mode of the data dir and of folders in it: owner only. */
export const PRIVATE_DIR_MODE = 0o700;
/** Mode of every file the demo API writes into its data dir: owner read/write only. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and its parents) if needed and makes it 0700, also when it already existed with
 * a wider mode (an older `.data` was 0755). @throws when `dir` belongs to another user.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/** Makes an existing file 0600; a missing file is fine (the journal files come and go). */
export async function makePrivate(file: string): Promise<void> {
  try {
    await chmod(file, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** How long a write waits for another connection's write transaction before SQLITE_BUSY, in ms. */
export const BUSY_TIMEOUT_MS = 5000;

/** Each database's write connection (write-transaction.ts), by the client `openDatabase` returned. */
const writeConnections = new WeakMap<Client, Client>();

/**
 * The second connection `openDatabase` opened beside `db` for the write transactions of
 * write-transaction.ts (same file, busy timeout and foreign keys); closed when `db` is closed.
 * @throws Error when `db` was not opened by `openDatabase`.
 */
export function writeConnectionOf(db: Client): Client {
  const connection = writeConnections.get(db);
  if (!connection) throw new Error('this database client has no write connection: open it with openDatabase');
  return connection;
}

/**
 * Opens (creating if needed) `<dataDir>/demo.db` in WAL mode with foreign keys on, a busy timeout
 * and full sync, and its write connection (`writeConnectionOf`), which `close()` closes too. The
 * file is created 0600 before SQLite opens it (SQLite gives its journal files the database's mode).
 *
 * Write-ahead logging (kept in the file, so every connection and process uses it): readers never
 * wait for a writer, and a commit appends to the log with one fsync instead of the rollback
 * journal's three or four; `synchronous = FULL` keeps that fsync, so a committed order or payment
 * survives a power cut (docs/benchmarks.md, Orders, has the measurements).
 */
export async function openDatabase(dataDir: string): Promise<Client> {
  await ensurePrivateDir(dataDir);
  const base = join(dataDir, DATABASE_FILE_NAME);
  // 'a' creates an empty file (a valid empty database) with the mode, or leaves an existing one as it is.
  await writeFile(base, '', { flag: 'a', mode: PRIVATE_FILE_MODE });
  for (const file of [base, `${base}-wal`, `${base}-shm`, `${base}-journal`]) await makePrivate(file);
  // The busy timeout goes in the client's options, not a PRAGMA: db.transaction() hands its
  // connection to the transaction and the client opens a fresh one for what follows, which a PRAGMA
  // run once would not reach (its writes then met another process's write with SQLITE_BUSY at once).
  // Two connections (see writeConnectionOf), each set up the same way.
  const open = async () => {
    const client = createClient({ url: `file:${base}`, timeout: BUSY_TIMEOUT_MS });
    await client.execute('PRAGMA foreign_keys = ON');
    await client.execute('PRAGMA synchronous = FULL');
    return client;
  };
  const db = await open();
  await db.execute('PRAGMA journal_mode = WAL');
  const writer = await open();
  writeConnections.set(db, writer);
  const closeMain = db.close.bind(db);
  db.close = () => {
    writer.close();
    closeMain();
  };
  return db;
}

/**
 * `--reset`: deletes the database (and its journal files), the uploaded files and the signing
 * secret, so the next start makes a new one. The secret goes too because the new database hands out
 * the same user ids again: under the old key, an access token or e-mail link from before the reset
 * would sign its holder in as the NEW user with that id. Everything signed is derived from that one
 * secret (access tokens, refresh successors, e-mail links, the OAuth consent form's MAC), so all of it dies with it.
 */
export async function resetDataDir(dataDir: string): Promise<void> {
  const base = join(dataDir, DATABASE_FILE_NAME);
  for (const file of [base, `${base}-wal`, `${base}-shm`, `${base}-journal`]) await rm(file, { force: true });
  await rm(join(dataDir, UPLOADS_DIR_NAME), { recursive: true, force: true });
  await rm(join(dataDir, SECRET_FILE_NAME), { force: true });
}

/** Runs a query and returns its first row, or undefined. */
export async function queryOne(db: Pick<Client, 'execute'>, sql: string, args: InArgs = []): Promise<Row | undefined> {
  const result = await db.execute({ sql, args });
  return result.rows[0];
}

/** Runs a query and returns all rows. */
export async function queryAll(db: Pick<Client, 'execute'>, sql: string, args: InArgs = []): Promise<Row[]> {
  return (await db.execute({ sql, args })).rows;
}

/** Runs a statement and returns the number of rows it changed. */
export async function run(db: Pick<Client, 'execute'>, sql: string, args: InArgs = []): Promise<number> {
  return (await db.execute({ sql, args })).rowsAffected;
}

/** True when `error` is SQLite's UNIQUE constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
