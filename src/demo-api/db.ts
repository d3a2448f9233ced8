/**
 * The demo API's SQLite database through @libsql/client (issue 2): default file `<dataDir>/demo.db`.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient, type Client, type InArgs, type Row } from '@libsql/client';

export type { Client as Database } from '@libsql/client';

export const DATABASE_FILE_NAME = 'demo.db';
export const UPLOADS_DIR_NAME = 'uploads';

/** Opens (creating if needed) `<dataDir>/demo.db` with foreign keys on and a busy timeout. */
export async function openDatabase(dataDir: string): Promise<Client> {
  await mkdir(dataDir, { recursive: true });
  const db = createClient({ url: `file:${join(dataDir, DATABASE_FILE_NAME)}` });
  await db.execute('PRAGMA foreign_keys = ON');
  await db.execute('PRAGMA busy_timeout = 5000');
  return db;
}

/**
 * `--reset`: deletes the database (and its journal files) and the uploaded files.
 * The signing secret is kept: it is not data, and keeping it costs nothing.
 */
export async function resetDataDir(dataDir: string): Promise<void> {
  const base = join(dataDir, DATABASE_FILE_NAME);
  for (const file of [base, `${base}-wal`, `${base}-shm`, `${base}-journal`]) await rm(file, { force: true });
  await rm(join(dataDir, UPLOADS_DIR_NAME), { recursive: true, force: true });
}

/** Runs a query and returns its first row, or undefined. */
export async function queryOne(db: Client, sql: string, args: InArgs = []): Promise<Row | undefined> {
  const result = await db.execute({ sql, args });
  return result.rows[0];
}

/** Runs a query and returns all rows. */
export async function queryAll(db: Client, sql: string, args: InArgs = []): Promise<Row[]> {
  return (await db.execute({ sql, args })).rows;
}

/** Runs a statement and returns the number of rows it changed. */
export async function run(db: Client, sql: string, args: InArgs = []): Promise<number> {
  return (await db.execute({ sql, args })).rowsAffected;
}

/** True when `error` is SQLite's UNIQUE constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
