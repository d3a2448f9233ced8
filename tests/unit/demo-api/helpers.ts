/** Test harness: a demo API on a fresh temporary data dir, a controllable clock, and JSON helpers. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type DemoServerOptions } from '../../../src/demo-api/server';

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** Moves the injected clock forward by `ms`. */
  advance: (ms: number) => void;
  /** Closes the server (and database); `removeDir` false keeps the data dir for a restart. */
  close: (removeDir?: boolean) => Promise<void>;
}

export const COLLECTOR = { email: 'collector@figureshop.test', password: 'figures-4-ever' };
export const MODERATOR = { email: 'moderator@figureshop.test', password: 'moderate-2-much' };

/** Starts a server on a new temp dir (or `dataDir` to restart on an existing one). */
export async function startServer(options: Partial<DemoServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'figure-shop-demo-')));
  let clock = Date.parse('2026-04-13T09:00:00Z');
  const app = await buildServer({ now: () => clock, ...options, dataDir });
  await app.ready();
  return {
    app,
    dataDir,
    advance: (ms) => {
      clock += ms;
    },
    close: async (removeDir = true) => {
      await app.close();
      if (removeDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends a JSON request. */
export function json(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Signs in and returns the token pair. */
export async function login(app: FastifyInstance, account = COLLECTOR): Promise<{ access_token: string; refresh_token: string }> {
  const res = await json(app, 'POST', '/api/account/login/', account);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
