/**
 * A demo API for one benchmark: `src/demo-api/cli.ts` on a loopback port with a fresh temporary data
 * dir, started as one Node process (tsx loader) so stop() ends exactly that process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './paths.ts';

/** A running demo API: its origin and how to stop it (also removes its data dir). */
export interface BenchApi {
  url: string;
  stop(): Promise<void>;
}

/** Options: port, access-token lifetime in seconds (default 300), web origins allowed by CORS. */
export interface BenchApiOptions {
  port: number;
  accessTokenTtlSeconds?: number;
  webOrigins?: string[];
  enableFaults?: boolean;
}

/** Starts the demo API and resolves once it answers (30 s at most). Refuses a port already in use. */
export async function startBenchApi({ port, accessTokenTtlSeconds = 300, webOrigins = [], enableFaults = false }: BenchApiOptions): Promise<BenchApi> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is already in use (${url}); set another BENCH_*_PORT`);
  const dataDir = mkdtempSync(join(tmpdir(), 'figure-shop-bench-'));
  const args = ['--import', 'tsx', 'src/demo-api/cli.ts', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir, '--reset'];
  if (enableFaults) args.push('--enable-faults');
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ACCESS_TOKEN_TTL_S: String(accessTokenTtlSeconds), DEMO_WEB_ORIGINS: webOrigins.join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`demo API on ${url} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`demo API on ${url} did not answer within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/account/profile/`)).status === 401;
  } catch {
    return false;
  }
}

/** Signs in through the API (POST /api/account/login/) and returns the token pair. */
export async function apiSignIn(apiUrl: string, account: { email: string; password: string }): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${apiUrl}/api/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login failed: HTTP ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** The seeded collector account (src/demo-api/seed.ts, README). */
export const collectorAccount = { email: 'collector@figureshop.test', password: 'figures-4-ever' };
