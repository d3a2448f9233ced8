/**
 * `npm start` as a child process (`node --import tsx src/web-server/cli.ts`, as npm runs it): bad
 * settings stop it with a message naming the variable; a certificate makes it speak HTTP/2 over TLS; requests are logged without tokens; SIGTERM
 * lets a request in flight finish (also on a keep-alive connection) and exits 0; a second SIGTERM
 * exits at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { dirname, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSelfSignedCertificate } from '../../support/self-signed-cert';
import { http2Request, makeBuild, rawRequest, startFakeApi, type FakeApi } from './fixture';

const projectRoot = resolve(import.meta.dirname, '../../..');
/** Start-up loads tsx and the server entry: tens of seconds on a busy 2-core machine. */
const START_LIMIT_MS = 90_000;

interface Started {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  output: () => string;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/web-server/cli.ts'], { cwd: projectRoot, env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((done) => child.on('exit', (code, signal) => done(code ?? signal ?? 'unknown')));
  return { child, exited, output: () => output };
}

const LISTENING = /Server listening at (https?:\/\/127\.0\.0\.1:\d+)/;

/** The origin the server logged it listens on. */
async function origin(started: Started): Promise<string> {
  await expect.poll(() => LISTENING.test(started.output()), { timeout: START_LIMIT_MS, interval: 200 }).toBe(true);
  return LISTENING.exec(started.output())![1]!;
}

let running: Started | undefined;
let api: FakeApi | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  api?.release();
  await api?.close();
  running = undefined;
  api = undefined;
});

describe('npm start (src/web-server/cli.ts)', () => {
  it('exits 2 on a bad setting, naming the variable', async () => {
    running = start({ PORT: 'eighty', DIST_DIR: makeBuild().root });
    expect(await running.exited).toBe(2);
    expect(running.output()).toContain('PORT="eighty": must be a whole number from 0 to 65535');
  }, START_LIMIT_MS);

  it('serves https with HTTP/2 given TLS_CERT_FILE and TLS_KEY_FILE; exits 2 when the key cannot be read', async () => {
    const certificate = makeSelfSignedCertificate();
    running = start({ DIST_DIR: makeBuild().root, TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile });
    const url = await origin(running);
    expect(url).toMatch(/^https:/);
    const response = await http2Request(url, '/healthz', { ca: certificate.cert });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({ status: 'ok' });
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);

    running = start({ DIST_DIR: makeBuild().root, TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: dirname(certificate.keyFile) });
    expect(await running.exited).toBe(2);
    expect(running.output()).toContain('Invalid web configuration: could not read the TLS certificate or key: EISDIR');
  }, START_LIMIT_MS * 2);

  it('logs requests without tokens; on SIGTERM finishes the request in flight (keep-alive too), takes no new connection, and exits 0', async () => {
    api = await startFakeApi();
    api.hold = true;
    running = start({ DIST_DIR: makeBuild({ apiUrl: api.url }).root });
    const url = await origin(running);
    // The request log: one line per request, without the account link's token or any query.
    await rawRequest(url, '/account/verify-email/MQ/SECRET-token?next=SECRET');
    await expect.poll(() => running!.output(), { timeout: 30_000 }).toContain('"url":"/account/verify-email/:uid/:token?…"');
    expect(running.output()).not.toContain('SECRET');
    const agent = new Agent({ keepAlive: true });
    const inFlight = rawRequest(url, '/figures/rem', { agent });
    await expect.poll(() => api!.asked.length, { timeout: 30_000 }).toBe(1);
    running.child.kill('SIGTERM');
    await expect.poll(() => rawRequest(url, '/healthz').then(() => 'answered', (error: NodeJS.ErrnoException) => error.code), { timeout: 30_000 }).toBe('ECONNREFUSED');
    expect(running.child.exitCode).toBeNull();
    api.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toContain('rendered /figures/rem');
    expect(response.headers.connection).toBe('close');
    // Well within the keep-alive timeout (72 s) the idle connection would otherwise hold.
    const exitedAt = Date.now();
    expect(await running.exited).toBe(0);
    expect(Date.now() - exitedAt).toBeLessThan(20_000);
    agent.destroy();
  }, START_LIMIT_MS + 60_000);

  it('on a second SIGTERM exits 1 at once, without waiting for the request in flight', async () => {
    api = await startFakeApi();
    api.hold = true;
    running = start({ DIST_DIR: makeBuild({ apiUrl: api.url }).root });
    const url = await origin(running);
    const inFlight = rawRequest(url, '/figures/rem').then(
      () => 'answered',
      () => 'cut off',
    );
    await expect.poll(() => api!.asked.length, { timeout: 30_000 }).toBe(1);
    running.child.kill('SIGTERM');
    await expect.poll(() => running!.output(), { timeout: 30_000 }).toContain('SIGTERM: finishing the requests in flight');
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(1);
    expect(await inFlight).toBe('cut off');
  }, START_LIMIT_MS + 60_000);
});
