/** A demo API of its own for one test: a free port, a fresh temporary data dir (`--reset`). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running demo API. */
export interface DemoApi {
  url: string;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
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

/**
 * Starts `tsx src/demo-api/cli.ts --port <free> --data-dir <tmp> --reset` and waits until it
 * answers HTTP (any status). The seeded collector account is collector@figureshop.test / figures-4-ever.
 */
export async function startDemoApi(root: string): Promise<DemoApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'figure-shop-e2e-electron-api-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    // tsx's loader in this very process: tsx's CLI would fork a child that a kill of ours would orphan.
    ['--import', 'tsx', 'src/demo-api/cli.ts', '--port', String(port), '--data-dir', dataDir, '--reset'],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ACCESS_TOKEN_TTL_S: '300' } },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the demo API exited (${child.exitCode}): ${stderr.slice(-500)}`);
    try {
      await fetch(`${url}/api/account/profile/`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`the demo API did not answer on ${url} within 60 s: ${stderr.slice(-500)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
