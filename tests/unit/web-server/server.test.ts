/**
 * The production web server against a real listening socket (buildServer + listen on port 0) and a
 * small build made in the test: every answer's headers, pages by cookie, Brotli, caching, request-time
 * rendering and its fallbacks, and what it refuses (raw paths, since fetch would normalise them).
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { MAX_CONCURRENT_RENDERS } from '../../../scripts/prerender/request-render';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../../../src/web-server/headers';
import { buildServer, MAX_URL_LENGTH, type WebServerOptions } from '../../../src/web-server/server';
import { makeSelfSignedCertificate } from '../../support/self-signed-cert';
import { ENTRY, ENTRY_TEXT, FIXTURE_META_POLICY, http2Request, makeBuild, rawRequest, SECRET, startFakeApi, type FakeApi, type RawResponse } from './fixture';

/** The test runner's own import (Node's, which the server uses by default, is not available inside it). */
const importModule = (url: string) => import(/* @vite-ignore */ url);

let app: FastifyInstance | undefined;
let api: FakeApi | undefined;
afterEach(async () => {
  api?.release();
  await app?.close();
  await api?.close();
  app = undefined;
  api = undefined;
});

/** Starts the server on a free loopback port; returns its origin. */
async function serve(options: WebServerOptions): Promise<string> {
  app = await buildServer({ importModule, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `${options.tls ? 'https' : 'http'}://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const darkJa = `user_prefs=${encodeURIComponent(JSON.stringify({ theme: 'dark', language: 'ja' }))}`;
const text = (response: RawResponse) => (response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body).toString('utf8');
const expectedCsp = `${FIXTURE_META_POLICY}; frame-ancestors 'none'`;

describe('security headers', () => {
  it('go on every response: pages, files, health, and every refusal', async () => {
    const origin = await serve({ root: makeBuild().root });
    const requests: [string, string, number][] = [
      ['GET', '/', 200],
      ['GET', `/${ENTRY}`, 200],
      ['GET', '/healthz', 200],
      ['HEAD', '/settings', 200],
      ['GET', '/assets/missing.js', 404],
      ['GET', '/.vite/manifest.json', 404],
      ['GET', '/..%2fsecret.txt', 404],
      ['POST', '/', 405],
      ['GET', `/?q=${'a'.repeat(MAX_URL_LENGTH)}`, 414],
      ['GET', '/%E0%A4%A', 400],
      ['GET', '/figures/Not%20A%20Slug', 404],
    ];
    for (const [method, path, status] of requests) {
      const response = await rawRequest(origin, path, { method });
      const label = `${method} ${path.slice(0, 40)}`;
      expect(response.status, label).toBe(status);
      expect(response.headers['content-security-policy'], label).toBe(expectedCsp);
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], label).toBe(PERMISSIONS_POLICY);
      expect(response.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it("send the build's own <meta> policy as the header, plus frame-ancestors 'none', which a <meta> cannot carry", async () => {
    const origin = await serve({ root: makeBuild().root });
    const policy = (await rawRequest(origin, '/')).headers['content-security-policy'];
    expect(policy).toBe(expectedCsp);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8000");
  });

  it('add Strict-Transport-Security only when configured for https', async () => {
    const origin = await serve({ root: makeBuild().root, hsts: true });
    for (const path of ['/', `/${ENTRY}`, '/assets/missing.js', '/%E0%A4%A']) {
      expect((await rawRequest(origin, path)).headers['strict-transport-security'], path).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });
});

describe('https, given a certificate', () => {
  const certificate = makeSelfSignedCertificate();
  const tls = { cert: certificate.cert, key: certificate.key };

  it('speaks HTTP/2, and HTTP/1.1 to a client that does not offer it: the same page, headers and Brotli', async () => {
    const origin = await serve({ root: makeBuild().root, tls });
    const overHttp2 = await http2Request(origin, '/', { ca: certificate.cert, headers: { cookie: darkJa } });
    expect(overHttp2.status).toBe(200);
    expect(text(overHttp2)).toContain('prerendered/home/dark.ja.html');
    expect(overHttp2.headers['content-security-policy']).toBe(expectedCsp);
    expect(overHttp2.headers.connection).toBeUndefined();
    const entry = await http2Request(origin, `/${ENTRY}`, { ca: certificate.cert, headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(text(entry)).toBe(ENTRY_TEXT);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const overHttp1 = await rawRequest(origin, '/', { ca: certificate.cert, headers: { cookie: darkJa } });
    expect(overHttp1.status).toBe(200);
    expect(text(overHttp1)).toBe(text(overHttp2));
    expect(overHttp1.headers['content-security-policy']).toBe(expectedCsp);
  });

  it('lets an HTTP/2 request in flight finish on close(), without the Connection header HTTP/2 forbids', async () => {
    // Node drops that header from an HTTP/2 answer with a warning: the server must not set it there.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    onTestFinished(() => void process.off('warning', onWarning));
    api = await startFakeApi();
    api.hold = true;
    const origin = await serve({ root: makeBuild({ apiUrl: api.url }).root, importModule, tls });
    const inFlight = http2Request(origin, '/figures/rem', { ca: certificate.cert });
    await expect.poll(() => api!.asked.length).toBe(1);
    const closed = app!.close();
    api.release();
    const response = await inFlight;
    await closed;
    app = undefined;
    expect(response.status).toBe(200);
    expect(text(response)).toContain('rendered /figures/rem');
    expect(response.headers.connection).toBeUndefined();
    await new Promise((tick) => setImmediate(tick));
    expect(warnings.filter((message) => /connection/i.test(message))).toEqual([]);
  });
});

describe('GET /healthz', () => {
  it('answers 200 JSON, never cached', async () => {
    const origin = await serve({ root: makeBuild().root });
    const response = await rawRequest(origin, '/healthz');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(text(response))).toEqual({ status: 'ok' });
  });
});

describe('pages', () => {
  it('answer with the pre-rendered variant the user_prefs cookie asks for, no-cache, Vary: Cookie', async () => {
    const origin = await serve({ root: makeBuild().root });
    const cases: [string, string | undefined, string][] = [
      ['/', undefined, 'prerendered/home/light.en.html'],
      ['/', darkJa, 'prerendered/home/dark.ja.html'],
      ['/index.html', darkJa, 'prerendered/home/dark.ja.html'],
      ['/figures/some-figure', 'other=1', 'prerendered/figure/light.en.html'],
      ['/figures', undefined, 'prerendered/catalogue/light.en.html'],
    ];
    for (const [path, cookie, file] of cases) {
      const response = await rawRequest(origin, path, { headers: cookie ? { cookie } : {} });
      expect(response.status, path).toBe(200);
      expect(text(response), path).toContain(file);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      // No server entry in this build: nothing depends on Accept-Language.
      expect(response.headers.vary, path).toBe('Accept-Encoding, Cookie');
    }
  });

  it('fall back to shell.html for routes and variants without a pre-rendered file, then to index.html', async () => {
    const origin = await serve({ root: makeBuild().root });
    for (const path of ['/figures?q=miku', '/settings', '/profile', '/account/verify-email/x/y']) {
      const response = await rawRequest(origin, path);
      expect(response.status, path).toBe(200);
      expect(text(response), path).toContain('<div id="root"></div>');
    }
    await app!.close();
    const clientOnly = await serve({ root: makeBuild({ files: { 'shell.html': null, 'prerendered/settings/dark.en.html': null } }).root });
    expect(text(await rawRequest(clientOnly, '/settings', { headers: { cookie: darkJa } }))).toContain('(index.html)');
  });

  it('answer a figure address whose slug cannot exist with the shell and 404 (414 over 100 characters) at once, asking the API nothing', async () => {
    api = await startFakeApi();
    const origin = await serve({ root: makeBuild({ apiUrl: api.url }).root });
    for (const [path, status] of [
      ['/figures/Not%20A%20Slug', 404],
      ['/figures/Rem', 404],
      ['/figures/rem--1', 404],
      ['/figures/%3Cscript%3E', 404],
      ['/figures/Not_A%20Slug', 404],
      [`/figures/${'a'.repeat(101)}`, 414],
      [`/figures/${'a'.repeat(150)}`, 414],
    ] as const) {
      const response = await rawRequest(origin, path);
      expect(response.status, path).toBe(status);
      expect(text(response), path).toContain('<div id="root"></div>');
    }
    expect(api.asked).toEqual([]);
  });

  it('are rendered at request time with their data (figure; home on a first visit), as Brotli when accepted, Vary naming Accept-Language', async () => {
    api = await startFakeApi();
    const origin = await serve({ root: makeBuild({ apiUrl: api.url }).root });
    const figure = await rawRequest(origin, '/figures/rem-1-7?from=home', { headers: { 'accept-encoding': 'gzip, br', 'accept-language': 'ja-JP,ja;q=0.9', cookie: darkJa } });
    expect(figure.status).toBe(200);
    expect(figure.headers['content-encoding']).toBe('br');
    expect(text(figure)).toContain('<div id="root"><main>rendered /figures/rem-1-7?from=home dark.ja</main></div>');
    expect(figure.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(figure.headers['cache-control']).toBe('no-cache');
    expect(api.asked).toEqual([{ url: '/figures/rem-1-7?from=home', acceptLanguage: 'ja-JP,ja;q=0.9' }]);

    const home = await rawRequest(origin, '/', { headers: { 'accept-language': 'de-DE' } });
    expect(home.headers['content-encoding']).toBeUndefined();
    expect(text(home)).toContain('<main>rendered / light.en</main>');
    expect(home.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    // A returning visitor's home is the build-time page: Accept-Language played no part.
    const returning = await rawRequest(origin, '/', { headers: { 'accept-language': 'de-DE', cookie: darkJa } });
    expect(text(returning)).toContain('prerendered/home/dark.ja.html');
    expect(returning.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(api.asked.map((asked) => asked.url)).toEqual(['/figures/rem-1-7?from=home', '/']);
  });

  it('answer a dead API with the build-time page', async () => {
    api = await startFakeApi();
    const deadApi = api.url;
    await api.close();
    api = undefined;
    const origin = await serve({ root: makeBuild({ apiUrl: deadApi }).root });
    const response = await rawRequest(origin, '/figures/rem');
    expect(response.status).toBe(200);
    expect(text(response)).toContain('prerendered/figure/light.en.html');
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it(`render at most ${MAX_CONCURRENT_RENDERS} at once: the next page request gets the build-time page at once`, async () => {
    api = await startFakeApi();
    api.hold = true;
    const origin = await serve({ root: makeBuild({ apiUrl: api.url }).root });
    const rendering = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, index) => rawRequest(origin, `/figures/rem-${index}`));
    await expect.poll(() => api!.asked.length).toBe(MAX_CONCURRENT_RENDERS);
    expect(text(await rawRequest(origin, '/figures/one-more'))).toContain('prerendered/figure/light.en.html');
    api.release();
    for (const [index, response] of (await Promise.all(rendering)).entries()) expect(text(response)).toContain(`rendered /figures/rem-${index}`);
  });
});

describe('files', () => {
  it("send the build's Brotli copy to a request that accepts br, its gzip copy to one that takes only gzip, the file as it is to one that takes neither", async () => {
    const origin = await serve({ root: makeBuild().root });
    const brotli = await rawRequest(origin, `/${ENTRY}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(text(brotli)).toBe(ENTRY_TEXT);
    expect(brotli.headers.vary).not.toMatch(/cookie/i);
    const gzip = await rawRequest(origin, `/${ENTRY}`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(ENTRY_TEXT);
    const identity = await rawRequest(origin, `/${ENTRY}`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(ENTRY_TEXT);
    // A page's build-time file goes as its Brotli copy too.
    const page = await rawRequest(origin, '/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(text(page)).toContain('prerendered/home/light.en.html');
  });

  it('are found by their percent-decoded path; a missing one is 404', async () => {
    const origin = await serve({ root: makeBuild({ files: { 'assets/a b-abc123.js': 'a b' } }).root });
    const spaced = await rawRequest(origin, '/assets/a%20b-abc123.js');
    expect(spaced.status).toBe(200);
    expect(spaced.body.toString('utf8')).toBe('a b');
    const missing = await rawRequest(origin, '/assets/missing-abc123.js');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString('utf8'))).toEqual({ detail: 'Not Found', code: 'not_found' });
  });

  it('are cached for a year under /assets/ (hashed), revalidated everywhere else (HTML, service worker, manifest)', async () => {
    const origin = await serve({ root: makeBuild().root });
    for (const path of [`/${ENTRY}`, '/assets/small-abc123.css']) expect((await rawRequest(origin, path)).headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/manifest.webmanifest', '/shell.html', '/', '/settings']) expect((await rawRequest(origin, path)).headers['cache-control'], path).toBe('no-cache');
  });
});

describe('refusals', () => {
  it('never serve a file outside the build, whatever the traversal form', async () => {
    const build = makeBuild({ apiUrl: 'http://127.0.0.1:9' });
    const origin = await serve({ root: build.root });
    const outside = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/assets\\..\\..\\secret.txt',
      '/secret.txt%00.js',
      '/assets/x%00.js',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '//secret.txt',
      '/./secret.txt',
      '/..%2fdist-server%2fentry-server.js',
      '/../dist-server/entry-server.js',
    ];
    for (const path of outside) {
      const response = await rawRequest(origin, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body.toString('utf8'), path).not.toContain(SECRET);
      expect(response.body.toString('utf8'), path).not.toContain('export async function render');
    }
    expect(readFileSync(build.secret, 'utf8')).toBe(SECRET);
    // A path without a file extension is a page, whatever it says: the shell, never a file it names.
    for (const path of ['/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/../../../../etc/passwd']) {
      const response = await rawRequest(origin, path);
      expect(text(response), path).toContain('<div id="root"></div>');
      expect(text(response), path).not.toContain('root:');
    }
  });

  it("never serve Vite's manifest, anything under a dot folder, or source maps", async () => {
    const origin = await serve({ root: makeBuild().root });
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/',
      '/.vite',
      '/%2evite/manifest.json',
      '/.VITE/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/x/..%2f..%2f.vite%2fmanifest.json',
      `/${ENTRY}.map`,
      `/${ENTRY}%2emap`,
      `/${ENTRY.toUpperCase()}.MAP`,
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await rawRequest(origin, path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      const response = await rawRequest(origin, path);
      expect(response.body.toString('utf8'), path).not.toContain('isEntry');
      expect(response.body.toString('utf8'), path).not.toContain('mappings');
    }
  });

  it('answer any method but GET and HEAD with 405 and Allow', async () => {
    const origin = await serve({ root: makeBuild().root });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      const response = await rawRequest(origin, '/figures', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(JSON.parse(response.body.toString('utf8')), method).toEqual({ detail: 'Method Not Allowed', code: 'method_not_allowed' });
    }
  });

  it(`answer a request target over ${MAX_URL_LENGTH} characters with 414 and a malformed percent-encoding with 400, before any page is chosen`, async () => {
    api = await startFakeApi();
    const origin = await serve({ root: makeBuild({ apiUrl: api.url }).root });
    const longest = `/figures/rem?q=${'a'.repeat(MAX_URL_LENGTH - '/figures/rem?q='.length)}`;
    expect((await rawRequest(origin, longest)).status).toBe(200);
    expect((await rawRequest(origin, `${longest}a`)).status).toBe(414);
    expect((await rawRequest(origin, `/${'a'.repeat(MAX_URL_LENGTH)}`)).status).toBe(414);
    for (const path of ['/%E0%A4%A', '/figures/%', '/assets/%zz.js']) {
      const response = await rawRequest(origin, path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body.toString('utf8')), path).toEqual({ detail: 'Bad Request', code: 'bad_request' });
    }
    expect(api.asked.map((asked) => asked.url)).toEqual(['/figures/rem?q=' + 'a'.repeat(MAX_URL_LENGTH - '/figures/rem?q='.length)]);
  });
});
