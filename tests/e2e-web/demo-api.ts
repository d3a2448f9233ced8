import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The demo API the web app under test was built against (playwright.web.config.ts). */
export const mainApiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8799}`;

export interface ExtraDemoApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one more demo API on its own port and fresh data dir, e.g. with a short access-token
 * lifetime (`ACCESS_TOKEN_TTL_S`). Resolves once it answers.
 */
export async function startDemoApi({ port, accessTokenTtlSeconds }: { port: number; accessTokenTtlSeconds: number }): Promise<ExtraDemoApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'figure-shop-e2e-extra-'));
  const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4799}`;
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is already in use: stop what is listening on ${url}`);
  // Node itself with tsx's loader (not npx → tsx → node), so stop() ends the one process it started.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/demo-api/cli.ts', '--port', String(port), '--data-dir', dataDir, '--reset'], {
    env: { ...process.env, ACCESS_TOKEN_TTL_S: String(accessTokenTtlSeconds), DEMO_WEB_ORIGINS: webOrigin },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`demo API on ${url} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`demo API on ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
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

/** Sends every call the page makes to the main API to `target` instead (same paths). */
export async function routeApiTo(page: Page, target: string): Promise<void> {
  await page.route(`${mainApiUrl}/**`, (route) => route.continue({ url: route.request().url().replace(mainApiUrl, target) }));
}

/** The newest mail to `to` in the demo API's mailbox (the dashboard's JSON view). */
export async function latestMail(apiUrl: string, to: string): Promise<{ subject: string; link: string | null }> {
  const response = await fetch(`${apiUrl}/dashboard/mailbox.json?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as unknown;
  const list = (Array.isArray(body) ? body : (body as { mail?: unknown[] }).mail ?? []) as { subject: string; link: string | null }[];
  const mail = list[0]; // newest first
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
