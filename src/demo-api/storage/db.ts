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

/**
 * Opens (creating if needed) `<dataDir>/demo.db` with foreign keys on and a busy timeout. The file
 * is created 0600 before SQLite opens it (SQLite gives its journal files the database's mode).
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
  const db = createClient({ url: `file:${base}`, timeout: BUSY_TIMEOUT_MS });
  await db.execute('PRAGMA foreign_keys = ON');
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
