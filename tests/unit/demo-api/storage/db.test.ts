/**
 * docs/product-rules.md §Security 12: the data dir is private to its owner: the folder (and uploads/) 0700, every
 * file in it 0600, also when an older start left them wider.
 */
import { chmod, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS, openDatabase, resetDataDir } from '../../../../src/demo-api/storage/db';
import { COLLECTOR, PNG_1X1, json, login, multipart, startServer, type TestServer } from '../helpers';

const mode = async (path: string) => (await stat(path)).mode & 0o777;

let root: string;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close(false);
  server = undefined;
  await rm(root, { recursive: true, force: true });
});

/** Every file and folder under `dir`, with its mode. */
async function modes(dir: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length + 1)] = await mode(path);
  }
  return out;
}

describe('data dir modes', () => {
  it('a new data dir: folder 0700, demo.db, secret.key, uploads and the mailbox’s database 0600', async () => {
    root = await mkdtemp(join(tmpdir(), 'figure-shop-modes-'));
    const dataDir = join(root, 'data');
    server = await startServer({ dataDir });
    const { access_token } = await login(server.app);
    const { payload, headers } = multipart([
      { name: 'file', value: PNG_1X1, filename: 'me.png', contentType: 'image/png' },
      { name: 'profile_picture_url', value: 'me.png' },
    ]);
    const upload = await server.app.inject({ method: 'PUT', url: '/api/account/profile/upload-picture/', payload, headers: { ...headers, authorization: `Bearer ${access_token}` } });
    expect(upload.statusCode).toBe(200);
    await json(server.app, 'POST', '/api/account/password/reset/', { email: COLLECTOR.email, redirectUrl: 'http://127.0.0.1:5173/account/password-reset' });
    await server.app.inject({ method: 'GET', url: '/dashboard/mailbox.json' });

    expect(await mode(dataDir)).toBe(0o700);
    const all = await modes(dataDir);
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['demo.db', 'secret.key', 'uploads']));
    for (const [path, m] of Object.entries(all)) expect(m, path).toBe(path === 'uploads' ? 0o700 : 0o600);
    expect(Object.keys(all).some((path) => path.startsWith('uploads/'))).toBe(true);
  });
  it('an existing data dir left 0755 / 0644 by an older version is narrowed at start', async () => {
    root = await mkdtemp(join(tmpdir(), 'figure-shop-modes-'));
    const dataDir = join(root, 'data');
    server = await startServer({ dataDir });
    await server.close(false);
    server = undefined;
    await chmod(dataDir, 0o755);
    for (const file of ['demo.db', 'secret.key']) await chmod(join(dataDir, file), 0o644);

    server = await startServer({ dataDir });
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(join(dataDir, 'demo.db'))).toBe(0o600);
    expect(await mode(join(dataDir, 'secret.key'))).toBe(0o600);
  });
});

describe('--reset (resetDataDir, as cli.ts runs it before the start)', () => {
  it('makes a new signing key: an access token from before the reset is refused, not taken for the new user with its id', async () => {
    root = await mkdtemp(join(tmpdir(), 'figure-shop-reset-'));
    const dataDir = join(root, 'data');
    server = await startServer({ dataDir });
    const before = await login(server.app, COLLECTOR);
    const oldKey = await readFile(join(dataDir, 'secret.key'), 'utf8');
    await server.close(false);
    server = undefined;

    await resetDataDir(dataDir);
    server = await startServer({ dataDir });
    // The seed gives the collector the same id again, yet the old token signs nobody in.
    expect(await readFile(join(dataDir, 'secret.key'), 'utf8')).not.toBe(oldKey);
    const res = await json(server.app, 'GET', '/api/account/profile/', undefined, before.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await json(server.app, 'POST', '/api/account/token/refresh/', { refresh_token: before.refresh_token })).statusCode).toBe(401);
    // A token minted after the reset works.
    const after = await login(server.app, COLLECTOR);
    expect((await json(server.app, 'GET', '/api/account/profile/', undefined, after.access_token)).json()).toMatchObject({ id: 1, email: COLLECTOR.email });
  }, 30_000);
});

describe('openDatabase', () => {
  it('keeps the busy timeout and foreign keys on the connection the client opens after a transaction', async () => {
    root = await mkdtemp(join(tmpdir(), 'figure-shop-db-'));
    const db = await openDatabase(root);
    try {
      const tx = await db.transaction('write');
      await tx.commit();
      // After a transaction the client works on a new connection (@libsql/client's sqlite3 client).
      expect((await db.execute('PRAGMA busy_timeout')).rows[0]?.[0]).toBe(BUSY_TIMEOUT_MS);
      expect((await db.execute('PRAGMA foreign_keys')).rows[0]?.[0]).toBe(1);
    } finally {
      db.close();
    }
  });
});
