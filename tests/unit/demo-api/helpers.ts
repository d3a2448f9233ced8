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
  // No catalogue unless a test asks for one (seeding 20,000 figures per test would be slow).
  const app = await buildServer({ now: () => clock, catalogueSize: 0, ...options, dataDir });
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

export interface Part {
  name: string;
  value: string | Buffer;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
}

/** Builds a multipart/form-data body by hand (no client library needed). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----figureshop${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Reads the newest mail to `to` from the dashboard's JSON mailbox. */
export async function lastMail(app: FastifyInstance, to: string): Promise<{ subject: string; link: string | null; body: string } | undefined> {
  const res = await app.inject({ method: 'GET', url: `/dashboard/mailbox.json?to=${encodeURIComponent(to)}` });
  return (res.json() as { mail: { subject: string; link: string | null; body: string }[] }).mail[0];
}

/** An account to register: POST /api/account/register/'s fields. */
export interface NewAccount {
  email: string;
  username: string;
  password: string;
}

/**
 * Creates an account as a person does: registers it (202, no tokens), opens the link mailed to the
 * address (which creates the account, verified), then signs in. `origin` is sent as the web app's
 * Origin header when given. Resolves the token pair. @throws when a step does not answer as expected.
 */
export async function registerAccount(app: FastifyInstance, account: NewAccount, origin?: string): Promise<{ access_token: string; refresh_token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/register/',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    payload: JSON.stringify(account),
  });
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const link = (await lastMail(app, account.email))?.link;
  if (!link) throw new Error(`no registration link mailed to ${account.email}`);
  const [uid, token] = new URL(link).pathname.split('/').slice(-2) as [string, string];
  const verified = await json(app, 'GET', `/api/account/verify-email/${uid}/${token}/`);
  if (verified.statusCode !== 200) throw new Error(`registration link refused: ${verified.statusCode} ${verified.body}`);
  return login(app, { email: account.email, password: account.password });
}
