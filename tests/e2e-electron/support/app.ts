/**
 * Launching the built desktop app with Playwright's `_electron`, one user-data dir per test, and
 * the helpers the specs share: the main-process log, a stub for shell.openExternal (the "system
 * browser"), and a real second instance to deliver deep links through `second-instance`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { _electron as electron, expect, type ElectronApplication, type Page } from '@playwright/test';

/** The repository root (the app is launched as `electron .`, like `npm run desktop`). */
export const ROOT = resolve(import.meta.dirname, '../../..');

/** A running app and what the tests read from it. */
export interface LaunchedApp {
  app: ElectronApplication;
  window: Page;
  /** Everything the main process printed so far (stdout and stderr). */
  logs(): string;
  /** URLs the app handed to the system browser, in order. */
  openedExternal(): Promise<string[]>;
  /** Waits for the next URL handed to the system browser after `count` earlier ones. */
  waitForExternal(count?: number): Promise<string>;
  close(): Promise<void>;
}

/** Options of one launch. */
export interface LaunchOptions {
  userDataDir: string;
  apiUrl: string;
  productName?: string;
  /** Extra argv, e.g. a deep link for a cold start. */
  args?: string[];
  env?: Record<string, string>;
}

/** The environment the app is started with (also used for second instances). */
export function appEnv(options: LaunchOptions): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  delete env.ELECTRON_RENDERER_URL; // never the Vite dev server: test the built renderer on app://
  delete env.ELECTRON_RUN_AS_NODE;
  return {
    ...env,
    FIGURE_SHOP_USER_DATA_DIR: options.userDataDir,
    FIGURE_SHOP_API_URL: options.apiUrl,
    FIGURE_SHOP_PRODUCT_NAME: options.productName ?? 'Figure Shop',
    FIGURE_SHOP_REGISTER_SCHEME: '0', // do not touch the test machine's URL handlers
    ...options.env,
  };
}

/**
 * Launches the app and waits for its first window. shell.openExternal is replaced in the main
 * process by a recorder before the page can ask for anything, so no real browser opens.
 * @throws when out/ has not been built (`npm run build`).
 */
export async function launchApp(options: LaunchOptions): Promise<LaunchedApp> {
  if (!existsSync(resolve(ROOT, 'out/main/index.js'))) throw new Error('out/main/index.js is missing: run "npm run build" first');
  const app = await electron.launch({ args: ['.', ...(options.args ?? [])], cwd: ROOT, env: appEnv(options), timeout: 60_000 });
  let log = '';
  app.process().stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  app.process().stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await app.evaluate(({ shell }) => {
    const store = globalThis as unknown as { __openedExternal: string[] };
    store.__openedExternal = [];
    shell.openExternal = async (url: string) => {
      store.__openedExternal.push(url);
    };
  });
  const window = await app.firstWindow();
  await window.waitForLoadState('domcontentloaded');
  const openedExternal = () => app.evaluate(() => (globalThis as unknown as { __openedExternal: string[] }).__openedExternal.slice());
  return {
    app,
    window,
    logs: () => log,
    openedExternal,
    async waitForExternal(count = 0) {
      await expect.poll(async () => (await openedExternal()).length, { message: 'waiting for shell.openExternal', timeout: 15_000 }).toBeGreaterThan(count);
      return (await openedExternal())[count]!;
    },
    close: () => app.close(),
  };
}

/**
 * Starts a second instance with `argv` (e.g. a deep link), as the OS does when the user opens a
 * `com.figureshop.app:` link. It finds the first instance's single-instance lock (same user-data
 * dir), hands its argv over through `second-instance`, and quits; this waits for that exit.
 */
export async function runSecondInstance(executablePath: string, options: LaunchOptions, argv: string[]): Promise<number> {
  const args = ['.', ...(process.platform === 'linux' ? ['--no-sandbox'] : []), ...argv];
  const child = spawn(executablePath, args, { cwd: ROOT, env: appEnv(options), stdio: 'ignore' });
  return new Promise((resolveExit, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the second instance did not quit within 30 s (did it get the single-instance lock?)'));
    }, 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolveExit(code ?? 0);
    });
  });
}
