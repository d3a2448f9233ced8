/**
 * Launches a demo API of its own (`src/demo-api/cli.ts`) for a test or a benchmark: a fresh
 * temporary data dir (`--reset`), a given or free loopback port, resolved once it answers. Shared by
 * tests/e2e-web, tests/e2e-electron and scripts/bench. Also reads the demo API's mailbox.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root: the demo API is started from there. */
const projectRoot = resolve(import.meta.dirname, '../..');

/** A running demo API: its origin (`http://127.0.0.1:<port>`) and how to stop it (also removes its data dir). */
export interface DemoApi {
  url: string;
  stop(): Promise<void>;
}

/** How to start a demo API. */
export interface DemoApiOptions {
  /** Loopback port; refused when something already answers there. Default: a free port. */
  port?: number;
  /** Access-token lifetime in seconds (`ACCESS_TOKEN_TTL_S`). Default 300. */
  accessTokenTtlSeconds?: number;
  /** Grace for a just-rotated refresh token in seconds (`REFRESH_REUSE_INTERVAL_S`); 0 = strict reuse detection. Default: the API's (30). */
  refreshReuseIntervalSeconds?: number;
  /** Web origins CORS lets in (`DEMO_WEB_ORIGINS`). Default: the API's own default (the Vite dev/preview origins). */
  webOrigins?: string[];
  /** `--enable-faults`: the fault-injection endpoints the e2e and bench suites use. */
  enableFaults?: boolean;
  /** Prefix of the temporary data dir's name, to tell runs apart. */
  dataDirPrefix?: string;
  /** Also print the API's stderr (the benchmarks show it); it is always kept for error messages. */
  echoStderr?: boolean;
  /** How long to wait for the first answer, in ms. Default 60 000. */
  startTimeoutMs?: number;
}

/** A TCP port nobody listens on right now (loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** True once the demo API answers its profile endpoint as it does for a signed-out caller (401). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/account/profile/`)).status === 401;
  } catch {
    return false;
  }
}

/**
 * Starts `src/demo-api/cli.ts --port <port> --host 127.0.0.1 --data-dir <tmp> --reset` and resolves
 * once it answers. The seeded accounts are in tests/support/accounts.ts.
 * @throws when the given port is already in use, or the API exits or does not answer in time
 *   (the message ends with the tail of its stderr).
 */
export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  const { accessTokenTtlSeconds = 300, webOrigins = [], enableFaults = false, echoStderr = false, startTimeoutMs = 60_000 } = options;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is already in use: stop what is listening on ${url} or choose another port`);
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix ?? 'figure-shop-demo-api-'));
  const args = ['--import', 'tsx', 'src/demo-api/cli.ts', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir, '--reset'];
  if (enableFaults) args.push('--enable-faults');
  // Node itself with tsx's loader (not npx → tsx → node): tsx's CLI would fork a child that a kill
  // of ours would orphan, so stop() ends the one process it started.
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      ACCESS_TOKEN_TTL_S: String(accessTokenTtlSeconds),
      ...(options.refreshReuseIntervalSeconds !== undefined ? { REFRESH_REUSE_INTERVAL_S: String(options.refreshReuseIntervalSeconds) } : {}),
      ...(webOrigins.length > 0 ? { DEMO_WEB_ORIGINS: webOrigins.join(',') } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
    if (echoStderr) process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = Date.now() + startTimeoutMs;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`the demo API on ${url} exited with code ${child.exitCode}: ${stderr.slice(-500)}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the demo API did not answer on ${url} within ${startTimeoutMs / 1000} s: ${stderr.slice(-500)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // A hung shutdown must not hang the suite: SIGKILL after 5 s.
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One mail of the demo API's mailbox: its subject and the link it carries (null when none). */
export interface DemoMail {
  subject: string;
  link: string | null;
}

/**
 * The newest mail to `to` in the demo API's mailbox (the dashboard's JSON view, newest first).
 * @throws when there is none.
 */
export async function latestMail(apiUrl: string, to: string): Promise<DemoMail> {
  const response = await fetch(`${apiUrl}/dashboard/mailbox.json?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as unknown;
  const list = (Array.isArray(body) ? body : ((body as { mail?: unknown[] }).mail ?? [])) as DemoMail[];
  const mail = list[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
