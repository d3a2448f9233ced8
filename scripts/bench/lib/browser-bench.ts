/** The frame of the browser benchmarks: a web build served by the production web server against an API, and Chromium. */
import type { Browser } from '@playwright/test';
import { buildServer } from '../../../src/web-server/server.ts';
import { makeSelfSignedCertificate } from '../../../tests/support/self-signed-cert.ts';
import { launchChromium } from './browser.ts';

/** A running web server: its origin (`http://127.0.0.1:<port>`, or https), the protocol it speaks, and close(). */
export interface BenchWebServer {
  url: string;
  protocol: 'HTTP/2 over TLS' | 'HTTP/1.1';
  /** Over https: Chromium flags that make it trust the server's certificate (its key's hash), else none. */
  chromiumFlags: string[];
  close(): Promise<void>;
}

/**
 * Serves the build in `root` on 127.0.0.1:`port` (0: a free port, named in `url`) with the
 * production web server (src/web-server: `npm start`, in process, without request logs), so the
 * benchmarks see the pages, Brotli and caching a visitor gets. With `http2`, over https with a
 * throwaway self-signed certificate (tests/support/self-signed-cert.ts), as a host with a
 * certificate serves it: Chromium trusts it when launched with `chromiumFlags`. Rejects when the
 * port is taken, or (`http2`) when openssl cannot make the certificate.
 */
export async function serveWebApp(root: string, port: number, options: { http2?: boolean } = {}): Promise<BenchWebServer> {
  const tls = options.http2 ? makeSelfSignedCertificate() : null;
  const app = await buildServer({ root, tls: tls ? { cert: tls.cert, key: tls.key } : undefined });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  const chromiumFlags = tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiSha256}`] : [];
  return { url: origin, protocol: tls ? 'HTTP/2 over TLS' : 'HTTP/1.1', chromiumFlags, close: () => app.close() };
}

/** The API a benchmark's page talks to: its origin and how to stop it (a no-op for one it did not start). */
export interface BenchApiHandle {
  url: string;
  stop(): Promise<void>;
}

/** What `measure` gets: the API, the web server (its `url` is the app's origin) and the browser. */
export interface BrowserBench<A extends BenchApiHandle> {
  api: A;
  web: BenchWebServer;
  browser: Browser;
}

/**
 * Serves the folder `webRoot` resolves to on 127.0.0.1:`webPort` (over HTTP/2 with `options.http2`:
 * see serveWebApp), launches headless Chromium (trusting that server's certificate) and runs
 * `measure`; then closes the browser and the web server and stops `api`, whether `measure` resolved
 * or threw (so a failed run never leaves a port taken). Rejects with what `measure` or a start threw.
 */
export async function withBrowserBench<A extends BenchApiHandle>(
  api: A,
  webRoot: string | Promise<string>,
  webPort: number,
  measure: (bench: BrowserBench<A>) => Promise<void>,
  options: { http2?: boolean } = {},
): Promise<void> {
  let web: BenchWebServer | undefined;
  let browser: Browser | undefined;
  try {
    web = await serveWebApp(await webRoot, webPort, options);
    browser = await launchChromium(web.chromiumFlags);
    await measure({ api, web, browser });
  } finally {
    await browser?.close();
    await web?.close();
    await api.stop();
  }
}
