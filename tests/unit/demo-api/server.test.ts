import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/demo-api/storage/migrations';
import { json, login, startServer } from './helpers';
import { openDatabase } from '../../../src/demo-api/storage/db';

describe('demo API server', () => {
  it('answers unknown routes with 404 JSON', async () => {
    const server = await startServer();
    try {
      for (const [method, url] of [['GET', '/nope'], ['POST', '/api/account/nope/'], ['DELETE', '/api/account/login/']] as const) {
        const res = await server.app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
    } finally {
      await server.close();
    }
  });

  it('creates the signing secret once (mode 0600) and reuses it, with migrations and seeds idempotent on restart', async () => {
    const first = await startServer();
    const secretFile = join(first.dataDir, 'secret.key');
    const secret = await readFile(secretFile, 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
    const tokens = await login(first.app);
    await first.close(false);

    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect(await readFile(secretFile, 'utf8')).toBe(secret);
      // A token signed before the restart still verifies: same secret.
      expect((await json(second.app, 'GET', '/api/account/profile/', undefined, tokens.access_token)).statusCode).toBe(200);
      const db = await openDatabase(second.dataDir);
      try {
        const versions = await db.execute('SELECT version FROM schema_version ORDER BY version');
        expect(versions.rows.map((r) => Number(r.version))).toEqual(migrations.map((m) => m.version));
        const users = await db.execute('SELECT COUNT(*) AS n FROM users');
        expect(Number(users.rows[0]!.n)).toBe(2);
      } finally {
        db.close();
      }
    } finally {
      await second.close();
    }
  });

  it('allows CORS from the web origins and app://, with the Authorization header, and not from others', async () => {
    const server = await startServer({ webOrigins: ['http://127.0.0.1:5173'] });
    try {
      for (const origin of ['http://127.0.0.1:5173', 'app://figure-shop']) {
        const pre = await server.app.inject({
          method: 'OPTIONS',
          url: '/api/account/profile/',
          headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
        });
        expect(pre.statusCode).toBe(204);
        expect(pre.headers['access-control-allow-origin']).toBe(origin);
        expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      }
      const evil = await server.app.inject({ method: 'GET', url: '/api/jpy-rates/', headers: { origin: 'https://evil.example' } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
