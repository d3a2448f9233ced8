/** The frame of the browser benchmarks: a web build served statically against an API, and Chromium. */
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

/** The API a benchmark's page talks to: its origin and how to stop it (a no-op for one it did not start). */
export interface BenchApiHandle {
  url: string;
  stop(): Promise<void>;
}

/** What `measure` gets: the API, the web server (its `url` is the app's origin) and the browser. */
export interface BrowserBench<A extends BenchApiHandle> {
  api: A;
  web: StaticServer;
  browser: Browser;
}

/**
 * Serves the folder `webRoot` resolves to on 127.0.0.1:`webPort`, launches headless Chromium and runs
 * `measure`; then closes the browser and the web server and stops `api`, whether `measure` resolved
 * or threw (so a failed run never leaves a port taken). Rejects with what `measure` or a start threw.
 */
export async function withBrowserBench<A extends BenchApiHandle>(
  api: A,
  webRoot: string | Promise<string>,
  webPort: number,
  measure: (bench: BrowserBench<A>) => Promise<void>,
): Promise<void> {
  let web: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    web = await serveStatic(await webRoot, webPort);
    browser = await launchChromium();
    await measure({ api, web, browser });
  } finally {
    await browser?.close();
    await web?.close();
    await api.stop();
  }
}
